import { createContext, data, type RouterContextProvider } from "react-router";
import { COOKIE, readCookie } from "../../core/cookies.ts";
import { parseLocaleCookie } from "../../core/regions.ts";
import { env } from "../../server/env.ts";
import { withSiteData } from "../../server/services/site.ts";
import { enGb, loadLocaleMessages } from "../i18n/index.ts";
import { query, requestContext } from "./query.server.ts";
import { serverTranslator } from "./messages.server.ts";
import { taxNoteWords } from "./tax-note.server.ts";
import { INIT_QUERY, type InitData, type InitVariables } from "./site-data.ts";
import { graphql } from "../graphql/index.ts";
import { initForBrowser } from "./site-menu.ts";
import type { RootData } from "./site.tsx";

/** The absolute origin for canonical links: PUBLIC_URL, else the request's own origin. */
export function publicOrigin(request: Request): string {
  const configured = env().PUBLIC_URL;
  return (configured ?? new URL(request.url).origin).replace(/\/+$/, "");
}

/** Who is signed in, as `init` names them: the one part of the root's answer that is the visitor's own. */
const ROOT_ME_QUERY = graphql(`
  query RootMe {
    me { ...AccountUser }
  }
`);

/** The whole site data of a document request, for the server render (entry.server.tsx); never serialised. */
export const serverInitContext = createContext<InitData | null>(null);

/**
 * The root loader: runs `init` in process for the region of the URL, with the visitor's
 * locale and currency; an init failure is logged and answered with the init-error screen (status 500).
 * Every visitor of the region, locale and currency gets the same answer but for who is signed in
 * (`me`): that answer is kept with the site data it was built from (`withSiteData`), and a signed-in
 * visitor's `me` is asked for on its own and added to it.
 */
export async function loadRoot(request: Request, context: Readonly<RouterContextProvider>) {
  const ctx = requestContext(context);
  const cookies = request.headers.get("cookie");
  const variables: InitVariables = {
    locale: ctx.locale,
    currency: ctx.currency,
    region: ctx.region,
    fetchRegionSuggest: false,
    isConsultant: false,
  };
  let init: InitData | null = null;
  let browserInit: InitData | null = null;
  let taxNote = "";
  // The locale's bundle renders the page on the server; the browser loads it as a script.
  const localeMessages = loadLocaleMessages(ctx.locale) as Promise<Record<string, string>>;
  try {
    const anyone = `init|${ctx.region}|${ctx.locale}|${ctx.currency}|${ctx.auth.google?.clientId ?? ""}`;
    // The tax note is said once per site data too: the key holds the region and the locale it depends on.
    const shared = withSiteData(ctx.db, anyone, async () => {
      const [answer, t] = await Promise.all([query(context, INIT_QUERY, variables), serverTranslator(context)]);
      return { init: { ...answer.init, me: null }, taxNote: taxNoteWords(ctx.region, t) };
    });
    const [site, who, messages] = await Promise.all([shared, ctx.user ? query(context, ROOT_ME_QUERY, {}) : null, localeMessages]);
    const everyone = site.init;
    taxNote = site.taxNote;
    init = who ? { ...everyone, me: who.me } : everyone;
    const forEveryone = everyoneForBrowser(everyone, messages);
    browserInit = who ? { ...forEveryone, me: who.me } : forEveryone;
  } catch (error) {
    ctx.log.error({ err: error }, "init failed");
  }
  // Loaded (or its failure thrown) before the page renders, also when init failed before it arrived.
  await localeMessages;
  // The server renders the menu's panels from the whole site data; the browser gets the menu without
  // their contents (it keeps the panels' markup, then renders them from its own init).
  (context as RouterContextProvider).set(serverInitContext, init);
  const root: RootData = {
    init: browserInit,
    menuPanelsInHtml: init !== null,
    region: ctx.region,
    locale: ctx.locale,
    currency: init?.currency ?? ctx.currency,
    taxNote,
    regionChosen: parseLocaleCookie(readCookie(cookies, COOKIE.locale)) !== null,
    cookiesDismissed: readCookie(cookies, COOKIE.cookiesDismissed) !== null,
    origin: publicOrigin(request),
    graphqlUrl: env().GRAPHQL_URL,
    requestId: ctx.requestId,
    messages: {},
    now: Date.now(),
  };
  return data(root, init ? undefined : { status: 500 });
}

/** What the browser gets of each shared `init` answer, made once per answer (whose key holds the locale). */
const forBrowser = new WeakMap<InitData, InitData>();

/**
 * The browser's copy of the `init` answer every visitor shares: the menu without its panels'
 * contents, and only the server translations that change a message. Made once for each answer, so
 * that pages of the same site data carry the very same objects (the page's messages are merged once
 * for them: `usePageMessages`).
 */
function everyoneForBrowser(everyone: InitData, messages: Record<string, string>): InitData {
  let made = forBrowser.get(everyone);
  if (!made) {
    made = {
      ...initForBrowser(everyone),
      language: { ...everyone.language, translations: overridesOf(messages, everyone.language.translations) },
    };
    forBrowser.set(everyone, made);
  }
  return made;
}

/**
 * The server translations that change a message: a translation equal to the one the browser already
 * has (the built-in en-gb bundle, or the locale's differences sent beside it) is left out; a token the
 * bundles do not know is kept (server-driven texts).
 */
export function overridesOf(
  localeMessages: Record<string, string>,
  translations: readonly { token: string; translation: string }[],
): { token: string; translation: string }[] {
  const builtIn: Record<string, string> = enGb;
  return translations.filter(
    ({ token, translation }) =>
      (Object.hasOwn(localeMessages, token) ? localeMessages[token] : Object.hasOwn(builtIn, token) ? builtIn[token] : undefined) !==
      translation,
  );
}
