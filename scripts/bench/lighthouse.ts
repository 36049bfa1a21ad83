// Lighthouse (mobile, its default simulated throttling) against pages of a running store.
//
//   npm run bench:lighthouse -- [--url http://localhost:3000] [--runs 1] [--warm 3] [--json DIR] [--signed-in]
//
// Pages: the home page, a listing, an engagement ring's product page (the first the API lists), the
// natural diamond search and, when the home page links to one, a blog post. For each it prints the
// performance score and First Contentful Paint, Largest Contentful Paint, Total Blocking Time,
// Cumulative Layout Shift and Speed Index (the median run's, with `--runs`). A page that fails is
// reported with its error and the others still run. Chromium is /usr/bin/chromium (or CHROMIUM_PATH),
// started by chrome-launcher with the flags of the browser tests; nothing is downloaded. With `--json`,
// each report is written there as JSON.
//
// Before a page is measured the store renders it `--warm` times (default 3) at addresses its page cache
// keeps apart (a query the page ignores), then a browser at Lighthouse's screen size (412 by 823 CSS
// pixels, 1.75 device pixels each) loads it once at another such address: Lighthouse sees a running
// store whose code has run and whose images for that page have been drawn and kept on disk, as they
// are for any page a visitor has seen, not a store that has just started (drawing an image the first
// time takes the server up to a second). The page Lighthouse loads is not in the page cache unless a
// run before it put it there (with --runs above 1, later runs may be served from it). `--warm 0`
// measures a store as it starts.
//
// `--signed-in` signs the demo customer in first (scripts/bench/sign-in.ts) and sends the session
// cookie with every request Lighthouse makes: the pages as a signed-in customer gets them.

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium, type Browser } from "playwright-core";
import { BENCH_CUSTOMER, signedInCookie } from "./sign-in.ts";

const { values: args } = parseArgs({
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    runs: { type: "string", default: "1" },
    warm: { type: "string", default: "3" },
    json: { type: "string" },
    "signed-in": { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});
if (args.help) {
  console.log("npm run bench:lighthouse -- [--url http://localhost:3000] [--runs n] [--warm n] [--json DIR] [--signed-in]");
  process.exit(0);
}
const base = args.url.replace(/\/$/, "");
const runs = Math.max(1, Number(args.runs) || 1);
const warm = Math.max(0, Number(args.warm) || 0);
/** The session cookie of the signed-in customer, with `--signed-in`. */
const cookie = args["signed-in"] ? await signedInCookie(base) : null;

const warmAddress = (path: string, i: number) => `${base}${path}${path.includes("?") ? "&" : "?"}lighthouse-warm=${i}`;

/**
 * Renders the page `warm` times at addresses the page cache keeps apart from it, then loads it once in
 * a browser at Lighthouse's mobile screen size so that the images it shows have been drawn.
 */
async function warmUp(path: string, browser: Browser | null): Promise<void> {
  for (let i = 1; i <= warm; i++) {
    const url = warmAddress(path, i);
    const res = await fetch(url, { headers: { accept: "text/html", ...(cookie ? { cookie } : {}) } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`warming ${url} answered ${res.status}`);
  }
  if (!browser) return;
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (cookie) await context.setExtraHTTPHeaders({ cookie });
    const tab = await context.newPage();
    const res = await tab.goto(warmAddress(path, warm + 1), { waitUntil: "load" });
    if (res?.status() !== 200) throw new Error(`loading ${path} in the browser answered ${res?.status()}`);
    await tab.waitForLoadState("networkidle");
  } finally {
    await context.close();
  }
}

/** The flags of the browser tests (tests/e2e/browser.ts); chrome-launcher adds headless itself. */
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

async function firstEngagementRing(): Promise<string> {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      query: "query LighthouseRing($input: CatalogueListingInput!) { catalogueListing(input: $input) { items { url } } }",
      variables: { input: { kind: "ENGAGEMENT_RING", pageSize: 1 } },
    }),
  });
  const body = (await res.json()) as { data?: { catalogueListing: { items: { url: string }[] } } };
  const url = body.data?.catalogueListing.items[0]?.url;
  if (!url) throw new Error(`the API listed no engagement ring (status ${res.status})`);
  return url;
}

