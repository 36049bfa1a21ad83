import { useContext, useMemo, type ReactNode } from "react";
import {
  Meta,
  Outlet,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { languageTag, splitRegionPath, DEFAULT_LOCALE } from "../core/regions.ts";
import type { Route } from "./+types/root";
import { loadLocaleMessages } from "./i18n/index.ts";
import { IntlRoot, usePageMessages } from "./lib/intl.tsx";
import { metaTranslator, notFoundMeta } from "./lib/meta.ts";
import { useNonce } from "./lib/nonce.tsx";
import { PageLinks } from "./lib/stylesheets.tsx";
import { Scripts } from "./lib/scripts.tsx";
import { useLinkNavigation } from "./lib/link-navigation.ts";
import { alternateLinks, canonicalUrl } from "./lib/seo.ts";
import { SiteProvider, useOptionalSite, useOptionalVisitor, type RootData } from "./lib/site.tsx";
import { ServerInitContext } from "./lib/site-menu.ts";
import { loadRoot } from "./lib/root.server.ts";
import { Shell } from "./components/shell/Shell.tsx";
import { CriticalErrorScreen } from "./components/shell/CriticalErrorScreen.tsx";
import { NotFoundView, ServerErrorView } from "./components/shell/error-views.tsx";
import { readServerError } from "./lib/server-error.ts";
import { lastTraceId } from "./lib/graphql-client.ts";
import bodyFont from "@fontsource-variable/jost/files/jost-latin-wght-normal.woff2?url";
import "./styles/tokens.css";
import "./styles/global.css";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadRoot(request, context);
}

/** After a navigation to another region, the new locale's bundle is loaded before the page renders. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const root = await serverLoader();
  await loadLocaleMessages(root.locale).catch((error: unknown) => console.error("Loading the locale's messages failed", error));
  return root;
}

/**
 * The site data depends on the region (URL prefix), the currency cookie and the user: reload it when
 * the region changes, after actions, and when asked to (currency change); not on every navigation.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (splitRegionPath(currentUrl.pathname).region !== splitRegionPath(nextUrl.pathname).region) return true;
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return false;
}

export function meta({ matches, error }: Route.MetaArgs) {
  // A page whose loader found nothing: the not-found title in the visitor's words, never indexed.
  if (isRouteErrorResponse(error) && error.status === 404) return notFoundMeta(matches);
  const t = metaTranslator(matches);
  return [{ title: t("meta_default_title") }, { name: "description", content: t("meta_default_description") }];
}

// The body text's font (Latin letters) is asked for with the page instead of once the styles are
// read, so that it usually arrives before the first paint and the text is not set twice.
export function links() {
  return [
    { rel: "preload", href: bodyFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
    {
      rel: "icon",
      href: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Cpath d='M9 6h14l5 6-12 15L4 12z' fill='%23a8843f'/%3E%3C/svg%3E",
    },
  ];
}

/**
 * Canonical and hreflang alternates of the current route (docs/product.md#canonical-links), on every
 * page that has an address, indexed or not (a page that says "noindex", the sign-in page or the ring
 * being built, still has its address and its versions in each region): an error page (a 404, a 500)
 * and a page answered 404 with its data (`PageSeo.notFound`: a stone that is sold) name none.
 */
function SeoLinks({ root }: { root: RootData }) {
  const { pathname } = useLocation();
  const error = useRouteError();
  const matches = useMatches();
  const leaf = matches[matches.length - 1]?.loaderData as { seo?: { notFound?: unknown; canonical?: unknown } } | undefined;
  if (error || leaf?.seo?.notFound === true) return null;
  // A page that is a variant of another (PageSeo.canonical) names that page, and that page's alternates.
  const canonical = typeof leaf?.seo?.canonical === "string" ? leaf.seo.canonical : pathname;
  const alternates = root.init
    ? alternateLinks({
        origin: root.origin,
        pathname: canonical,
        regions: root.init.regions,
        defaultAlternateRegion: root.init.defaultAlternateRegion,
      })
    : [];
  return (
    <>
      <link rel="canonical" href={canonicalUrl(root.origin, canonical)} />
      {alternates.map((a) => (
        <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
      ))}
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const loaded = useRouteLoaderData<typeof loader>("root") as RootData | undefined;
  // The server renders with the whole site data (the menu's panels); the browser with the loader's.
  const serverInit = useContext(ServerInitContext);
  const root = useMemo(
    () => (loaded && serverInit ? { ...loaded, init: serverInit, menuPanelsInHtml: false } : loaded),
    [loaded, serverInit],
  );
  const nonce = useNonce();
  useLinkNavigation();
  const locale = root?.locale ?? DEFAULT_LOCALE;
  // The locale's bundle is a script the browser loads (entry.client.tsx, clientLoader), not page data.
  const messages = usePageMessages(locale, root?.messages, root?.init?.language.translations);
  return (
    <html lang={languageTag(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf7f2" />
        <Meta />
        {root ? <SeoLinks root={root} /> : null}
        <PageLinks nonce={nonce} />
      </head>
      <body>
        <IntlRoot locale={locale} messages={messages}>
          {root ? (
            <SiteProvider root={root}>
              <Shell>{children}</Shell>
            </SiteProvider>
          ) : (
            <main id="main" tabIndex={-1} className="site-main site-main--bare">
              {children}
            </main>
          )}
        </IntlRoot>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Errors of any page (docs/product.md#error-pages): 404 shows "Not found"; other responses the generic server error with
 * the request ID and the messages the answer carries (the public ones of its GraphQL errors); an
 * unexpected error while the page runs in the browser the critical error screen.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const site = useOptionalSite();
  const visitor = useOptionalVisitor();
  const requestId = site?.requestId ?? null;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundView />;
    const answer = readServerError(error.data);
    return <ServerErrorView requestId={requestId ?? answer.requestId} details={answer.errors} staffDetails={answer.staffDetails} />;
  }
  if (typeof window !== "undefined" && visitor?.initialized) {
    console.error(error);
    // The reference to quote: the trace id of the latest API response, else the page's request id; a
    // consultant also reads what failed in the browser.
    const staffDetails = visitor.user?.isConsultant && error instanceof Error ? [`${error.name}: ${error.message}`] : undefined;
    return <CriticalErrorScreen traceId={lastTraceId() ?? requestId} staffDetails={staffDetails} />;
  }
  return <ServerErrorView requestId={requestId} />;
}
