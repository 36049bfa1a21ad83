import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { splitRegionPath } from "../../../core/regions.ts";
import { ACCOUNT_PATHS } from "../../../core/urls/account-paths.ts";
import { runMutation } from "../../lib/graphql-client.ts";
import { shutDownChat } from "../../lib/chat.ts";
import { useRegionHref, useSite, useVisitor } from "../../lib/site.tsx";
import type { AccountUser, LoginData } from "../../routes/accounts/documents.ts";
import { LOGOUT } from "../../routes/accounts/logout-document.ts";

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
