// Page benchmark: server-rendered catalogue listing and product pages of a running store.
//
//   npm run bench -- [--url http://localhost:3000] [--duration 10] [--connections 16] [--kinds listing,product]
//                    [--pid PID] [--rest 30]
//   npm run bench -- --compare-bare [--start] [--rounds 1] [--url …] [--duration 10] [--connections 16]
//
// `--kinds mixed` loads every internal page linked from the home page, the listings and the stone
// searches (content pages, listings, products, stone searches and details) in one run. With `--pid`,
// the store process's resident memory is printed before the run, after it and after `--rest` seconds
// (30 unless told) of rest, and its highest since it started.
//
// Reads product URLs from the store's GraphQL API, then for each page kind fires requests from
// `connections` concurrent clients for `duration` seconds and prints requests/s and latency
// percentiles (p50, p95, p99), with the status codes seen.
//
// `--compare-bare` loads the store's product pages and a bare React Router app's product page
// (scripts/bench/bare/, built once into the temporary directory and started here on the same Node) with
// the same connections and duration, one after the other (`--rounds` times, alternating), and prints
// both and their ratio, with the CPU time each server used per request when its process is known
// (the bare app's always; the store's with `--start` or `--pid`). The store must run with its page cache off (`PAGE_CACHE_SECONDS=0`); `--start`
// starts the store's production build (`build/`) that way itself, through server/launch.mjs. The load average is printed with each
// run: the figures are only comparable with it.
//
// `--signed-in` signs the demo customer in first (scripts/bench/sign-in.ts) and sends the session
// cookie with every request to the store: the pages as a signed-in customer gets them.

import { performance } from "node:perf_hooks";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { internalTarget, linksOf } from "../crawl.ts";
import { startBareApp, startStore } from "./bare-app.ts";
import { BENCH_CUSTOMER, signedInCookie } from "./sign-in.ts";

const { values: args } = parseArgs({
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "16" },
    kinds: { type: "string", default: "listing,product" },
    pid: { type: "string" },
    rest: { type: "string", default: "30" },
    "compare-bare": { type: "boolean", default: false },
    start: { type: "boolean", default: false },
    rounds: { type: "string", default: "1" },
    "signed-in": { type: "boolean", default: false },
    help: { type: "boolean", default: false },
  },
});

if (args.help) {
  console.log(
    "npm run bench -- [--url http://localhost:3000] [--duration seconds] [--connections n] [--kinds listing,product,mixed] [--pid PID] [--rest seconds] [--signed-in]\n" +
      "npm run bench -- --compare-bare [--start] [--rounds n] [--url …] [--duration seconds] [--connections n] [--signed-in]",
  );
  process.exit(0);
}

let base = args.url.replace(/\/$/, "");
const duration = Number(args.duration) * 1000;
const connections = Number(args.connections);
if (!(duration > 0) || !(connections > 0)) {
  console.error("--duration and --connections must be positive numbers");
  process.exit(2);
}

/** The signed-in customer's Cookie header, with `--signed-in` (set once the store's address is known). */
let cookie: string | null = null;
/** The headers of a page request to `origin`: the session goes to the store only. */
const pageHeaders = (origin: string): Record<string, string> => ({ accept: "text/html", ...(cookie && origin === base ? { cookie } : {}) });
async function signIn(): Promise<void> {
  if (!args["signed-in"]) return;
  cookie = await signedInCookie(base);
  console.log(`signed in as ${BENCH_CUSTOMER}: every request to the store carries the session`);
}

const CARDS = /* GraphQL */ `
  query BenchCards($input: CatalogueListingInput!) {
    catalogueListing(input: $input) { total items { url } }
  }
`;

async function cardUrls(kind: string, pageSize: number): Promise<string[]> {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ query: CARDS, variables: { input: { kind, pageSize } } }),
  });
  if (!res.ok) throw new Error(`GraphQL answered ${res.status} for ${kind}`);
  const body = (await res.json()) as { data?: { catalogueListing: { items: { url: string }[] } }; errors?: { message: string }[] };
  if (!body.data) throw new Error(`GraphQL errors: ${body.errors?.map((e) => e.message).join("; ")}`);
  return body.data.catalogueListing.items.map((i) => i.url);
}

/** Listing pages: each kind unfiltered, filtered, paged, and in another region. */
const LISTING_PAGES = [
  "/engagement-rings",
  "/engagement-rings/platinum",
  "/engagement-rings/18k-white-gold/halo",
  "/engagement-rings/all-metals/solitaire/oval",
  "/engagement-rings/2",
  "/us/engagement-rings",
  "/wedding-rings",
  "/wedding-rings/ladies",
  "/wedding-rings/mens/platinum",
  "/ready-to-go",
  "/rts-list",
  "/jewellery",
  "/jewellery/necklaces",
  "/jewellery/earrings/studs",
  "/eu/jewellery/bracelets",
];

