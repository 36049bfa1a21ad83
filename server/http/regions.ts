import type { NextFunction, Request, Response } from "express";
import { DEFAULT_REGION, regionPath, splitRegionPath } from "../../core/regions.ts";
import type { Db } from "../db/client.ts";
import { activeRegions } from "../services/site.ts";

/**
 * The default region has no prefix, so "/uk/..." answers 301 with the unprefixed path; a
 * region that is switched off answers 301 with the same route in the default region.
 */
export function regionRedirects(db: Db) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const { region, path } = splitRegionPath(req.path);
    if (!region) return next();
    const query = req.originalUrl.slice(req.originalUrl.indexOf("?") === -1 ? req.originalUrl.length : req.originalUrl.indexOf("?"));
    if (region === DEFAULT_REGION) return res.redirect(301, `${path}${query}`);
    const active = await activeRegions(db);
    if (!active.has(region)) return res.redirect(301, `${regionPath(DEFAULT_REGION, path)}${query}`);
    next();
  };
}
