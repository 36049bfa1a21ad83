/**
 * Redirect targets that stay on the store. A Location such as "//evil.example" or "/\evil.example" is
 * read by browsers as another host (a backslash counts as a slash, and tabs and line breaks are
 * dropped), so every redirect the store makes goes through `safeLocalPath`.
 */

/**
 * The path-absolute form of a redirect target: control characters removed, backslashes in the path
 * turned into slashes and runs of slashes collapsed, so the result always starts with exactly one
 * slash and names a page of this store. The query and fragment are kept as they are.
 */
export function safeLocalPath(target: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = target.replace(/[\u0000-\u001f\u007f]/g, "");
  const cut = cleaned.search(/[?#]/);
  const path = cut === -1 ? cleaned : cleaned.slice(0, cut);
  const rest = cut === -1 ? "" : cleaned.slice(cut);
  return `/${path.replace(/\\/g, "/")}`.replace(/\/{2,}/g, "/") + rest;
}

/**
 * The one spelling of a request path that both the HTTP layer and the page router agree on: dot
 * segments (".", "..", "%2e%2e") resolved the way a URL parser resolves them, backslashes read as
 * slashes and runs of slashes collapsed. A path already in this form is returned unchanged.
 */
export function normalisePath(path: string): string {
  const resolved = new URL(`http://store.invalid${path.startsWith("/") ? "" : "/"}${path}`).pathname;
  return resolved.replace(/\/{2,}/g, "/");
}
