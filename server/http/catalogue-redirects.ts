import type { NextFunction, Request, Response } from "express";
import { regionPath, splitRegionPath, DEFAULT_REGION } from "../../core/regions.ts";
import { legacyCatalogueRedirect } from "../../core/urls/catalogue.ts";

/**
 * Legacy catalogue paths (docs/product.md#legacy-redirects) answer 301 with their current form (core/urls/catalogue.ts
 * legacyCatalogueRedirect), in the same region and with the same query string. Filters that now live
 * in the hash (karat, design features) are put in the Location's fragment.
 */
export function catalogueRedirects() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const { region, path } = splitRegionPath(req.path);
    const target = legacyCatalogueRedirect(path);
    if (!target) return next();
    const q = req.originalUrl.indexOf("?");
    const query = q === -1 ? "" : req.originalUrl.slice(q);
    const hashAt = target.indexOf("#");
    const targetPath = hashAt === -1 ? target : target.slice(0, hashAt);
    const hash = hashAt === -1 ? "" : target.slice(hashAt);
    res.redirect(301, `${regionPath(region ?? DEFAULT_REGION, targetPath)}${query}${hash}`);
  };
}
