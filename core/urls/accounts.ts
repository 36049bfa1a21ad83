/**
 * Addresses of the account pages (docs/product.md#accounts): where a visitor goes back to after
 * signing in, and the query of a sign-in link from an e-mail.
 */
import { isEmailAddress } from "../account.ts";
import { safeLocalPath } from "./local-path.ts";
import { ACCOUNT_PATHS } from "./account-paths.ts";

// The pages' addresses are declared in account-paths.ts, which imports nothing (the shell's scripts read them there).
export { ACCOUNT_PATHS };

/** The sign-in page in one of its modes: signing in ("/sign-in") or creating an account ("/sign-in?mode=register"). */
export function signInPath(mode: "signIn" | "register" = "signIn"): string {
  return mode === "register" ? `${ACCOUNT_PATHS.signIn}?mode=register` : ACCOUNT_PATHS.signIn;
}

/** The query parameter that names the page to return to after signing in. */
export const REDIRECT_PARAM = "redirectUrl";

/** The longest return path followed (browsers keep addresses of about 2000 characters). */
const MAX_REDIRECT_LENGTH = 2000;

/**
 * The page a `redirectUrl` parameter asks to return to, when it is a path on this store ("/rings",
 * "/us/profile?tab=1"); null for anything else (empty, absolute URLs, "//host", "javascript:"), so
 * the caller goes to its own default. The path is cleaned by `safeLocalPath`, so "/\host" stays here.
 */
export function localRedirect(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_REDIRECT_LENGTH) return null;
  const trimmed = value.trim();
  // eslint-disable-next-line no-control-regex
  if (!trimmed.startsWith("/") || /^\/[/\\]/.test(trimmed.replace(/[\u0000-\u001f\u007f]/g, ""))) return null;
  return safeLocalPath(trimmed);
}

/**
 * A path with `redirectUrl` set to `back` when `back` is a local path other than the home page
 * ("/sign-in?redirectUrl=/us/profile": slashes stay readable, everything else is encoded).
 */
export function withRedirect(path: string, back: string | null | undefined): string {
  const target = localRedirect(back);
  if (!target || target === "/") return path;
  return `${path}${path.includes("?") ? "&" : "?"}${REDIRECT_PARAM}=${encodeURIComponent(target).replace(/%2F/gi, "/")}`;
}

/** What a sign-in link from an e-mail carries: /magic-link?user=&expires=&hash=&redirectUrl=. */
export interface MagicLinkQuery {
  user: string;
  expires: number;
  hash: string;
  /** The local page to go to once signed in (null: the home page). */
  redirectUrl: string | null;
}

/**
 * The sign-in link's query when it can be one: `user` a syntactically valid e-mail address, `expires`
 * a number other than zero and `hash` not empty. Anything else is null ("Link seems invalid."),
 * without asking the API. A `redirectUrl` that is not a local path is dropped, not an error.
 */
export function parseMagicLinkQuery(search: URLSearchParams | string): MagicLinkQuery | null {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const user = (params.get("user") ?? "").trim();
  const expiresText = (params.get("expires") ?? "").trim();
  const hash = (params.get("hash") ?? "").trim();
  if (!isEmailAddress(user) || !hash || !expiresText) return null;
  const expires = Number(expiresText);
  if (!Number.isFinite(expires) || expires === 0) return null;
  return { user, expires, hash, redirectUrl: localRedirect(params.get(REDIRECT_PARAM)) };
}

/** The query of a sign-in link (`parseMagicLinkQuery` reads it back): user, expires, hash and, when there is one, redirectUrl. */
export function magicLinkQuery(link: MagicLinkQuery): Record<string, string> {
  const query: Record<string, string> = { user: link.user, expires: String(link.expires), hash: link.hash };
  if (link.redirectUrl !== null) query[REDIRECT_PARAM] = link.redirectUrl;
  return query;
}

/** The profile's tabs, each with its own address. */
export const PROFILE_TABS = ["details", "designstudio", "products", "my-orders"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The tab a profile path selects ("/profile" is Details); null for a path that is not a profile tab. */
export function profileTabOfPath(path: string): ProfileTab | null {
  const trimmed = path.length > 1 ? path.replace(/\/$/, "") : path;
  if (trimmed === ACCOUNT_PATHS.profile) return "details";
  if (!trimmed.startsWith(`${ACCOUNT_PATHS.profile}/`)) return null;
  const tab = trimmed.slice(ACCOUNT_PATHS.profile.length + 1) as ProfileTab;
  return tab !== "details" && PROFILE_TABS.includes(tab) ? tab : null;
}

/** The path of a profile tab (without the region prefix). */
export function profileTabPath(tab: ProfileTab): string {
  return tab === "details" ? ACCOUNT_PATHS.profile : `${ACCOUNT_PATHS.profile}/${tab}`;
}

/** Whether a path (without the region prefix; a trailing slash allowed) is an account page: one of `ACCOUNT_PATHS` or a profile tab. */
export function isAccountPath(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/$/, "") : path;
  return (Object.values(ACCOUNT_PATHS) as string[]).includes(trimmed) || profileTabOfPath(path) !== null;
}
