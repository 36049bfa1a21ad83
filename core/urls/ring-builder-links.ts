/**
 * The part of the ring builder's URL grammar (core/urls/ring-builder.ts, which re-exports it) that
 * needs neither the catalogue's grammar nor the stones': the ring's own address, which the step bar
 * links to on every page of a ring being built. Paths are without the region prefix.
 */
import { encodeQuery } from "./query-format.ts";

export const YOUR_RING_PATH = "/engagement-rings/your-ring";

/**
 * A path of this store ("/diamonds/natural/round?colour[]=d"), or null: anything that is not
 * path-absolute, names another host ("//evil.example", "/\evil.example") or holds control characters.
 */
export function localReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  return value;
}

/** The ring's dialog returning to `from` (already a local path, or null). */
export function formatYourRingUrl(from: string | null): string {
  const query = from ? encodeQuery({ from }) : "";
  return `${YOUR_RING_PATH}${query ? `?${query}` : ""}`;
}

/** The dialog of the ring, returning to `from` when closed. */
export function yourRingUrl(from: string | null): string {
  return formatYourRingUrl(localReturnPath(from));
}
