import { createHmac, randomBytes } from "node:crypto";
import { COOKIE } from "../../../core/cookies.ts";
import type { RequestContext } from "../../context.ts";
import { sameSecret } from "./secrets.ts";

/**
 * Browsers an account has signed in on (a "device cookie"): after a sign-in the browser keeps a random
 * nonce with an HMAC binding it to the account. Wrong passwords are counted per such browser for the
 * owner, and for every other client together, so that a stranger's guesses lock out only strangers:
 * the owner's own browser still signs in with the right password (docs/decisions/0600).
 */
const YEAR_SECONDS = 365 * 24 * 60 * 60;

function mac(ctx: RequestContext, userId: string, nonce: string): string {
  return createHmac("sha256", ctx.auth.identityKey).update(`known-device:${userId}:${nonce}`).digest("base64url");
}

/** Marks this browser as one `userId` has signed in on. */
export function rememberDevice(ctx: RequestContext, userId: string): void {
  const nonce = randomBytes(16).toString("base64url");
  ctx.cookies.set(COOKIE.knownDevice, `${nonce}.${mac(ctx, userId, nonce)}`, { httpOnly: true, maxAgeSeconds: YEAR_SECONDS });
}

/** The nonce of this browser when `userId` has signed in on it before, else null. */
export function knownDevice(ctx: RequestContext, userId: string | null | undefined): string | null {
  if (!userId) return null;
  const value = ctx.cookies.get(COOKIE.knownDevice);
  if (!value || value.length > 200) return null;
  const [nonce, signature] = value.split(".");
  if (!nonce || !signature) return null;
  return sameSecret(signature, mac(ctx, userId, nonce)) ? nonce : null;
}
