import { lazy, Suspense, useEffect, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useMessage } from "../../lib/intl.tsx";
import { Image } from "../ui/Image.tsx";
import type { ImageData } from "./types.ts";
import "./Gallery.css";
import "./Spin360.css";

// The 360 view is drawn only once the visitor turns to it: its code loads then (its first frame shows
// meanwhile).
const Spin360 = lazy(() => import("./Spin360.tsx").then((m) => ({ default: m.Spin360 })));

interface GalleryProps {
  /** Still views (front, side, top...), first one shown first. */
  views: ImageData[];
  /** Frames of the 360 view (at least the first); no 360 thumbnail when empty. */
  spinFrames?: ImageData[];
  /** How many frames the 360 view has, when spinFrames holds only the first ones. */
  spinCount?: number;
  /** Fetches every frame of the 360 view, when the visitor turns to it. */
  loadSpinFrames?: () => Promise<ImageData[]>;
  productName: string;
}

/** The stage's width on the page, for the browser to choose an image of it. */
const STAGE_SIZES = "(min-width: 1360px) 700px, (min-width: 1024px) 55vw, 100vw";
const ZOOM = 2.2;
const PAN_STEP = 10;

/**
 * The product gallery: a large stage, thumbnails underneath, click or tap (Enter, Space) to zoom
 * and move the pointer (or the arrow keys) to look around, Escape to zoom out; plus the 360 view.
 */
export function Gallery({ views, spinFrames: firstFrames = [], spinCount, loadSpinFrames, productName }: GalleryProps) {
  const t = useMessage();
  const [selected, setSelected] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const [loaded, setLoaded] = useState<{ first: ImageData[]; frames: ImageData[] } | null>(null);
  const spinFrames = loaded?.first === firstFrames ? loaded.frames : firstFrames;
  const frameCount = Math.max(spinCount ?? 0, spinFrames.length);
  const spinIndex = spinFrames.length > 0 ? views.length : -1;
  const showingSpin = selected === spinIndex;
  // The 360 view's other frames are fetched once the visitor turns to it.
  const missingFrames = showingSpin && spinFrames.length < frameCount && loadSpinFrames !== undefined;
  useEffect(() => {
    if (!missingFrames || !loadSpinFrames) return;
    let current = true;
    loadSpinFrames().then(
      (frames) => {
        if (current && frames.length > 0) setLoaded({ first: firstFrames, frames });
      },
      (error: unknown) => console.error("Loading the 360 view failed", error),
    );
    return () => {
      current = false;
    };
  }, [missingFrames, loadSpinFrames, firstFrames]);
  const image = views[Math.min(selected, views.length - 1)];

  function choose(index: number) {
    setSelected(index);
    setZoomed(false);
    setOrigin({ x: 50, y: 50 });
  }

  function followPointer(event: PointerEvent<HTMLButtonElement>) {
    if (!zoomed) return;
    const box = event.currentTarget.getBoundingClientRect();
    setOrigin({
      x: clamp(((event.clientX - box.left) / box.width) * 100),
      y: clamp(((event.clientY - box.top) / box.height) * 100),
    });
  }

  function toggleZoom(event: PointerEvent<HTMLButtonElement> | null) {
    if (!zoomed && event) {
      const box = event.currentTarget.getBoundingClientRect();
      setOrigin({
        x: clamp(((event.clientX - box.left) / box.width) * 100),
        y: clamp(((event.clientY - box.top) / box.height) * 100),
      });
    }
    setZoomed((z) => !z);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "Escape" && zoomed) {
      event.preventDefault();
      setZoomed(false);
      return;
    }
    if (!zoomed) return;
    const move: Record<string, [number, number]> = {
      ArrowLeft: [-PAN_STEP, 0],
      ArrowRight: [PAN_STEP, 0],
      ArrowUp: [0, -PAN_STEP],
      ArrowDown: [0, PAN_STEP],
    };
    const delta = move[event.key];
    if (!delta) return;
    event.preventDefault();
    setOrigin((o) => ({ x: clamp(o.x + delta[0]), y: clamp(o.y + delta[1]) }));
  }

  return (
    <section className="cat-gallery" aria-label={t("cat_gallery_label", { name: productName })}>
      <div className="cat-gallery__stage">
        {showingSpin ? (
          <Suspense fallback={spinFrames[0] ? <Image image={spinFrames[0]} sizes={STAGE_SIZES} /> : null}>
            <Spin360 frames={spinFrames} count={frameCount} label={productName} sizes={STAGE_SIZES} />
          </Suspense>
        ) : image ? (
          <button
            type="button"
            className="cat-gallery__zoom"
            aria-pressed={zoomed}
            aria-label={t(zoomed ? "cat_gallery_zoom_out" : "cat_gallery_zoom_in", { image: image.alt })}
            data-zoomed={zoomed || undefined}
            onClick={(event) => {
              // Pointer clicks arrive through onPointerUp; keyboard "clicks" (detail 0) come here.
              if (event.detail === 0) toggleZoom(null);
            }}
            onPointerUp={(event) => {
              if (event.button === 0) toggleZoom(event);
            }}
            onPointerMove={followPointer}
            onKeyDown={onKeyDown}
          >
            <span
              className="cat-gallery__zoom-inner"
              style={zoomed ? { transform: `scale(${ZOOM})`, transformOrigin: `${origin.x}% ${origin.y}%` } : undefined}
            >
              <Image image={image} sizes={zoomed ? "(min-width: 1024px) 120vw, 220vw" : STAGE_SIZES} priority={selected === 0} />
            </span>
            <span className="cat-gallery__zoom-icon" aria-hidden="true">
              {zoomed ? "−" : "+"}
            </span>
          </button>
        ) : null}
      </div>
      {views.length + (spinIndex >= 0 ? 1 : 0) > 1 ? (
        <ul className="cat-gallery__thumbs">
          {views.map((view, index) => (
            <li key={view.id}>
              <button
                type="button"
                className="cat-gallery__thumb"
                aria-label={t("cat_gallery_show", { image: view.alt })}
                aria-current={index === selected || undefined}
                onClick={() => choose(index)}
              >
                <Image image={view} sizes="96px" alt="" secondary />
              </button>
            </li>
          ))}
          {spinIndex >= 0 ? (
            <li>
              <button
                type="button"
                className="cat-gallery__thumb cat-gallery__thumb--spin"
                aria-label={t("cat_gallery_show_spin")}
                aria-current={showingSpin || undefined}
                onClick={() => choose(spinIndex)}
              >
                <Image image={spinFrames[0]!} sizes="96px" alt="" secondary />
                <span className="cat-gallery__spin-badge" aria-hidden="true">
                  360°
                </span>
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}

function clamp(value: number): number {
  return Math.min(100, Math.max(0, value));
}
