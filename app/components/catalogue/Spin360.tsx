import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useMessage } from "../../lib/intl.tsx";
import { Image } from "../ui/Image.tsx";
import { dragSteps, keyStep, wrapFrame } from "./spin.ts";
import type { ImageData } from "./types.ts";

interface Spin360Props {
  /** The frames of one full turn, in order (the first ones while the rest load). */
  frames: ImageData[];
  /** How many frames a full turn has (default: all of them are in frames). */
  count?: number;
  /** What is turning, for assistive technology ("Aurelia ring in platinum"). */
  label: string;
  /** The view's width on the page (the gallery's stage), for the browser to choose an image of it. */
  sizes: string;
}

/**
 * A 360 degree view: drag or swipe sideways to turn the ring (one frame per 50 px), or focus
 * it and use the arrow keys. It is a slider for assistive technology: the value is the frame.
 */
export function Spin360({ frames, count: frameCount, label, sizes }: Spin360Props) {
  const t = useMessage();
  const [frame, setFrame] = useState(0);
  // Every frame is mounted (and so loaded) only once the visitor starts turning the ring.
  const [active, setActive] = useState(false);
  const drag = useRef<{ pointerId: number; startX: number; startFrame: number } | null>(null);
  const count = Math.max(frameCount ?? 0, frames.length);
  if (frames.length === 0) return null;
  // A frame still loading shows the first one meanwhile.
  const shown = frame < frames.length ? frame : 0;

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    setActive(true);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startFrame: frame };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    const steps = dragSteps(event.clientX - d.startX);
    setFrame(wrapFrame(d.startFrame, steps, count));
  }

  function endDrag(event: PointerEvent<HTMLDivElement>) {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = keyStep(event.key, frame, count);
    if (next === null) return;
    event.preventDefault();
    setActive(true);
    setFrame(next);
  }

  return (
    <div
      className="cat-spin"
      role="slider"
      tabIndex={0}
      aria-label={t("cat_spin_label", { name: label })}
      aria-valuemin={1}
      aria-valuemax={count}
      aria-valuenow={frame + 1}
      aria-valuetext={t("cat_spin_angle", { frame: frame + 1, count })}
      aria-orientation="horizontal"
      data-frame={frame}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onPointerEnter={() => setActive(true)}
      onFocus={() => setActive(true)}
      onKeyDown={onKeyDown}
    >
      {frames.map((image, index) =>
        active || index === 0 ? (
          <div key={image.id} className="cat-spin__frame" data-current={index === shown || undefined}>
            <Image image={image} sizes={sizes} alt={index !== shown ? "" : undefined} priority={index === 0} />
          </div>
        ) : null,
      )}
      <p className="cat-spin__hint" aria-hidden="true">
        <SpinIcon />
        {` ${t("cat_spin_hint")}`}
      </p>
    </div>
  );
}

function SpinIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.3" aria-hidden="true">
      <ellipse cx="12" cy="12" rx="9" ry="4" />
      <path d="M17 16.5l2.5-.8-.6 2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
