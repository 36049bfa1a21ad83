import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { COOKIE } from "../../core/cookies.ts";
import { regionPath, splitRegionPath, type Currency, type Locale, type Region } from "../../core/regions.ts";
import { createGraphQLClient, requestOptions, runMutation, runQuery, visitorAcceptLanguage, type GraphQLClient } from "./graphql-client.ts";
import { browserCookie, clearBrowserCookie, removeAuthTokenFromUrl, setBrowserCookie, unregisterServiceWorkers } from "./browser.ts";
import { localHref } from "./links.ts";
import { INIT_QUERY, type InitData, type InitVariables, type MainMenuEntry, type SiteUser } from "./site-data.ts";
import type { EnquiryType } from "../../core/vocabulary/site.ts";

/** What the root loader hands to the page (server-rendered, so the first paint has it: no flash). */
export interface RootData {
  init: InitData | null;
  /**
   * Whether init's main menu comes without its panels' contents, which are in the HTML only (the root
   * loader's data; app/lib/site-menu.ts). The browser fetches the whole site data after it starts.
   */
  menuPanelsInHtml?: boolean;
  region: Region;
  locale: Locale;
  currency: Currency;
  /** The note beside every price, by the region's tax rule, in the visitor's words ("VAT included"). */
  taxNote: string;
  /** Whether the visitor has chosen a region (locale cookie). */
  regionChosen: boolean;
  /** Whether the cookie banner was dismissed (cookies_dimissed). */
  cookiesDismissed: boolean;
  /** Absolute origin for canonical and alternate links. */
  origin: string;
  /** The GraphQL endpoint the browser calls (runtime configuration: GRAPHQL_URL). */
  graphqlUrl: string;
  requestId: string;
  /**
   * Messages beyond the locale's bundle (none from the root loader: the bundle of the locale's
   * differences from en-gb is a script the browser loads, app/i18n/index.ts loadedLocaleMessages).
   */
  messages: Record<string, string>;
  /** Server time of the render (ms), so the working-hours flag hydrates identically. */
  now: number;
}

/**
 * The site data and the visitor's region, locale and currency: what the page was drawn with. It does
 * not change as the page starts (what the browser learns then is `useVisitor()` and `useMainMenu()`),
 * so the 40-odd components that read it render once when the page hydrates, not again when the
 * browser's own site data arrives.
 */
export interface SiteData {
  /**
   * The root loader's site data; the browser's own copy after a region, currency or locale change
   * (whose menu panels are then drawn from it).
   */
  init: InitData | null;
  /** init's main menu panels are not in it: they are the markup the server drew (app/lib/site-menu.ts). */
  menuPanelsInHtml: boolean;
  region: Region;
  locale: Locale;
  currency: Currency;
  /**
   * The note beside every price, by the region's tax rule, in the visitor's words ("VAT included"):
   * written by the root loader, so that no page's script carries the rule or its messages.
   */
  taxNote: string;
  /** The browser's init query failed and there is no usable site data. */
  initFailed: boolean;
  regionChosen: boolean;
  cookiesDismissed: boolean;
  origin: string;
  requestId: string;
  now: number;
  /** The browser GraphQL client (null while rendering on the server). */
  client: GraphQLClient | null;
  setUser: (user: SiteUser | null) => void;
  /** Stores the region choice and shows the same route in that region. */
  chooseRegion: (region: Region) => void;
  /**
   * The region modal was closed without a choice: nothing about the region is stored (the visitor
   * stays free to open any region's pages), only that it is not to be offered again.
   */
  dismissRegionChoice: () => void;
  /** Stores a currency and reloads the data that shows prices. */
  chooseCurrency: (currency: Currency) => void;
  dismissCookies: () => void;
  /** A region or currency change is loading the new site data (the splash screen shows). */
  switching: boolean;
}

/** Who the visitor is, as the browser learns it after the page starts. */
export interface Visitor {
  user: SiteUser | null;
  /** The browser finished its startup (auto-login, init). */
  initialized: boolean;
  /** The region the server suggests for this visitor (fetched in the browser when none is chosen). */
  regionSuggest: Region | null;
}

