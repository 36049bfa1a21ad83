import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { splitRegionPath } from "../../../core/regions.ts";
import { ACCOUNT_PATHS } from "../../../core/urls/account-paths.ts";
import { runMutation, type GraphQLClient as Client } from "../../lib/graphql-client.ts";
import { shutDownChat } from "../../lib/chat.ts";
import { useRegionHref, useSite, useVisitor } from "../../lib/site.tsx";
import {
  ADD_PASSKEY,
  LOGOUT,
  PASSKEY_REGISTRATION_OPTIONS,
  PASSKEY_SIGN_IN_OPTIONS,
  SIGN_IN_WITH_PASSKEY,
  type AccountUser,
  type LoginData,
  type ProfilePasskey,
} from "../../routes/accounts/documents.ts";

/** Whether the signed-in user is a consultant with the admin flag (the consultant banner). */
export function isAdminUser(user: object | null): boolean {
  return Boolean(user && "isAdmin" in user && user.isAdmin === true);
}

/**
 * Set while the visitor signs out on purpose, so a page that needs a user (the profile) does not take
 * the cleared user for a session that ended by itself; the profile resets it when it opens.
 */
export const signingOut = { current: false };

/** The account's moves in the browser: a sign-in answer becomes the site's user; signing out ends it. */
export function useAccount() {
  const site = useSite();
  const { user } = useVisitor();
  const navigate = useNavigate();
  const location = useLocation();
  const href = useRegionHref();

  const signedIn = useCallback((login: LoginData | { user: AccountUser }) => site.setUser(login.user), [site]);

  /**
   * Ends the session (the `logout` mutation clears its cookie), clears the user in the site data and
   * shuts a chat down. The visitor stays on the page unless it is the profile, which needs a user.
   */
  const signOut = useCallback(async () => {
    if (site.client) {
      try {
        await runMutation(site.client, LOGOUT, {});
      } catch (error) {
        console.error("Signing out failed", error);
      }
    }
    signingOut.current = true;
    if (splitRegionPath(location.pathname).path.startsWith(ACCOUNT_PATHS.profile)) navigate(href("/"));
    site.setUser(null);
    shutDownChat();
  }, [site, location.pathname, navigate, href]);

  return { user, client: site.client, signedIn, signOut };
}

/** A passkey ceremony the visitor cancelled or let time out (the browser's NotAllowedError). */
export function isPasskeyCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError");
}

/**
 * Whether the browser offers passkeys (WebAuthn), as @simplewebauthn/browser decides it: the library
 * itself is loaded only when a passkey ceremony starts.
 */
export function browserSupportsWebAuthn(): boolean {
  return typeof globalThis.PublicKeyCredential === "function";
}

/** Signs in with a passkey: options from the API, the browser's ceremony, the answer checked by the API. */
export async function passkeySignIn(client: Client, email: string | null): Promise<LoginData> {
  const [{ passkeySignInOptions: options }, { startAuthentication }] = await Promise.all([
    runMutation(client, PASSKEY_SIGN_IN_OPTIONS, { email: email || null }),
    import("@simplewebauthn/browser"),
  ]);
  const response = await startAuthentication({ optionsJSON: JSON.parse(options.optionsJSON) });
  const data = await runMutation(client, SIGN_IN_WITH_PASSKEY, {
    challengeId: options.challengeId,
    responseJSON: JSON.stringify(response),
  });
  return data.signInWithPasskey;
}

/** Adds a passkey to the signed-in account: options from the API, the browser's ceremony, then stored. */
export async function passkeyRegister(client: Client, name: string | null): Promise<ProfilePasskey> {
  const [{ passkeyRegistrationOptions: options }, { startRegistration }] = await Promise.all([
    runMutation(client, PASSKEY_REGISTRATION_OPTIONS, {}),
    import("@simplewebauthn/browser"),
  ]);
  const response = await startRegistration({ optionsJSON: JSON.parse(options.optionsJSON) });
  const data = await runMutation(client, ADD_PASSKEY, {
    challengeId: options.challengeId,
    responseJSON: JSON.stringify(response),
    name: name || null,
  });
  return data.addPasskey;
}
