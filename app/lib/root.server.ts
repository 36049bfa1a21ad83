import { data, type RouterContextProvider } from "react-router";
import { COOKIE, readCookie } from "../../core/cookies.ts";
import { parseLocaleCookie } from "../../core/regions.ts";
import { env } from "../../server/env.ts";
import { loadLocaleMessages } from "../i18n/index.ts";
import { query, requestContext } from "./query.server.ts";
import { INIT_QUERY, type InitData, type InitVariables } from "./site-data.ts";
import type { RootData } from "./site.tsx";

/** The absolute origin for canonical links: PUBLIC_URL, else the request's own origin. */
export function publicOrigin(request: Request): string {
  const configured = env().PUBLIC_URL;
  return (configured ?? new URL(request.url).origin).replace(/\/+$/, "");
}

/**
 * The root loader: runs `init` in process for the region of the URL, with the visitor's
 * locale and currency; an init failure is logged and answered with the init-error screen (status 500).
 */
export async function loadRoot(request: Request, context: Readonly<RouterContextProvider>) {
  const ctx = requestContext(context);
  const cookies = request.headers.get("cookie");
  const variables: InitVariables = { locale: ctx.locale, currency: ctx.currency, region: ctx.region, fetchRegionSuggest: false, isConsultant: false };
  let init: InitData | null = null;
  try {
    init = (await query(context, INIT_QUERY, variables)).init;
  } catch (error) {
    ctx.log.error({ err: error }, "init failed");
  }
  const messages = (await loadLocaleMessages(ctx.locale)) as Record<string, string>;
  const root: RootData = {
    init,
    region: ctx.region,
    locale: ctx.locale,
    currency: init?.currency ?? ctx.currency,
    regionChosen: parseLocaleCookie(readCookie(cookies, COOKIE.locale)) !== null,
    cookiesDismissed: readCookie(cookies, COOKIE.cookiesDismissed) !== null,
    origin: publicOrigin(request),
    graphqlUrl: env().GRAPHQL_URL,
    requestId: ctx.requestId,
    messages,
    now: Date.now(),
  };
  return data(root, init ? undefined : { status: 500 });
}
