// Where a Node CPU profile's time goes, by area of the store, package, file and function.
//
//   npm run bench:profile-summary -- FILE.cpuprofile [--top 10] [--root DIR] [--from SECONDS]
//
// Reads a profile written by `node --cpu-prof` (one sample every interval, each with its stack) and
// prints, as a share of the busy time (all but idle): self time per area (GraphQL, database, React
// rendering, messages, React Router, HTTP, …), inclusive time per area (the samples with a frame of the
// area anywhere on the stack, each counted once), self time per source file or package, and the
// hottest functions by self and by inclusive time. Frames of a bundled file are mapped back to their
// sources through its source map when one lies beside it (`react-router build --sourcemapServer`).
// Time in V8 builtins and native code (no script of its own: JSON, RegExp, string work) is charged to
// the nearest script frame that called it, and shown as such in the function lists. `--from` leaves
// out the profile's first seconds (the process starting, before the load began).

import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: "string", default: "10" },
    root: { type: "string", default: process.cwd() },
    from: { type: "string", default: "0" },
    help: { type: "boolean", default: false },
  },
});
if (args.help || positionals.length !== 1) {
  console.log("npm run bench:profile-summary -- FILE.cpuprofile [--top n] [--root DIR] [--from seconds]");
  process.exit(args.help ? 0 : 2);
}
const top = Number(args.top) || 10;
const root = resolve(args.root);

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const profile = JSON.parse(readFileSync(positionals[0]!, "utf8")) as Profile;

/** Source maps of bundled files, read once. */
const maps = new Map<string, SourceMap | null>();
function sourceMapOf(file: string): SourceMap | null {
  if (!maps.has(file)) {
    const mapFile = `${file}.map`;
    maps.set(file, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, "utf8"))) : null);
  }
  return maps.get(file)!;
}

interface Frame {
  /** "name (place)" */
  key: string;
  /** A source file relative to the root, a package name, "node:…", or "" for V8 builtins and native code. */
  place: string;
  area: string;
}

const PACKAGE = /node_modules\/((?:@[^/]+\/)?[^/]+)/;
function placeOf(frame: CallFrame): { place: string; line: number } {
  const { url } = frame;
  if (!url) return { place: "", line: 0 };
  if (url.startsWith("node:")) return { place: url, line: frame.lineNumber + 1 };
  if (url.startsWith("wasm:")) return { place: "wasm (PGlite)", line: 0 };
  const file = url.startsWith("file://") ? fileURLToPath(url) : url;
  // A package is named by where its code lies, not by its own source maps.
  const map = PACKAGE.test(file) ? null : sourceMapOf(file);
  if (map) {
    const entry = map.findEntry(frame.lineNumber, frame.columnNumber);
    if (entry && "originalSource" in entry && entry.originalSource) {
      const source = entry.originalSource.startsWith("file://")
        ? fileURLToPath(entry.originalSource)
        : resolve(file, "..", entry.originalSource);
      return placeInTree(source, entry.originalLine + 1);
    }
  }
  return placeInTree(file, frame.lineNumber + 1);
}
function placeInTree(file: string, line: number): { place: string; line: number } {
  const pkg = PACKAGE.exec(file);
  if (pkg) return { place: pkg[1]!, line };
  return { place: relative(root, file), line };
}

