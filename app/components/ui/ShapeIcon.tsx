import { ownValue } from "../../../core/vocabulary/define.ts";

/**
 * Outline drawings of the stone shapes for the shape filters, switchers and stone tables: a thin
 * outline with a hint of the facets, in the current text colour.
 */
const OUTLINES: Record<string, string> = {
  ROUND: "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z",
  OVAL: "M12 2.5c3.9 0 6.5 4.3 6.5 9.5s-2.6 9.5-6.5 9.5s-6.5-4.3-6.5-9.5s2.6-9.5 6.5-9.5z",
  EMERALD: "M8.5 2.5h7l3 3v13l-3 3h-7l-3-3v-13z",
  SQUARE_EMERALD: "M7.5 4h9l3 3v10l-3 3h-9l-3-3v-10z",
  CUSHION: "M8 4h8c2.5 0 4 1.5 4 4v8c0 2.5-1.5 4-4 4h-8c-2.5 0-4-1.5-4-4v-8c0-2.5 1.5-4 4-4z",
  ELONGATED_CUSHION: "M9 2.5h6c2.5 0 3.5 1.5 3.5 4v11c0 2.5-1 4-3.5 4h-6c-2.5 0-3.5-1.5-3.5-4v-11c0-2.5 1-4 3.5-4z",
  PEAR: "M12 2.5c-3 4.5-6.5 8.5-6.5 12.5a6.5 6.5 0 0 0 13 0c0-4-3.5-8-6.5-12.5z",
  PRINCESS: "M4.5 4.5h15v15h-15z",
  RADIANT: "M7 3.5h10l2.5 2.5v12l-2.5 2.5h-10l-2.5-2.5v-12z",
  ELONGATED_RADIANT: "M8.5 2.5h7l2.5 2.5v14l-2.5 2.5h-7l-2.5-2.5v-14z",
  MARQUISE: "M12 2c4.5 4 6 7 6 10s-1.5 6-6 10c-4.5-4-6-7-6-10s1.5-6 6-10z",
  ASSCHER: "M8 4h8l4 4v8l-4 4h-8l-4-4v-8z",
  HEART: "M12 20.5c-5-4-8.5-7.5-8.5-11a4.5 4.5 0 0 1 8.5-2a4.5 4.5 0 0 1 8.5 2c0 3.5-3.5 7-8.5 11z",
  OLD_MINE: "M7.5 3.5h9c2.5 0 4 1.5 4 4v9c0 2.5-1.5 4-4 4h-9c-2.5 0-4-1.5-4-4v-9c0-2.5 1.5-4 4-4z",
  OLD_EUROPEAN: "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z",
  ROSE_CUT: "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z",
  BAGUETTE: "M8 2.5h8v19h-8z",
  TAPERED_BAGUETTE: "M7 2.5h10l-2 19h-6z",
  TRILLION: "M12 3.5l9 15.5h-18z",
  HEXAGONAL: "M12 2.5l8.2 4.75v9.5l-8.2 4.75l-8.2-4.75v-9.5z",
  OCTAGONAL: "M8.3 3h7.4l5.3 5.3v7.4l-5.3 5.3h-7.4l-5.3-5.3v-7.4z",
  KITE: "M12 2.5l6.5 7l-6.5 12l-6.5-12z",
  SHIELD: "M4.5 4h15v6c0 5-3.5 8.5-7.5 10.5c-4-2-7.5-5.5-7.5-10.5z",
  HALF_MOON: "M3.5 16a8.5 8.5 0 0 1 17 0z",
  LOZENGE: "M12 2.5l6 9.5l-6 9.5l-6-9.5z",
  TRAPEZOID: "M3 7h18l-4 10h-10z",
  BULLET: "M8 21.5v-13l4-6l4 6v13z",
  CADILLAC: "M3 8h18l-2.5 8h-13z",
  PENTAGONAL: "M12 2.5l9 6.5l-3.4 11h-11.2l-3.4-11z",
  CABOCHON: "M12 3.5c4.7 0 8 3.8 8 8.5s-3.3 8.5-8 8.5s-8-3.8-8-8.5s3.3-8.5 8-8.5z",
};

/** A little facet pattern inside the outline, for the shapes where it helps tell them apart. */
const FACETS: Record<string, string> = {
  ROUND: "M12 7.5l3.2 1.3l1.3 3.2l-1.3 3.2l-3.2 1.3l-3.2-1.3l-1.3-3.2l1.3-3.2z",
  EMERALD: "M10 6h4l1.5 1.5v9l-1.5 1.5h-4l-1.5-1.5v-9z",
  SQUARE_EMERALD: "M9.5 7.5h5l1.5 1.5v6l-1.5 1.5h-5l-1.5-1.5v-6z",
  ASSCHER: "M10 8h4l2 2v4l-2 2h-4l-2-2v-4z",
  PRINCESS: "M4.5 4.5l15 15M19.5 4.5l-15 15",
  CUSHION: "M9 8h6l1 1v6l-1 1h-6l-1-1v-6z",
  RADIANT: "M9 7h6l1.5 1.5v7l-1.5 1.5h-6l-1.5-1.5v-7z",
  OVAL: "M12 6.5c2 0 3.2 2.5 3.2 5.5s-1.2 5.5-3.2 5.5s-3.2-2.5-3.2-5.5s1.2-5.5 3.2-5.5z",
  PEAR: "M12 8c-1.6 2.3-3.2 4.5-3.2 6.6a3.2 3.2 0 0 0 6.4 0c0-2.1-1.6-4.3-3.2-6.6z",
  MARQUISE: "M12 6.5c2 2 2.8 3.6 2.8 5.5s-.8 3.5-2.8 5.5c-2-2-2.8-3.6-2.8-5.5s.8-3.5 2.8-5.5z",
  OLD_EUROPEAN: "M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8z",
  ROSE_CUT: "M12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6l-12.8 12.8",
};

interface ShapeIconProps {
  code: string;
  size?: number;
  className?: string;
}

export function ShapeIcon({ code, size = 28, className }: ShapeIconProps) {
  const outline = ownValue(OUTLINES, code) ?? OUTLINES["ROUND"]!;
  const facets = ownValue(FACETS, code);
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={outline} />
      {facets ? <path d={facets} strokeWidth="0.6" opacity="0.7" /> : null}
    </svg>
  );
}
