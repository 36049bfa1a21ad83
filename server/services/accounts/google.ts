import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";
import { env } from "../../env.ts";

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
export function googleClientId(): string | null {
  return env().GOOGLE_CLIENT_ID ?? null;
}

/**
 * Verifies a Google ID token: its RS256 signature against the keys published at GOOGLE_JWKS_URL
 * (fetched and cached by jose, refetched when a new key id appears), the issuer, the audience (our
 * client id) and the expiry. Null for anything that does not verify.
 */
export async function verifyGoogleToken(token: string): Promise<GoogleIdentity | null> {
  const config = env();
  if (!config.GOOGLE_CLIENT_ID || token.length > 10_000) return null;
  let keys = keySets.get(config.GOOGLE_JWKS_URL);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL), { timeoutDuration: 5000 });
    keySets.set(config.GOOGLE_JWKS_URL, keys);
  }
  try {
    const { payload } = await jwtVerify(token, keys, { issuer: ISSUERS, audience: config.GOOGLE_CLIENT_ID, algorithms: ["RS256"] });
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