const SiteContext = createContext<SiteData | null>(null);
const VisitorContext = createContext<Visitor | null>(null);
const MainMenuContext = createContext<MainMenuEntry[] | null>(null);

/** The site data and the visitor's region, locale, currency and user (docs/product.md#region-choice). */
export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite() needs the SiteProvider of the root layout");
  return site;
}

/** The site data given again to a part drawn on its own (app/lib/static-markup.tsx). */
export function SiteDataProvider({ value, children }: { value: SiteData; children: ReactNode }) {
  return <SiteContext value={value}>{children}</SiteContext>;
}

/** Like useSite(), for components that may also render outside the provider (error screens). */
export function useOptionalSite(): SiteData | null {
  return useContext(SiteContext);
}

/** The signed-in user, the region suggestion and whether the browser's startup is done. */
export function useVisitor(): Visitor {
  const visitor = useContext(VisitorContext);
  if (!visitor) throw new Error("useVisitor() needs the SiteProvider of the root layout");
  return visitor;
}

/** Like useVisitor(), for components that may also render outside the provider (error screens). */
export function useOptionalVisitor(): Visitor | null {
  return useContext(VisitorContext);
}

/**
 * The main menu with its panels' contents (for the mobile menu's drawer), or null until the browser
 * has them: the root loader sends the menu without them (app/lib/site-menu.ts).
 */
export function useMainMenu(): MainMenuEntry[] | null {
  return useContext(MainMenuContext);
}

/** The visitor has not chosen a region and the server suggests another than the current one (the region modal opens). */
export function regionSuggested(site: SiteData, visitor: Visitor): boolean {
  return visitor.initialized && !site.regionChosen && visitor.regionSuggest !== null && visitor.regionSuggest !== site.region;
}

/** Maps an unprefixed in-store path to the current region ("/rings" -> "/us/rings"). */
export function useRegionHref(): (href: string) => string {
  const site = useContext(SiteContext);
  const region = site?.region ?? "UK";
  return useCallback((href: string) => localHref(href, region), [region]);
}

const AUTOLOGIN = /* GraphQL */ `
  mutation Autologin($authToken: String!, $isConsultant: Boolean) {
    autologin(authToken: $authToken, isConsultant: $isConsultant) {
      success
      user { id email firstName lastName isConsultant isAdmin }
    }
  }
`;

