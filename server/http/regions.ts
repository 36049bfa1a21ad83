import type { NextFunction, Request, Response } from "express";
import { DEFAULT_REGION, parseRegion, regionPath, type Region } from "../../core/regions.ts";
import { safeLocalPath } from "../../core/urls/local-path.ts";
import type { Db } from "../db/client.ts";
import { activeRegions } from "../services/site.ts";

/** The region named by the first path segment in any case ("/us", "/US", "/Au"), with the rest of the path. */
function regionSegment(pathname: string): { region: Region; segment: string; path: string } | null {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const region = match ? parseRegion(match[1]) : null;
  return match && region ? { region, segment: match[1]!, path: match[2] ?? "" } : null;
}

/**
 * One address per page. The default region has no prefix, so "/uk/..." answers 301 with the
 * unprefixed path; a region that is switched off answers 301 with the same route in the default
 * region; a prefix in capitals ("/US/x") answers 301 with the lower-case prefix; and a region's home
 * is "/us/" (as its canonical and alternate links spell it), so "/us" answers 301 to it. The query
 * string is kept.
 */
export function regionRedirects(db: Db) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const match = regionSegment(req.path);
    if (!match) return next();
    const q = req.originalUrl.indexOf("?");
    const query = q === -1 ? "" : req.originalUrl.slice(q);
    const path = match.path || "/";
    const redirect = (region: Region) => res.redirect(301, safeLocalPath(`${regionPath(region, path)}${query}`));
    if (match.region === DEFAULT_REGION) return redirect(DEFAULT_REGION);
    const active = await activeRegions(db);
    if (!active.has(match.region)) return redirect(DEFAULT_REGION);
    if (match.segment !== match.segment.toLowerCase() || match.path === "") return redirect(match.region);
    next();
  };
}
