// Link crawl of a running store: every internal link, canonical and alternate link found from the seed
// pages is fetched (breadth first, without following redirects), and the crawl reports
//   - broken links: any answer of 400 or above, with the page that linked it;
//   - pages with two addresses: an HTML page answering 200 whose canonical link names another path;
//   - redirecting links: internal links that answer 301/302 (they work, but cost a round trip).
//
//   npm run crawl -- [--url http://localhost:3000] [--max 2500] [--concurrency 4]
//
// The browser tests run the same crawl against the built store (tests/e2e/crawl.e2e.ts).

import { parseArgs } from "node:util";
import { CSRF_HEADER } from "../core/graphql-headers.ts";

export interface CrawlOptions {
  base: string;
  seeds: readonly string[];
  /** The most pages fetched; the rest of the queue is counted as not visited. */
  maxPages?: number;
  concurrency?: number;
  /** Request headers for every fetch (for example a cookie that dismisses the banner). */
  headers?: Record<string, string>;
}

export interface CrawlReport {
  visited: number;
  notVisited: number;
  broken: { url: string; status: number; from: string }[];
  twoAddresses: { url: string; canonical: string }[];
  redirects: { url: string; status: number; location: string; from: string }[];
}

const SKIPPED_PREFIXES = ["/assets/", "/media/", "/graphql"];

/** The store-relative path and query of a link found on a page, or null for external links and files. */
export function internalTarget(href: string, pageUrl: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(href.replace(/&amp;/g, "&"), pageUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(base).origin) return null;
  if (SKIPPED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return null;
  return `${url.pathname}${url.search}`;
}

/** Every href of an anchor or link element in an HTML document. */
export function linksOf(html: string): { anchors: string[]; canonical: string | null; alternates: string[] } {
  const anchors = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => m[1]!);
  let canonical: string | null = null;
  const alternates: string[] = [];
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0];
    const href = /\shref="([^"]*)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/\srel="canonical"/.test(tag)) canonical = href;
    else if (/\srel="alternate"/.test(tag) && /\shref[lL]ang=/.test(tag)) alternates.push(href);
  }
  return { anchors, canonical, alternates };
}

export async function crawl(options: CrawlOptions): Promise<CrawlReport> {
  const base = options.base.replace(/\/+$/, "");
  const maxPages = options.maxPages ?? 2500;
  const concurrency = options.concurrency ?? 4;
  const seen = new Map<string, string>(); // target -> the page that first linked it
  const queue: string[] = [];
  const report: CrawlReport = { visited: 0, notVisited: 0, broken: [], twoAddresses: [], redirects: [] };

  const enqueue = (target: string | null, from: string) => {
    if (target === null || seen.has(target)) return;
    seen.set(target, from);
    queue.push(target);
  };
  for (const seed of options.seeds) enqueue(seed, "(seed)");

  const visit = async (target: string) => {
    const from = seen.get(target) ?? "";
    const pageUrl = `${base}${target}`;
    const res = await fetch(pageUrl, { redirect: "manual", headers: options.headers });
    if (res.status >= 300 && res.status < 400) {
      const location = res.headers.get("location") ?? "";
      report.redirects.push({ url: target, status: res.status, location, from });
      enqueue(internalTarget(location, pageUrl, base), target);
      await res.body?.cancel();
      return;
    }
    if (res.status >= 400) {
      report.broken.push({ url: target, status: res.status, from });
      await res.body?.cancel();
      return;
    }
    if (!(res.headers.get("content-type") ?? "").includes("text/html")) {
      await res.body?.cancel();
      return;
    }
    const links = linksOf(await res.text());
    if (links.canonical) {
      const canonical = new URL(links.canonical, pageUrl);
      if (canonical.pathname !== new URL(pageUrl).pathname) report.twoAddresses.push({ url: target, canonical: canonical.pathname });
      enqueue(internalTarget(links.canonical, pageUrl, base), target);
    }
    for (const href of [...links.anchors, ...links.alternates]) enqueue(internalTarget(href, pageUrl, base), target);
  };

  const worker = async () => {
    while (queue.length > 0 && report.visited < maxPages) {
      const target = queue.shift()!;
      report.visited += 1;
      await visit(target);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  report.notVisited = queue.length;
  return report;
}

/** The pages a crawl of the store starts from: home, each listing and stone route, one product of each kind. */
export async function storeSeeds(base: string): Promise<string[]> {
  const seeds = [
    "/",
    "/engagement-rings",
    "/wedding-rings",
    "/ready-to-go",
    "/jewellery",
    "/diamonds/natural/all-shapes",
    "/diamonds/lab-grown",
    "/coloured-diamonds/natural/all-colours/all-shapes",
    "/gemstones/natural",
    "/us/",
    "/us/engagement-rings",
  ];
  const query = `query CrawlProducts($input: CatalogueListingInput!) { catalogueListing(input: $input) { items { url } } }`;
  for (const kind of ["ENGAGEMENT_RING", "WEDDING_RING", "READY_TO_GO", "JEWELLERY"]) {
    const res = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", [CSRF_HEADER]: "1" },
      body: JSON.stringify({ query, variables: { input: { kind, pageSize: 1 } } }),
    });
    const body = (await res.json()) as { data?: { catalogueListing: { items: { url: string }[] } } };
    const url = body.data?.catalogueListing.items[0]?.url;
    if (url) seeds.push(url);
  }
  return seeds;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      url: { type: "string", default: "http://localhost:3000" },
      max: { type: "string", default: "2500" },
      concurrency: { type: "string", default: "4" },
    },
  });
  const base = values.url.replace(/\/+$/, "");
  const report = await crawl({
    base,
    seeds: await storeSeeds(base),
    maxPages: Number(values.max),
    concurrency: Number(values.concurrency),
    headers: { cookie: "cookies_dimissed=1" },
  });
  console.log(`visited ${report.visited} URLs (${report.notVisited} more queued, not visited)`);
  console.log(`broken: ${report.broken.length}`);
  for (const b of report.broken) console.log(`  ${b.status} ${b.url}  (linked from ${b.from})`);
  console.log(`pages with two addresses: ${report.twoAddresses.length}`);
  for (const t of report.twoAddresses) console.log(`  ${t.url} -> canonical ${t.canonical}`);
  console.log(`redirecting links: ${report.redirects.length}`);
  for (const r of report.redirects.slice(0, 50)) console.log(`  ${r.status} ${r.url} -> ${r.location}  (linked from ${r.from})`);
  process.exit(report.broken.length + report.twoAddresses.length > 0 ? 1 : 0);
}
