import type { ReactNode, SVGProps } from "react";

/** Line glyphs of the shell, drawn on a 24-unit grid in the current text colour. */
export function Glyph({ children, size = 20, ...props }: SVGProps<SVGSVGElement> & { size?: number; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.3}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

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
