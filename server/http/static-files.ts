import { readdirSync } from "node:fs";
import express, { type NextFunction, type Request, type Response } from "express";
import sharp from "sharp";

/**
 * The files crawlers and browsers ask every site for. robots.txt lets every page be crawled but not
 * the API or the pages' data twins; it names no sitemap because the store has none.
 */
const ROBOTS_TXT = ["User-agent: *", "Allow: /", "Disallow: /graphql", "Disallow: /*.data$", "Disallow: /__manifest", ""].join("\n");

/** The store's mark (the same gold diamond as the page's icon link), drawn at 32 px. */
const FAVICON_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32' width='32' height='32'><path d='M9 6h14l5 6-12 15L4 12z' fill='#a8843f'/></svg>";

/** An ICO file holding one 32x32 PNG image. */
function icoFromPng(png: Buffer): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(32, 6); // width
  header.writeUInt8(32, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image
  return Buffer.concat([header, png]);
}

let favicon: Promise<Buffer> | undefined;

function faviconIco(): Promise<Buffer> {
  favicon ??= sharp(Buffer.from(FAVICON_SVG)).resize(32, 32).png().toBuffer().then(icoFromPng);
  return favicon;
}

/** GET /robots.txt and /favicon.ico, small and cacheable, instead of the store's 404 page. */
export function wellKnownFiles() {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path === "/robots.txt") {
      res.setHeader("Cache-Control", "public, max-age=86400");
      res.type("text/plain").send(ROBOTS_TXT);
      return;
    }
    if (req.path === "/favicon.ico") {
      res.setHeader("Cache-Control", "public, max-age=604800");
      res.type("image/x-icon").send(await faviconIco());
      return;
    }
    next();
  };
}

/** File types no page of the store ends in: a request for one that nothing served is a plain 404. */
const STATIC_LOOKING =
  /\.(png|jpe?g|gif|ico|svg|webp|avif|bmp|css|js|mjs|map|txt|xml|json|webmanifest|php\d?|aspx?|jsp|cgi|env|ini|cfg|conf|bak|old|sql|zip|gz|tar|rar|7z|yml|yaml|toml|log|sh|git)$/i;

/** A short 404 for addresses that look like files, instead of rendering the store's 404 page. */
export function staticNotFound() {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !STATIC_LOOKING.test(req.path)) return next();
    res.status(404).setHeader("Cache-Control", "public, max-age=300");
    res.type("text/plain").send("Not found");
  };
}

/**
 * The files at the top of the client build (beside `assets/`), served by name for an hour. The names
 * are read once: a page's address is never looked up on disk.
 */
export function clientRootFiles(clientDir: string) {
  let names: Set<string>;
  try {
    names = new Set(readdirSync(clientDir, { withFileTypes: true }).flatMap((e) => (e.isFile() ? [`/${e.name}`] : [])));
  } catch {
    names = new Set();
  }
  const serve = express.static(clientDir, { maxAge: "1h", index: false });
  return (req: Request, res: Response, next: NextFunction) => (names.has(req.path) ? serve(req, res, next) : next());
}
