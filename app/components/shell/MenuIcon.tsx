import { SHAPES, type ShapeCode } from "../../../core/vocabulary/shapes.ts";
import { ShapeIcon } from "../ui/ShapeIcon.tsx";
import { CalendarIcon, ChatIcon, Glyph } from "./icons.tsx";

// The glyphs of the menu's items (shapes, metals and the shell's own): apart from the shell's icons,
// since only the menu's panels, the mobile menu and the splash draw them.

/** The shape a slug names ("oval" in a menu icon "shape-oval", a splash shape), drawn by the shared ShapeIcon; null when none. */
export function shapeOfSlug(slug: string): ShapeCode | null {
  return SHAPES.find((shape) => shape.slug === slug)?.code ?? null;
}

const METAL_COLOURS: Record<string, string> = {
  "white-gold": "#d9d8d3",
  "yellow-gold": "#d8b25a",
  "rose-gold": "#d8a28c",
  platinum: "#c9ccd0",
  silver: "#c4c6c8",
};

/** A metal swatch for "metal-18k-rose-gold" style icons. */
function MetalIcon({ metal, size = 18 }: { metal: string; size?: number }) {
  const key = Object.keys(METAL_COLOURS).find((k) => metal.endsWith(k)) ?? "platinum";
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill={METAL_COLOURS[key]} stroke="rgb(28 26 23 / 0.25)" strokeWidth="1" />
      <path d="M7.5 9.5a5.5 5.5 0 0 1 6-3.2" stroke="rgb(255 255 255 / 0.8)" strokeWidth="1.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** The glyph a menu item's icon names. */
export function MenuIcon({ name, size = 18 }: { name: string; size?: number }) {
  if (name.startsWith("shape-")) return <ShapeIcon code={shapeOfSlug(name.slice(6)) ?? "ROUND"} size={size} />;
  if (name.startsWith("metal-")) return <MetalIcon metal={name.slice(6)} size={size} />;
  switch (name) {
    case "calendar":
      return <CalendarIcon size={size} />;
    case "chat":
      return <ChatIcon size={size} />;
    default:
      return <SparkleIcon size={size} />;
  }
}

const SparkleIcon = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="M12 3l1.8 5.7L19.5 10.5l-5.7 1.8L12 18l-1.8-5.7L4.5 10.5l5.7-1.8z" />
    <path d="M19 16.5l.7 2 2 .7-2 .7-.7 2-.7-2-2-.7 2-.7z" />
  </Glyph>
);
