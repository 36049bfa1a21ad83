import type { ReactNode } from "react";
import { useMessage } from "../../lib/intl.tsx";
import { ShellUiProvider, useSite } from "../../lib/site.tsx";
import { CookieBanner } from "./CookieBanner.tsx";
import { ConsultantBanner } from "../accounts/ConsultantBanner.tsx";
import { ExpertPanel } from "./ExpertPanel.tsx";
import { InitErrorScreen } from "./ErrorScreens.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { RegionModal } from "./RegionModal.tsx";
import { HeaderOffset, RouteFade } from "./RouteEffects.tsx";
import { Splash } from "./Splash.tsx";
import "./shell.css";

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
 * <main id="main">, footer, cookie banner and the overlays (region choice, speak to an expert).
 */
export function Shell({ children }: { children: ReactNode }) {
  const site = useSite();
  if (site.initFailed || !site.init) return <InitErrorScreen requestId={site.requestId} />;
  return (
    <ShellUiProvider>
      <SkipLink />
      <ConsultantBanner />
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        <RouteFade>{children}</RouteFade>
      </main>
      <Footer />
      <CookieBanner />
      <RegionModal />
      <ExpertPanel />
      <HeaderOffset />
      {/* The app re-initialises with new site data when the region or currency changes. */}
      {site.switching ? <Splash /> : null}
    </ShellUiProvider>
  );
}