/** A blog post the home page links to, if the store has a blog. */
async function blogPost(): Promise<string | null> {
  const html = await (await fetch(`${base}/`, { headers: { accept: "text/html" } })).text();
  for (const match of html.matchAll(/href="(\/(?:[a-z]{2}\/)?blog\/[^"#?]+)"/g)) return match[1]!;
  return null;
}

interface Row {
  name: string;
  path: string;
  score?: number;
  fcp?: number;
  lcp?: number;
  tbt?: number;
  cls?: number;
  si?: number;
  error?: string;
}

const pages: { name: string; path: () => Promise<string | null> }[] = [
  { name: "home", path: async () => "/" },
  { name: "listing", path: async () => "/engagement-rings" },
  { name: "engagement ring", path: firstEngagementRing },
  { name: "natural diamonds", path: async () => "/diamonds/natural/all-shapes" },
  { name: "blog post", path: blogPost },
];

const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(", ");
console.log(
  `Lighthouse ${lighthouseVersion()} (mobile, simulated throttling) against ${base}${cookie ? `, signed in as ${BENCH_CUSTOMER}` : ""}, ${runs} run(s) per page, each page rendered ${warm} time(s) before; load average ${load}`,
);

const chrome = await chromeLauncher.launch({
  chromePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium",
  chromeFlags: CHROME_FLAGS,
  logLevel: "silent",
});
const warmBrowser =
  warm > 0 ? await chromium.launch({ executablePath: process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium", args: CHROME_FLAGS }) : null;
const rows: Row[] = [];
try {
  for (const page of pages) {
    let path = "";
    try {
      const found = await page.path();
      if (found === null) {
        console.log(`${page.name}: none on this store, skipped`);
        continue;
      }
      path = found;
      await warmUp(path, warmBrowser);
      const results: Row[] = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await audit(`${base}${path}`, chrome.port);
        const metric = (id: string) => lhr.audits[id]?.numericValue;
        results.push({
          name: page.name,
          path,
          score: lhr.categories["performance"]?.score ?? undefined,
          fcp: metric("first-contentful-paint"),
          lcp: metric("largest-contentful-paint"),
          tbt: metric("total-blocking-time"),
          cls: metric("cumulative-layout-shift"),
          si: metric("speed-index"),
        });
        if (args.json) {
          mkdirSync(args.json, { recursive: true });
          writeFileSync(join(args.json, `${page.name.replace(/ /g, "-")}-${i + 1}.json`), JSON.stringify(lhr));
        }
      }
      // The median run by score (Lighthouse's own advice for repeated runs).
      results.sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
      const row = results[Math.floor(results.length / 2)]!;
      rows.push(row);
      print(row);
    } catch (err) {
      const row = { name: page.name, path, error: err instanceof Error ? err.message : String(err) };
      rows.push(row);
      print(row);
    }
  }
} finally {
  await warmBrowser?.close();
  await chrome.kill();
}
console.log(`load average ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(", ")}`);
process.exit(rows.some((r) => r.error) ? 1 : 0);

/**
 * One Lighthouse run. A run whose trace could not be recorded (NO_NAVSTART, NO_FCP, which a cold browser
 * gives now and then) is tried once more before it counts as the page's failure.
 */
async function audit(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      ...(cookie ? { extraHeaders: { cookie } } : {}),
    });
    if (!result) throw new Error("Lighthouse gave no result");
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (attempt >= 2) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  }
}

function print(row: Row): void {
  if (row.error) {
    console.log(`${row.name.padEnd(17)} ${row.path}  FAILED: ${row.error}`);
    return;
  }
  const ms = (v?: number) => (v === undefined ? "?" : v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${Math.round(v)} ms`);
  console.log(
    `${row.name.padEnd(17)} score ${row.score === undefined ? "?" : Math.round(row.score * 100)}  FCP ${ms(row.fcp)}  LCP ${ms(row.lcp)}  ` +
      `TBT ${ms(row.tbt)}  CLS ${row.cls === undefined ? "?" : row.cls.toFixed(3)}  SI ${ms(row.si)}  ${row.path}`,
  );
}

function lighthouseVersion(): string {
  return (JSON.parse(readFileSync(new URL("../../node_modules/lighthouse/package.json", import.meta.url), "utf8")) as { version: string })
    .version;
}
