import { SignJWT } from "jose";
import type { RequestContext, SessionUser } from "../../context.ts";

/**
 * The identity token answered with a sign-in (`Login.jwt`): a short-lived HS256 JWT naming the user,
 * for widgets that need to know who is there (chat). It is not a credential of the store: the session
 * is the HttpOnly cookie, and the store accepts no JWT in its place. Signed with the key of the
 * process's settings (derived from SESSION_SECRET, so the same in every process, when it is set).
 */
const LIFETIME_SECONDS = 15 * 60;

export async function identityToken(ctx: RequestContext, user: SessionUser): Promise<string> {
  return new SignJWT({ email: user.email, consultant: user.isConsultant })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(user.id)
    .setIssuer(ctx.origin)
    .setIssuedAt()
    .setExpirationTime(`${LIFETIME_SECONDS}s`)
    .sign(ctx.auth.identityKey);
}
