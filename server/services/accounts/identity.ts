import { createHmac, randomBytes } from "node:crypto";
import { SignJWT } from "jose";
import type { SessionUser } from "../../context.ts";
import { env } from "../../env.ts";

/**
 * The identity token answered with a sign-in (`Login.jwt`): a short-lived HS256 JWT naming the user,
 * for widgets that need to know who is there (chat). It is not a credential of the store: the session
 * is the HttpOnly cookie, and the store accepts no JWT in its place. Signed with a key derived from
 * SESSION_SECRET (the same in every process), or a key of this process when none is set.
 */
const LIFETIME_SECONDS = 15 * 60;
let processKey: Buffer | undefined;

function signingKey(): Buffer {
  const secret = env().SESSION_SECRET;
  if (secret) return createHmac("sha256", secret).update("identity-token").digest();
  processKey ??= randomBytes(32);
  return processKey;
}

export async function identityToken(user: SessionUser, origin: string): Promise<string> {
  return new SignJWT({ email: user.email, consultant: user.isConsultant })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(user.id)
    .setIssuer(origin)
    .setIssuedAt()
    .setExpirationTime(`${LIFETIME_SECONDS}s`)
    .sign(signingKey());
}
