import { Glyph } from "./icons.tsx";

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