/** The store's areas, by package or source folder (first match wins). */
const AREAS: [string, RegExp][] = [
  ["messages (app/i18n, the store's formatter, formatjs's parser)", /^@formatjs\/.*$|^app\/i18n\/|^app\/lib\/(intl|message-format)/],
  [
    "GraphQL execution (graphql-js, yoga, pothos)",
    /^(graphql|graphql-yoga|@graphql-.*|@envelop\/.*|@pothos\/.*|@escape\.tech\/.*|@whatwg-node\/.*|dataloader)$|^server\/graphql\//,
  ],
  ["services and core rules", /^server\/services\/|^core\//],
  ["database (PGlite, drizzle)", /^(@electric-sql\/.*|drizzle-orm|pg|pg-.*|postgres-.*|wasm \(PGlite\))$|^server\/db\//],
  ["React Router (routing, loader data, turbo-stream)", /^(react-router|@react-router\/.*|turbo-stream|cookie|set-cookie-parser)$/],
  [
    "route loaders and page data (app/routes *.server, app/lib)",
    /^app\/routes\/.*\.server\.ts$|^app\/lib\/.*\.server\.ts$|^app\/lib\/graphql|^app\/graphql\//,
  ],
  [
    "React rendering (react-dom, components, react-aria)",
    /^(react|react-dom|scheduler|react-aria.*|react-stately|@react-aria\/.*|@react-stately\/.*|@react-types\/.*|@internationalized\/.*|@swc\/helpers|clsx)$|^app\//,
  ],
  [
    "HTTP (express, compression, logging, store middleware)",
    /^(express|compression|router|send|serve-static|body-parser|on-finished|on-headers|finalhandler|pino.*|sonic-boom|fast-redact|thread-stream|isbot|vary|accepts|negotiator|mime.*|content-type|qs|statuses|http-errors|debug|ms)$|^server\/(http\/|app\.ts|index\.ts|context\.ts|router-context\.ts|media\/)/,
  ],
  ["Node core (http, streams, zlib, timers)", /^node:/],
];
function areaOf(place: string): string {
  for (const [name, re] of AREAS) if (re.test(place)) return name;
  return place ? `other (${place})` : "V8 builtins and native";
}

const byId = new Map<number, ProfileNode>();
const parent = new Map<number, number>();
for (const node of profile.nodes) {
  byId.set(node.id, node);
  for (const child of node.children ?? []) parent.set(child, node.id);
}

const SPECIAL = new Set(["(root)", "(program)", "(idle)", "(garbage collector)"]);
const frames = new Map<number, Frame>();
function frameOf(id: number): Frame {
  let frame = frames.get(id);
  if (frame) return frame;
  const node = byId.get(id)!;
  const name = node.callFrame.functionName || "(anonymous)";
  if (SPECIAL.has(name) && !node.callFrame.url) {
    frame = { key: name, place: name, area: name };
  } else {
    const { place, line } = placeOf(node.callFrame);
    if (place) frame = { key: `${name} (${place}:${line})`, place, area: areaOf(place) };
    else {
      // A builtin or native function: charged to the nearest caller with a script.
      let up = parent.get(id);
      let caller: Frame | undefined;
      while (up !== undefined) {
        const f = frameOf(up);
        if (f.place && !SPECIAL.has(f.area)) {
          caller = f;
          break;
        }
        up = parent.get(up);
      }
      frame = {
        key: `${name} [native] ← ${caller?.key ?? "?"}`,
        place: caller?.place ?? "",
        area: caller?.area ?? "V8 builtins and native",
      };
    }
  }
  frames.set(id, frame);
  return frame;
}

// Sample i lasts until sample i + 1 (timeDeltas[i + 1]); the last one the mean interval.
const { samples, timeDeltas } = profile;
const mean = (profile.endTime - profile.startTime) / Math.max(1, samples.length);
const selfArea = new Map<string, number>();
const inclArea = new Map<string, number>();
const selfPlace = new Map<string, number>();
const selfFn = new Map<string, number>();
const inclPlace = new Map<string, number>();
const inclFn = new Map<string, number>();
let total = 0;
let idle = 0;
const from = Number(args.from) * 1e6 || 0;
let elapsed = 0;
const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
for (let i = 0; i < samples.length; i++) {
  const us = i + 1 < samples.length ? timeDeltas[i + 1]! : mean;
  elapsed += timeDeltas[i]!;
  if (elapsed < from) continue;
  total += us;
  const leaf = frameOf(samples[i]!);
  if (leaf.area === "(idle)") {
    idle += us;
    continue;
  }
  add(selfArea, leaf.area, us);
  add(selfPlace, leaf.place, us);
  add(selfFn, leaf.key, us);
  const areas = new Set<string>();
  const fns = new Set<string>();
  const places = new Set<string>();
  for (let id: number | undefined = samples[i]; id !== undefined; id = parent.get(id)) {
    const f = frameOf(id);
    if (f.area === "(root)") continue;
    areas.add(f.area);
    fns.add(f.key.replace(/ \[native\] ← .*$/, " [native]"));
    if (/^(app|server|core)\//.test(f.place)) places.add(f.place);
  }
  for (const a of areas) add(inclArea, a, us);
  for (const f of fns) add(inclFn, f, us);
  for (const p of places) add(inclPlace, p, us);
}
const busy = total - idle;

const pct = (us: number) => `${((us / busy) * 100).toFixed(1).padStart(5)}%`;
const ms = (us: number) => `${(us / 1000).toFixed(0).padStart(7)} ms`;
function table(title: string, m: Map<string, number>, n = Infinity): void {
  console.log(`\n${title}`);
  for (const [k, v] of [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`  ${pct(v)} ${ms(v)}  ${k}`);
}

console.log(
  `${positionals[0]}: ${(total / 1e6).toFixed(1)} s profiled, ${(busy / 1e6).toFixed(1)} s busy (${((busy / total) * 100).toFixed(0)}%), ${samples.length} samples; shares are of the busy time`,
);
table("Self time by area", selfArea);
table("Inclusive time by area (a sample counts once per area on its stack)", inclArea);
table(`Self time by file or package (top ${top * 2})`, selfPlace, top * 2);
table(`The store's own files, inclusive time (top ${top * 2}; a component's children render outside its frame)`, inclPlace, top * 2);
table(`Hottest functions, self time (top ${top})`, selfFn, top);
table(`Hottest functions, inclusive time (top ${top * 2})`, inclFn, top * 2);
