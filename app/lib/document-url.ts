/**
 * The address of the page a request is for. Client navigations fetch "/path.data?_routes=..." (and
 * "/_.data" for the home page) and loaders see that URL as it is; this reads it as the document URL
 * ("/path"). The query string keeps its own parameters as written.
 */
export function documentUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.endsWith("/_.data") ? url.pathname.slice(0, -"_.data".length) : url.pathname.replace(/\.data$/, "");
  // Filtered as text: URLSearchParams would re-encode the rest ("shape[]" as "shape%5B%5D").
  const kept = url.search
    .slice(1)
    .split("&")
    .filter((pair) => pair && !pair.startsWith("_routes="));
  url.search = kept.length ? `?${kept.join("&")}` : "";
  return url;
}
