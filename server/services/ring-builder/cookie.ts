import { createHmac, timingSafeEqual } from "node:crypto";
import { COOKIE } from "../../../core/cookies.ts";
import { formatRingBuilderCookie, parseRingBuilderCookie, type RingBuilderCookie } from "../../../core/ring-builder.ts";
import type { RequestContext } from "../../context.ts";
import { derivedSigningKey } from "../../media/registry.ts";

/**
 * The `ring-builder` cookie's reference to the visitor's builder row: "{uuid}.{signature}", the
 * signature an HMAC-SHA256 of the id under a key derived from the store's signing key (the one image
 * URLs are signed with: SESSION_SECRET, else the key generated under DATA_DIR). Only the store can
 * mint a reference, so a visitor reaches no builder but their own; one that does not verify is
 * ignored.
 */
const PURPOSE = "ring-builder-cookie";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

function signatureOf(id: string): string {
  return createHmac("sha256", derivedSigningKey(PURPOSE)).update(id).digest("base64url");
}

export function signedReference(id: string): string {
  return `${id}.${signatureOf(id)}`;
}

/** The builder id of a reference the store signed; null for anything else. */
export function verifiedReference(ref: string): string | null {
  const dot = ref.indexOf(".");
  if (dot === -1) return null;
  const id = ref.slice(0, dot);
  if (!UUID.test(id)) return null;
  const expected = Buffer.from(signatureOf(id));
  const given = Buffer.from(ref.slice(dot + 1));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The visitor's cookie when it is well formed and signed by the store (with the builder id it names). */
export function readRingBuilderCookie(ctx: RequestContext): (RingBuilderCookie & { id: string }) | null {
  const cookie = parseRingBuilderCookie(ctx.cookies.get(COOKIE.ringBuilder));
  const id = cookie ? verifiedReference(cookie.ref) : null;
  return cookie && id ? { ...cookie, id } : null;
}

export function writeRingBuilderCookie(ctx: RequestContext, id: string, facts: Omit<RingBuilderCookie, "ref">): void {
  ctx.cookies.set(COOKIE.ringBuilder, formatRingBuilderCookie({ ref: signedReference(id), ...facts }), { maxAgeSeconds: YEAR_SECONDS });
}