interface Stats {
  kind: string;
  urls: number;
  requests: number;
  seconds: number;
  latencies: number[];
  statuses: Map<number | string, number>;
}

async function run(kind: string, urls: string[], origin = base): Promise<Stats> {
  const latencies: number[] = [];
  const statuses = new Map<number | string, number>();
  let next = 0;
  const start = performance.now();
  const end = start + duration;
  const client = async () => {
    while (performance.now() < end) {
      const url = urls[next++ % urls.length]!;
      const t0 = performance.now();
      let status: number | string;
      try {
        const res = await fetch(`${origin}${url}`, { headers: pageHeaders(origin), redirect: "manual" });
        await res.arrayBuffer();
        status = res.status;
      } catch (err) {
        status = (err as Error).name;
      }
      latencies.push(performance.now() - t0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  return { kind, urls: urls.length, requests: latencies.length, seconds: (performance.now() - start) / 1000, latencies, statuses };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function report(s: Stats): { rate: number; p50: number; p95: number } {
  const sorted = [...s.latencies].sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  const statuses = [...s.statuses.entries()].map(([k, v]) => `${k}×${v}`).join(" ");
  console.log(
    `${s.kind.padEnd(8)} ${String(s.urls).padStart(4)} urls  ${(s.requests / s.seconds).toFixed(1).padStart(8)} req/s  ` +
      `p50 ${fmt(percentile(sorted, 50)).padStart(9)}  p95 ${fmt(percentile(sorted, 95)).padStart(9)}  p99 ${fmt(percentile(sorted, 99)).padStart(9)}  [${statuses}]`,
  );
  return { rate: s.requests / s.seconds, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/** Every internal page linked from the home page, the listings and the stone searches. */
async function mixedUrls(): Promise<string[]> {
  const seeds = [
    "/",
    ...LISTING_PAGES,
    "/diamonds/natural/all-shapes",
    "/diamonds/lab-grown",
    "/gemstones/natural",
    "/coloured-diamonds/natural/all-colours/all-shapes",
  ];
  const urls = new Set(seeds);
  for (const seed of seeds) {
    const res = await fetch(`${base}${seed}`, { headers: { accept: "text/html" } });
    if (!res.ok) continue;
    for (const href of linksOf(await res.text()).anchors) {
      const target = internalTarget(href, `${base}${seed}`, base);
      if (target) urls.add(target);
    }
  }
  return [...urls];
}

/** CPU time (user and system, all threads) a process has used so far, in ms, from /proc (Linux). */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8")
    .replace(/^.*\) /, "")
    .split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Resident memory of a process in MB, from /proc (Linux): now, or its highest since it started (`VmHWM`). */
function rssMb(pid: string, field: "VmRSS" | "VmHWM" = "VmRSS"): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.replace(/\D+/g, "") ?? NaN) / 1024;
}

const kinds = args.kinds.split(",").map((k) => k.trim());
const urlsOf: Record<string, () => Promise<string[]>> = {
  listing: async () => LISTING_PAGES,
  mixed: mixedUrls,
  product: async () => {
    const lists = await Promise.all([
      cardUrls("ENGAGEMENT_RING", 48),
      cardUrls("WEDDING_RING", 24),
      cardUrls("READY_TO_GO", 16),
      cardUrls("JEWELLERY", 32),
    ]);
    return lists.flat();
  },
};

/** The load average (1, 5, 15 minutes), as `uptime` prints it. */
function loadAverage(): string {
  return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(", ");
}

/** The store's product pages against the bare app's product page, same connections and duration. */
async function compareBare(): Promise<void> {
  const store = args.start ? await startStore() : undefined;
  if (store) base = store.origin;
  await signIn();
  const bare = await startBareApp();
  try {
    const storeUrls = await urlsOf["product"]!();
    const probe = await fetch(`${base}${storeUrls[0]}`, { headers: pageHeaders(base) });
    const storeBytes = (await probe.arrayBuffer()).byteLength;
    if (probe.headers.has("x-page-cache")) {
      throw new Error(`the store at ${base} serves pages from its page cache: start it with PAGE_CACHE_SECONDS=0 (or use --start)`);
    }
    const bareUrls = storeUrls.map((u) => `/products/${u.split("/").filter(Boolean).pop()}`);
    const bareBytes = (await (await fetch(`${bare.origin}${bareUrls[0]}`)).arrayBuffer()).byteLength;
    console.log(
      `HTML of one product page: store ${(storeBytes / 1024).toFixed(0)} KB, bare ${(bareBytes / 1024).toFixed(0)} KB (uncompressed)`,
    );
    const rounds = Math.max(1, Number(args.rounds) || 1);
    console.log(
      `Store product pages (${base}, page cache off) against the bare React Router app (${bare.origin}, Node ${process.version}): ` +
        `${connections} connections, ${duration / 1000} s each, ${rounds} round(s). 2 shared cores: compare within one run only.`,
    );
    const totals = { store: [] as Stats[], bare: [] as Stats[] };
    const cpu = { store: 0, bare: 0 };
    const pids = { store: store?.pid ?? (args.pid ? Number(args.pid) : undefined), bare: bare.pid };
    for (let round = 1; round <= rounds; round++) {
      for (const [name, origin, urls] of [
        ["store", base, storeUrls],
        ["bare", bare.origin, bareUrls],
      ] as const) {
        await Promise.all(
          urls.map((u) =>
            fetch(`${origin}${u}`, { headers: pageHeaders(origin), redirect: "manual" })
              .then((r) => r.arrayBuffer())
              .catch(() => undefined),
          ),
        );
        console.log(`load average ${loadAverage()} (round ${round}, ${name})`);
        const before = cpuMs(pids[name]);
        const stats = await run(name, urls, origin);
        const used = cpuMs(pids[name]) - before;
        cpu[name] += used;
        report(stats);
        if (!Number.isNaN(used)) console.log(`${name.padEnd(8)} server CPU ${(used / stats.requests).toFixed(1)} ms per request`);
        totals[name].push(stats);
      }
    }
    const merge = (list: Stats[]): Stats => ({
      ...list[0]!,
      requests: list.reduce((n, s) => n + s.requests, 0),
      seconds: list.reduce((n, s) => n + s.seconds, 0),
      latencies: list.flatMap((s) => s.latencies),
      statuses: list.reduce((m, s) => {
        for (const [k, v] of s.statuses) m.set(k, (m.get(k) ?? 0) + v);
        return m;
      }, new Map<number | string, number>()),
    });
    const summary = (list: Stats[]) => {
      const sorted = list.flatMap((x) => x.latencies).sort((x, y) => x - y);
      return {
        rate: list.reduce((n, x) => n + x.requests, 0) / list.reduce((n, x) => n + x.seconds, 0),
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
      };
    };
    if (rounds > 1) {
      console.log("all rounds:");
      report(merge(totals.store));
      report(merge(totals.bare));
    }
    const s = summary(totals.store);
    const b = summary(totals.bare);
    const ratio = s.rate / b.rate;
    const cpuPer = (name: "store" | "bare") => cpu[name] / totals[name].reduce((n, x) => n + x.requests, 0);
    if (!Number.isNaN(cpuPer("store"))) {
      console.log(
        `server CPU per request: store ${cpuPer("store").toFixed(1)} ms, bare ${cpuPer("bare").toFixed(1)} ms (×${(cpuPer("store") / cpuPer("bare")).toFixed(1)})`,
      );
    }
    console.log(
      `store/bare: rate ${(ratio * 100).toFixed(1)}% (target at least 25%: ${ratio >= 0.25 ? "met" : "not met"}), ` +
        `p50 ×${(s.p50 / b.p50).toFixed(1)}, p95 ×${(s.p95 / b.p95).toFixed(1)}; load average ${loadAverage()}`,
    );
  } finally {
    await bare.stop();
    await store?.stop();
  }
}

if (args["compare-bare"]) {
  try {
    await compareBare();
    process.exit(0);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}

await signIn();
console.log(`Benchmarking ${base}: ${connections} connections, ${duration / 1000} s per page kind`);
const memoryBefore = args.pid ? rssMb(args.pid) : NaN;
for (const kind of kinds) {
  const load = urlsOf[kind];
  if (!load) {
    console.error(`unknown page kind "${kind}" (listing, product, mixed)`);
    process.exit(2);
  }
  const urls = await load();
  // One untimed pass warms caches and compiled code paths.
  await Promise.all(
    urls.map((u) =>
      fetch(`${base}${u}`, { headers: pageHeaders(base), redirect: "manual" })
        .then((r) => r.arrayBuffer())
        .catch(() => undefined),
    ),
  );
  report(await run(kind, urls));
}
if (args.pid) {
  const after = rssMb(args.pid);
  const rest = Number(args.rest);
  await new Promise((r) => setTimeout(r, rest * 1000));
  const rested = rssMb(args.pid);
  console.log(
    `store RSS: ${memoryBefore.toFixed(0)} MB before, ${after.toFixed(0)} MB after the run, ${rested.toFixed(0)} MB after ${rest} s of rest (${(((rested - memoryBefore) / memoryBefore) * 100).toFixed(1)}%); highest since the store started ${rssMb(args.pid, "VmHWM").toFixed(0)} MB`,
  );
}
