import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";
import type { RequestContext } from "../../context.ts";

/** What the store takes from a verified Google ID token. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

const ISSUERS = ["https://accounts.google.com", "accounts.google.com"];
const keySets = new Map<string, JWTVerifyGetKey>();

/** Google sign-in is offered when a client id is configured (GOOGLE_CLIENT_ID). */
export function googleClientId(ctx: RequestContext): string | null {
  return ctx.auth.google?.clientId ?? null;
}

/**
 * Verifies a Google ID token: its RS256 signature against the keys published at the JWKS URL
 * of the settings (fetched and cached by jose, refetched when a new key id appears), the issuer, the audience (our
 * client id) and the expiry. Null for anything that does not verify.
 */
export async function verifyGoogleToken(ctx: RequestContext, token: string): Promise<GoogleIdentity | null> {
  const google = ctx.auth.google;
  if (!google || token.length > 10_000) return null;
  let keys = keySets.get(google.jwksUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(google.jwksUrl), { timeoutDuration: 5000 });
    keySets.set(google.jwksUrl, keys);
  }
  try {
    const { payload } = await jwtVerify(token, keys, { issuer: ISSUERS, audience: google.clientId, algorithms: ["RS256"] });
    if (typeof payload.sub !== "string" || typeof payload["email"] !== "string") return null;
    return {
      subject: payload.sub,
      email: payload["email"],
      emailVerified: payload["email_verified"] === true || payload["email_verified"] === "true",
      givenName: typeof payload["given_name"] === "string" ? payload["given_name"] : null,
      familyName: typeof payload["family_name"] === "string" ? payload["family_name"] : null,
    };
  } catch {
    return null;
  }
}
