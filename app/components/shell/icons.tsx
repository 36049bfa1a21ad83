import type { ReactNode, SVGProps } from "react";
import { SHAPES, type ShapeCode } from "../../../core/vocabulary/shapes.ts";
import { ShapeIcon } from "../ui/ShapeIcon.tsx";

/** Line glyphs of the shell, drawn on a 24-unit grid in the current text colour. */
function Glyph({ children, size = 20, ...props }: SVGProps<SVGSVGElement> & { size?: number; children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth={1.3} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

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
export const CalendarIcon = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="1.5" />
    <path d="M3.5 9.5h17M8 3v4M16 3v4" />
  </Glyph>
);
export const ChatIcon = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="M4 5.5h16v10H9.5L5 19.5v-4H4z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </Glyph>
);
export const PhoneIcon = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="M6.5 3.5h3l1.5 4.5-2 1.5a11 11 0 0 0 5.5 5.5l1.5-2 4.5 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" />
  </Glyph>
);
export const MailIcon = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <rect x="3" y="5.5" width="18" height="13" rx="1" />
    <path d="M3.5 6l8.5 7 8.5-7" />
  </Glyph>
);
export const MenuBarsIcon = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="M3.5 7h17M3.5 12h17M3.5 17h17" />
  </Glyph>
);
export const ChevronIcon = ({ size = 14, direction = "down" }: { size?: number; direction?: "down" | "right" | "left" }) => (
  <Glyph size={size} style={{ transform: direction === "right" ? "rotate(-90deg)" : direction === "left" ? "rotate(90deg)" : undefined }}>
    <path d="M6 9l6 6 6-6" />
  </Glyph>
);
const GlobeIcon = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
  </Glyph>
);

/** Social network glyphs by the names init gives ("instagram", "facebook", ...). */
export function SocialIcon({ name, size = 20 }: { name: string; size?: number }) {
  switch (name.toLowerCase()) {
    case "instagram":
      return (
        <Glyph size={size}>
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
        </Glyph>
      );
    case "facebook":
      return (
        <Glyph size={size}>
          <path d="M14.5 21v-7.5h2.6l.4-3h-3V8.7c0-.9.3-1.5 1.6-1.5h1.6V4.5a20 20 0 0 0-2.4-.1c-2.4 0-4 1.4-4 4.1v2h-2.6v3h2.6V21" />
        </Glyph>
      );
    case "pinterest":
      return (
        <Glyph size={size}>
          <circle cx="12" cy="12" r="9" />
          <path d="M10.5 20.5l2-8M9.5 14.5c-1-3 1-6.5 4-6.5 2.5 0 3.5 1.8 3.5 3.5 0 2.5-1.5 4.5-3.5 4.5-1 0-1.7-.6-1.5-1.5" />
        </Glyph>
      );
    case "youtube":
      return (
        <Glyph size={size}>
          <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" />
          <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
        </Glyph>
      );
    case "tiktok":
      return (
        <Glyph size={size}>
          <path d="M14 3.5v11.2a3.7 3.7 0 1 1-3.7-3.7M14 3.5c.4 2.6 2 4.2 4.6 4.5" />
        </Glyph>
      );
    default:
      return <GlobeIcon size={size} />;
  }
}
