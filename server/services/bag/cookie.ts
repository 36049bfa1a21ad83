import { createHmac, timingSafeEqual } from "node:crypto";
import { COOKIE } from "../../../core/cookies.ts";
import type { RequestContext } from "../../context.ts";
import { derivedSigningKey } from "../../media/registry.ts";

/**
 * The `bag` cookie: "{uuid}.{signature}", the anonymous visitor's bag row signed with an HMAC-SHA256
 * under a key derived from the store's signing key (as the ring builder's cookie is). Only the store can
 * mint one, so a visitor reaches no bag but their own; one that does not verify is ignored. Pages
 * never read it (the bag's page and the header's count ask the API), so it does not make a page the
 * visitor's own; the header's script sees it to know whether there is a bag to count.
 */
const PURPOSE = "bag-cookie";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

function signatureOf(id: string): string {
  return createHmac("sha256", derivedSigningKey(PURPOSE)).update(id).digest("base64url");
}

/** The bag id of a reference the store signed; null for anything else. */
export function verifiedBagReference(ref: string | null): string | null {
  if (!ref) return null;
  const dot = ref.indexOf(".");
  if (dot === -1) return null;
  const id = ref.slice(0, dot);
  if (!UUID.test(id)) return null;
  const expected = Buffer.from(signatureOf(id));
  const given = Buffer.from(ref.slice(dot + 1));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The bag id the request's cookie names, when the store signed it. */
export function readBagCookie(ctx: RequestContext): string | null {
  return verifiedBagReference(ctx.cookies.get(COOKIE.bag));
}

export function writeBagCookie(ctx: RequestContext, id: string): void {
  ctx.cookies.set(COOKIE.bag, `${id}.${signatureOf(id)}`, { maxAgeSeconds: YEAR_SECONDS });
}

/** The cookie's value for a bag id, as the store signs it. */
export function signedBagReference(id: string): string {
  return `${id}.${signatureOf(id)}`;
}