export function SiteProvider({ root, children }: { root: RootData; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [user, setUser] = useState<SiteUser | null>(root.init?.me ?? null);
  const [initialized, setInitialized] = useState(false);
  const [initFailed, setInitFailed] = useState(false);
  const [regionChosen, setRegionChosen] = useState(root.regionChosen);
  const [regionSuggest, setRegionSuggest] = useState<Region | null>(null);
  const [cookiesDismissed, setCookiesDismissed] = useState(root.cookiesDismissed);
  const [fetched, setFetched] = useState<{ key: string; init: InitData } | null>(null);
  const [switching, setSwitching] = useState(false);

  const key = `${root.region}|${root.currency}|${root.locale}`;
  const fetchedForKey = fetched?.key === key;
  // The region, currency and locale the document was rendered for (its menu panels' markup is theirs).
  const [documentKey] = useState(key);
  // The browser's own site data replaces the root loader's only after a switch: for the document's
  // region, currency and locale it says the same (but for the menu panels, which useMainMenu() gives),
  // and replacing it would render every reader of the site data again as the page starts.
  const init = fetchedForKey && (key !== documentKey || !root.init) ? fetched.init : root.init;
  const mainMenu = fetchedForKey ? fetched.init.mainMenu : root.menuPanelsInHtml ? null : (root.init?.mainMenu ?? null);
  // New site data arrived (or the reload finished): the switch is over.
  useEffect(() => setSwitching(false), [key]);
  useEffect(() => {
    if (revalidator.state === "idle") setSwitching(false);
  }, [revalidator.state]);

  // The client carries accept-language, so it follows the locale; it exists only in the browser.
  const clientRef = useRef<{ locale: Locale; client: GraphQLClient } | null>(null);
  if (typeof window !== "undefined" && clientRef.current?.locale !== root.locale) {
    clientRef.current = {
      locale: root.locale,
      client: createGraphQLClient({
        url: root.graphqlUrl,
        locale: root.locale,
        onAuthorizationError: () => setUser(null),
        onError: (e) => console.error(e),
      }),
    };
  }
  const client = clientRef.current?.client ?? null;

  // Startup (docs/product.md#startup): service workers are unregistered; with an authToken the auto-login runs first
  // (failure ignored); then init is fetched (with the region suggestion when no region is stored),
  // applied, and the app is marked initialised.
  const started = useRef(false);
  // Marks the document for scripts and tests: hydrated, then initialised (startup done).
  useEffect(() => {
    document.documentElement.dataset["hydrated"] = "true";
  }, []);
  useEffect(() => {
    if (initialized) document.documentElement.dataset["initialized"] = "true";
  }, [initialized]);
  useEffect(() => {
    if (started.current || !client) return;
    started.current = true;
    void unregisterServiceWorkers();
    void (async () => {
      const authToken = new URL(window.location.href).searchParams.get("authToken");
      if (authToken) {
        try {
          const data = await runMutation<{ autologin: { user?: SiteUser | null } | null }>(client, AUTOLOGIN, {
            authToken,
            isConsultant: false,
          });
          if (data.autologin?.user) setUser(data.autologin.user);
        } catch {
          // An auto-login failure is silently ignored.
        }
      }
      try {
        // A visitor who closed the region modal once is not asked again (and not suggested a region).
        const dismissed = browserCookie(COOKIE.regionDismissed) !== null;
        const askSuggestion = !root.regionChosen && !dismissed;
        const variables: InitVariables = {
          locale: root.locale,
          currency: root.currency,
          region: root.region,
          fetchRegionSuggest: askSuggestion,
          isConsultant: false,
        };
        // The suggestion is about the visitor: that one request carries the browser's own languages.
        const visitorLanguages = !askSuggestion ? null : visitorAcceptLanguage(navigator.languages ?? []);
        const context = visitorLanguages ? { fetchOptions: requestOptions(visitorLanguages) } : undefined;
        const data = await runQuery(client, INIT_QUERY, variables, context);
        // The whole shell renders again from the browser's site data: as a transition, in short
        // slices the browser can answer input between, not one long task right after the page starts.
        startTransition(() => {
          setFetched({ key, init: data.init });
          if (data.init.me) setUser(data.init.me);
          setRegionSuggest(data.init.regionSuggest?.code ?? null);
          setInitialized(true);
        });
        return;
      } catch (error) {
        console.error("Loading the site data failed", error);
        if (!root.init) setInitFailed(true);
      }
      setInitialized(true);
    })();
  }, [client, key, root]);

  // The menu's panels stay the markup the server drew while the site data is for the document's
  // region, currency and locale: the browser's own init at startup has the same contents, and drawing
  // them again would replace some 300 elements of the page as it starts. Site data that came from the
  // root loader without the panels (a region or currency change after startup) is completed by the
  // browser's own init, and the panels are then drawn from it.
  const menuPanelsInHtml = root.menuPanelsInHtml === true && (!fetchedForKey || key === documentKey);
  useEffect(() => {
    if (!initialized || !client || fetchedForKey || !root.menuPanelsInHtml) return;
    let current = true;
    const variables: InitVariables = {
      locale: root.locale,
      currency: root.currency,
      region: root.region,
      fetchRegionSuggest: false,
      isConsultant: false,
    };
    runQuery(client, INIT_QUERY, variables).then(
      (data) => {
        if (current) startTransition(() => setFetched({ key, init: data.init }));
      },
      (error: unknown) => console.error("Loading the site data failed", error),
    );
    return () => {
      current = false;
    };
  }, [initialized, client, fetchedForKey, root.menuPanelsInHtml, key, root.locale, root.currency, root.region]);

  const chooseRegion = useCallback(
    (region: Region) => {
      setBrowserCookie(COOKIE.locale, region);
      setRegionChosen(true);
      removeAuthTokenFromUrl();
      if (region !== root.region) {
        // A new region starts with its own currency (the region's currency unless chosen again).
        clearBrowserCookie(COOKIE.currency);
        setSwitching(true);
        const { path } = splitRegionPath(location.pathname);
        navigate(
          `${regionPath(region, path)}${location.search.replace(/([?&])authToken=[^&]*&?/, "$1").replace(/[?&]$/, "")}${location.hash}`,
        );
      }
    },
    [root.region, location, navigate],
  );

  const chooseCurrency = useCallback(
    (currency: Currency) => {
      setBrowserCookie(COOKIE.currency, currency);
      if (currency === root.currency) return;
      setSwitching(true);
      void revalidator.revalidate();
    },
    [revalidator, root.currency],
  );

  const dismissRegionChoice = useCallback(() => {
    setBrowserCookie(COOKIE.regionDismissed, "1");
    // No suggestion is left to offer (a visitor who closed it once is not suggested a region again).
    setRegionSuggest(null);
  }, []);

  const dismissCookies = useCallback(() => {
    setBrowserCookie(COOKIE.cookiesDismissed, "1");
    setCookiesDismissed(true);
  }, []);

  const value = useMemo<SiteData>(
    () => ({
      init,
      menuPanelsInHtml,
      region: root.region,
      locale: root.locale,
      currency: root.currency,
      taxNote: root.taxNote,
      initFailed,
      regionChosen,
      cookiesDismissed,
      origin: root.origin,
      requestId: root.requestId,
      now: root.now,
      client,
      setUser,
      chooseRegion,
      dismissRegionChoice,
      chooseCurrency,
      dismissCookies,
      switching,
    }),
    [
      init,
      menuPanelsInHtml,
      root,
      initFailed,
      regionChosen,
      cookiesDismissed,
      client,
      chooseRegion,
      dismissRegionChoice,
      chooseCurrency,
      dismissCookies,
      switching,
    ],
  );
  const visitor = useMemo<Visitor>(() => ({ user, initialized, regionSuggest }), [user, initialized, regionSuggest]);
  return (
    <SiteContext.Provider value={value}>
      <VisitorContext.Provider value={visitor}>
        <MainMenuContext.Provider value={mainMenu}>{children}</MainMenuContext.Provider>
      </VisitorContext.Provider>
    </SiteContext.Provider>
  );
}

/* ---------------------------------------------------------------------------------------------- */

export interface ShellUi {
  expertPanel: { open: boolean; enquiryType: EnquiryType | null };
  openExpertPanel: (enquiryType: EnquiryType | null) => void;
  closeExpertPanel: () => void;
}

const ShellUiContext = createContext<ShellUi | null>(null);

const NO_SHELL: ShellUi = { expertPanel: { open: false, enquiryType: null }, openExpertPanel: () => {}, closeExpertPanel: () => {} };

/** Overlays of the shell other components open (the "Speak to an expert" panel). */
export function useShellUi(): ShellUi {
  return useContext(ShellUiContext) ?? NO_SHELL;
}

export function ShellUiProvider({ children }: { children: ReactNode }) {
  const [expertPanel, setExpertPanel] = useState<{ open: boolean; enquiryType: EnquiryType | null }>({ open: false, enquiryType: null });
  const value = useMemo<ShellUi>(
    () => ({
      expertPanel,
      openExpertPanel: (enquiryType) => setExpertPanel({ open: true, enquiryType }),
      closeExpertPanel: () => setExpertPanel((s) => ({ ...s, open: false })),
    }),
    [expertPanel],
  );
  return <ShellUiContext.Provider value={value}>{children}</ShellUiContext.Provider>;
}
