/**
 * Where a visitor may be sent after signing in: only a path on this store. An address on another host
 * ("https://evil.example", "//evil.example", "/\evil.example") would make the store an open redirect,
 * so it is refused, as is anything that is not a path.
 */
export function acceptedRedirect(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith("/")) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value) || value.startsWith("//")) return null;
  const base = "http://store.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
