import { redirect, type LoaderFunctionArgs } from "react-router";
import { regionPath, splitRegionPath } from "../../../core/regions.ts";
import { localRedirect, parseMagicLinkQuery, profileTabOfPath, withRedirect, REDIRECT_PARAM, type MagicLinkQuery, type ProfileTab } from "../../../core/urls/accounts.ts";
import { documentUrl } from "../../lib/document-url.ts";
import { load, notFound } from "../../lib/loader.server.ts";
import { documentTitle, type PageSeo } from "../../lib/meta.ts";
import { serverTranslator } from "../../lib/messages.server.ts";
import { requestContext } from "../../lib/query.server.ts";
import type { MessageId } from "../../i18n/index.ts";
import { PROFILE_QUERY, SIGNED_IN_QUERY, type ProfileUser } from "./documents.ts";

/**
 * Loaders of the account pages (docs/product.md#accounts). Every account page is personal or part of
 * signing in: none is indexed (robots noindex) and none is kept by a cache (`ACCOUNT_HEADERS`).
 */

/** Headers of every account page: never stored by the page cache, a browser or a proxy. */
export const ACCOUNT_HEADERS = { "Cache-Control": "private, no-store" } as const;

async function accountSeo(args: LoaderFunctionArgs, title: MessageId, description: MessageId): Promise<PageSeo> {
  const t = await serverTranslator(args.context);
  return { title: documentTitle(t, t(title)), description: t(description), robots: "noindex, nofollow" };
}

function pageUrl(args: LoaderFunctionArgs) {
  const url = documentUrl(args.request);
  const region = requestContext(args.context).region;
  return { url, region, path: splitRegionPath(url.pathname).path };
}

/** The local page a `redirectUrl` parameter names, else null. */
function returnTo(url: URL): string | null {
  return localRedirect(url.searchParams.get(REDIRECT_PARAM));
}

export interface SignInPageData {
  seo: PageSeo;
  returnTo: string | null;
  mode: "signIn" | "register";
}

/** /sign-in: a visitor who is already signed in goes straight on (their redirectUrl, else the profile). */
export async function loadSignIn(args: LoaderFunctionArgs): Promise<SignInPageData> {
  const { url, region } = pageUrl(args);
  const back = returnTo(url);
  const { me } = await load(args.context, SIGNED_IN_QUERY, {});
  if (me) throw redirect(back ?? regionPath(region, "/profile"));
  const mode = url.searchParams.get("mode") === "register" ? "register" : "signIn";
  return { seo: await accountSeo(args, mode === "register" ? "acc_register_title" : "acc_sign_in_title", "acc_sign_in_description"), returnTo: back, mode };
}

export interface EmailPageData {
  seo: PageSeo;
  returnTo: string | null;
  /** The address the visitor already typed elsewhere (?email=). */
  email: string;
}

/** /magic-link-request: an e-mail field (filled in from ?email=) and, once sent, the code field. */
export async function loadMagicLinkRequest(args: LoaderFunctionArgs): Promise<EmailPageData> {
  const { url } = pageUrl(args);
  return { seo: await accountSeo(args, "acc_magic_request_title", "acc_magic_request_description"), returnTo: returnTo(url), email: (url.searchParams.get("email") ?? "").slice(0, 254) };
}

export interface MagicLinkPageData {
  seo: PageSeo;
  /** The link's query when it can be one; null shows "Link seems invalid.". */
  link: MagicLinkQuery | null;
}

/**
 * /magic-link?user=&expires=&hash=&redirectUrl=: the page only reads the link. Signing in waits for
 * the visitor's "Continue", because mail scanners open links too and a link works once.
 */
export async function loadMagicLink(args: LoaderFunctionArgs): Promise<MagicLinkPageData> {
  const { url } = pageUrl(args);
  return { seo: await accountSeo(args, "acc_magic_link_title", "acc_magic_request_description"), link: parseMagicLinkQuery(url.searchParams) };
}

/** /forgotten-password: an e-mail field. */
export async function loadForgottenPassword(args: LoaderFunctionArgs): Promise<EmailPageData> {
  const { url } = pageUrl(args);
  return { seo: await accountSeo(args, "acc_forgotten_title", "acc_forgotten_description"), returnTo: returnTo(url), email: (url.searchParams.get("email") ?? "").slice(0, 254) };
}

export interface ResetPasswordPageData {
  seo: PageSeo;
  token: string | null;
}

/** /reset-password?token=: the new password twice (the token is checked when it is used). */
export async function loadResetPassword(args: LoaderFunctionArgs): Promise<ResetPasswordPageData> {
  const { url } = pageUrl(args);
  return { seo: await accountSeo(args, "acc_reset_title", "acc_reset_description"), token: url.searchParams.get("token")?.trim() || null };
}

export interface ProfilePageData {
  seo: PageSeo;
  tab: ProfileTab;
  /** ?id= on My orders: the order asked for. */
  orderId: string | null;
  me: ProfileUser;
}

/**
 * /profile and its tabs: the signed-in user read through GraphQL on every request (the page depends
 * on the session, so it is never served from a cache). An anonymous visitor is sent to sign in and
 * brought back: /sign-in?redirectUrl=/profile.
 */
export async function loadProfile(args: LoaderFunctionArgs): Promise<ProfilePageData> {
  const { url, region, path } = pageUrl(args);
  const tab = profileTabOfPath(path);
  if (!tab) notFound();
  const { me } = await load(args.context, PROFILE_QUERY, {});
  if (!me) throw redirect(withRedirect(regionPath(region, "/sign-in"), `${url.pathname}${url.search}`));
  const orderId = tab === "my-orders" ? url.searchParams.get("id")?.trim() || null : null;
  return { seo: await accountSeo(args, "acc_profile_title", "acc_profile_description"), tab, orderId, me };
}
