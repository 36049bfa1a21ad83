import { lazy, Suspense, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useMessage } from "../../lib/intl.tsx";
import { regionSuggested, ShellUiProvider, useShellUi, useSite, useVisitor } from "../../lib/site.tsx";
import { isAdminUser } from "../accounts/session.ts";
import { InitErrorView } from "./error-views.tsx";
import { Header } from "./Header.tsx";
import { HeaderOffset, RouteFade } from "./RouteEffects.tsx";
import { deferredView } from "../../lib/lazy-view.tsx";
import "./shell.css";
// The stylesheets of the parts below that load on their own, which the server writes with the shell's
// (ADR 0210): the cookie banner is drawn by the server.
import "./CookieBanner.css";

// The footer, below the fold, hydrates after the rest of the page (app/lib/lazy-view.tsx).
const Footer = deferredView(() => import("./Footer.tsx").then((m) => m.Footer));
// The cookie banner, drawn by the server until it is dismissed, likewise: its link works as a plain
// link, and its button once its script has run, right after the page.
const CookieBanner = deferredView(() => import("./CookieBanner.tsx").then((m) => m.CookieBanner));
// The overlays (react-aria's modal and what is in them) and the splash of a change of region are
// loaded when they are first shown.
const Splash = lazy(() => import("./Splash.tsx").then((m) => ({ default: m.Splash })));
const RegionModal = lazy(() => import("./RegionModal.tsx").then((m) => ({ default: m.RegionModal })));
const ExpertPanel = lazy(() => import("./ExpertPanel.tsx").then((m) => ({ default: m.ExpertPanel })));
// The consultant notices (the admin's warning; a consultant seeing the store as a customer), which only they
// are shown, load for them alone.
const ConsultantBanner = lazy(() => import("../accounts/ConsultantBanner.tsx").then((m) => ({ default: m.ConsultantBanner })));

/**
 * Renders an overlay from the first time it is wanted on (so it can close, with its animation and
 * focus given back, as before); nothing, and nothing loaded, until then.
 */
function OnceWanted({ wanted, children }: { wanted: boolean; children: ReactNode }) {
  const [seen, setSeen] = useState(wanted);
  if (wanted && !seen) setSeen(true);
  return wanted || seen ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The region-choice modal, from when the visitor has not chosen a region and another is suggested. */
function RegionModalWhenSuggested() {
  const wanted = regionSuggested(useSite(), useVisitor());
  return (
    <OnceWanted wanted={wanted}>
      <RegionModal />
    </OnceWanted>
  );
}

/** The consultant notices: for a signed-in consultant with the admin flag, or one acting as a customer. */
function ConsultantBannerForAdmin() {
  const { user } = useVisitor();
  return isAdminUser(user) || user?.impersonatedBy ? (
    <Suspense fallback={null}>
      <ConsultantBanner />
    </Suspense>
  ) : null;
}

function ExpertPanelWhenOpened() {
  const ui = useShellUi();
  return (
    <OnceWanted wanted={ui.expertPanel.open}>
      <ExpertPanel />
    </OnceWanted>
  );
}

/** The first focusable element: moves focus to the main content. */
function SkipLink() {
  const t = useMessage();
  return (
    <a
      href="#main"
      className="skip-link"
      onClick={(event) => {
        const main = document.getElementById("main");
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      {t("skip_to_main")}
    </a>
  );
}

/**
 * The storefront shell around every page: skip link, top bar, header with menus, the page in
 * <main id="main">, footer, cookie banner and the overlays (region choice, speak to an expert). The
 * staff area's pages get the skip link and <main> alone: their layout draws the area's own frame.
 */
export function Shell({ children }: { children: ReactNode }) {
  const site = useSite();
  const { pathname } = useLocation();
  if (site.initFailed || !site.init) return <InitErrorView requestId={site.requestId} />;
  // The staff area (/staff, never under a region prefix) has a frame of its own: no store header, footer or overlays.
  if (pathname === "/staff" || pathname.startsWith("/staff/"))
    return (
      <ShellUiProvider>
        <SkipLink />
        <main id="main" tabIndex={-1} className="site-main">
          {children}
        </main>
      </ShellUiProvider>
    );
  return (
    <ShellUiProvider>
      <SkipLink />
      <ConsultantBannerForAdmin />
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        <RouteFade>{children}</RouteFade>
      </main>
      <Footer />
      {site.cookiesDismissed ? null : <CookieBanner />}
      <RegionModalWhenSuggested />
      <ExpertPanelWhenOpened />
      <HeaderOffset />
      {/* The app re-initialises with new site data when the region or currency changes. */}
      {site.switching ? (
        <Suspense fallback={null}>
          <Splash />
        </Suspense>
      ) : null}
    </ShellUiProvider>
  );
}
