import "./MetalSwatch.css";

/** A small disc in the colour of a metal, chosen from its code or name ("18K_ROSE_GOLD", "Platinum"). */
function metalTone(codeOrLabel: string): "rose" | "yellow" | "white" | "platinum" | "silver" {
  const v = codeOrLabel.toUpperCase();
  if (v.includes("ROSE")) return "rose";
  if (v.includes("YELLOW")) return "yellow";
  if (v.includes("PLATINUM")) return "platinum";
  if (v.includes("SILVER")) return "silver";
  return "white";
}

/** The karat printed on the swatch ("18K_WHITE_GOLD" -> "18k"; "PLATINUM" -> "Pt"; "SILVER" -> "Ag"). */
function metalMark(codeOrLabel: string): string {
  const karat = /(\d{1,2})\s*K/i.exec(codeOrLabel);
  if (karat) return `${karat[1]}k`;
  const tone = metalTone(codeOrLabel);
  return tone === "platinum" ? "Pt" : tone === "silver" ? "Ag" : "";
}

export function MetalSwatch({ code, size = 32 }: { code: string; size?: number }) {
  return (
    <span className="cat-swatch" data-tone={metalTone(code)} style={{ width: size, height: size }} aria-hidden="true">
      <span className="cat-swatch__mark">{metalMark(code)}</span>
    </span>
  );
}
