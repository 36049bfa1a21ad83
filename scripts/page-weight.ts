// Page weight: what a server-rendered page sends the browser, of a running store.
//
//   npm run page-weight -- [--url http://localhost:3000] [--top 8] [--pages /,/engagement-rings]
//
// For the home page, a listing, an engagement ring product page, a stone search and a stone's page
// (or the pages named), prints the HTML bytes, the gzip bytes, the loader data React Router embeds
// for hydration (the turbo-stream it enqueues in `window.__reactRouterContext`), the size of each
// route's loader data (as JSON) and its largest parts.

import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";

export interface RouteWeight {
  id: string;
  /** Bytes of the route's loader data as JSON (UTF-8). */
  json: number;
  /** The largest parts of it (path, bytes as JSON), largest first. */
  largest: { path: string; bytes: number }[];
}

export interface PageWeight {
  html: number;
  gzip: number;
  /** Bytes of the turbo-stream the page embeds for hydration (the decoded script strings, UTF-8). */
  loaderData: number;
  /** Bytes of the scripts that carry it, as written in the HTML (escaped string literals). */
  loaderDataInHtml: number;
  routes: RouteWeight[];
}

const ENQUEUE = /window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g;

const bytes = (text: string) => Buffer.byteLength(text, "utf8");
const jsonBytes = (value: unknown) => (value === undefined ? 0 : bytes(JSON.stringify(value) ?? ""));

/** The turbo-stream text a page's scripts hand to React Router (the concatenated enqueue strings). */
export function embeddedStream(html: string): string {
  return [...html.matchAll(ENQUEUE)].map((m) => JSON.parse(m[1]!) as string).join("");
}

/** The loader data of each route the page embeds, decoded as the browser decodes it. */
export async function embeddedLoaderData(html: string): Promise<Record<string, unknown>> {
  const stream = embeddedStream(html);
  if (!stream) return {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(stream));
      controller.close();
    },
  });
  const decoded = await decodeViaTurboStream(body, globalThis);
  await decoded.done;
  const value = decoded.value as { loaderData?: Record<string, unknown> };
  return value.loaderData ?? {};
}

/** The parts of a value (object keys and array items, to `depth` levels), each with its size as JSON. */
function parts(value: unknown, path: string, depth: number, out: { path: string; bytes: number }[]): void {
  if (depth === 0 || value === null || typeof value !== "object") return;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    const childPath = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    out.push({ path: childPath, bytes: jsonBytes(child) });
    parts(child, childPath, depth - 1, out);
  }
}

/** The weight of one page's HTML. */
export async function measurePage(html: string, top = 8): Promise<PageWeight> {
  const loaderData = await embeddedLoaderData(html);
  const routes = Object.entries(loaderData).map(([id, data]) => {
    const all: { path: string; bytes: number }[] = [];
    parts(data, "", 3, all);
    all.sort((a, b) => b.bytes - a.bytes);
    return { id, json: jsonBytes(data), largest: all.slice(0, top) };
  });
  const inHtml = [...html.matchAll(ENQUEUE)].reduce((sum, m) => sum + bytes(m[0]), 0);
  return { html: bytes(html), gzip: gzipSync(html).length, loaderData: bytes(embeddedStream(html)), loaderDataInHtml: inHtml, routes };
}

/* ---------------------------------------------------------------------------------------------- */

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function fetchPage(base: string, path: string): Promise<string> {
  const res = await fetch(`${base}${path}`, { headers: { accept: "text/html" } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.text();
}

/** An engagement ring's page and a stone's page, read from the listing and the stone search. */
async function defaultPages(base: string): Promise<string[]> {
  const listing = "/engagement-rings";
  const search = "/diamonds/natural/all-shapes";
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      query: "query PageWeightCards { catalogueListing(input: { kind: ENGAGEMENT_RING, pageSize: 1 }) { items { url } } }",
    }),
  });
  const cards = (await res.json()) as { data?: { catalogueListing: { items: { url: string }[] } } };
  const product = cards.data?.catalogueListing.items[0]?.url;
  const stone = /href="((?:\/[a-z]{2})?\/(?:diamond-search|lab-grown-diamond-search|gemstone-search|fancy-diamond-search)\/[^"#?]+)"/.exec(
    await fetchPage(base, search),
  )?.[1];
  return ["/", listing, ...(product ? [product] : []), search, ...(stone ? [stone] : [])];
}

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      url: { type: "string", default: "http://localhost:3000" },
      top: { type: "string", default: "8" },
      pages: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  if (args.help) {
    console.log("npm run page-weight -- [--url http://localhost:3000] [--top n] [--pages /,/engagement-rings]");
    return;
  }
  const base = args.url.replace(/\/$/, "");
  const pages = args.pages ? args.pages.split(",") : await defaultPages(base);
  for (const path of pages) {
    const weight = await measurePage(await fetchPage(base, path), Number(args.top));
    console.log(
      `\n${path}\n  HTML ${kb(weight.html)}  gzip ${kb(weight.gzip)}  loader data ${kb(weight.loaderData)} (${kb(weight.loaderDataInHtml)} as written in the HTML)`,
    );
    for (const route of weight.routes) {
      console.log(`  ${route.id.padEnd(40)} ${kb(route.json).padStart(9)}`);
      for (const part of route.largest) console.log(`    ${part.path.padEnd(56)} ${kb(part.bytes).padStart(9)}`);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
