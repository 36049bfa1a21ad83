import "./shell.css";
import { Link } from "../ui/Link.tsx";
import { useRegionHref, useShellUi, useSite } from "../../lib/site.tsx";
import { useMessage } from "../../lib/intl.tsx";
import { ChatIcon } from "./icons.tsx";
import { AccountButton } from "../accounts/AccountButton.tsx";
import { Logo } from "./Logo.tsx";
import { MegaMenu } from "./MegaMenu.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { PreHeader } from "./PreHeader.tsx";
import { TopBar } from "./TopBar.tsx";
import "./Header.css";

/**
 * The header: top bar, pre-header and header appear only once the main menu is loaded.
 * Desktop (>= 1024 px) shows the mega-menu; smaller screens a menu button opening a drawer.
 */
export function Header() {
  const { init, region, currency } = useSite();
  const t = useMessage();
  const href = useRegionHref();
  const ui = useShellUi();
  const menu = init?.mainMenu;
  if (!menu || menu.length === 0) return null;
  return (
    <>
      <aside className="site-announcements" aria-label={t("announcements_label")}>
        <TopBar />
        <PreHeader />
      </aside>
      <header className="site-header">
        <div className="site-header__bar container">
          <div className="site-header__start">
            <MobileMenu entries={menu} />
            <button type="button" className="icon-button site-header__expert" onClick={() => ui.openExpertPanel(null)}>
              <ChatIcon size={20} />
              <span className="icon-button__label">{t("speak_to_expert")}</span>
            </button>
          </div>
          <Link to={href("/")} className="site-header__logo" aria-label={t("brand_home")}>
            <Logo />
          </Link>
          <div className="site-header__end">
            <span className="site-header__region" title={t("region_switcher_title")}>
              {region} · {currency}
            </span>
            <AccountButton />
          </div>
        </div>
        <MegaMenu entries={menu} />
      </header>
    </>
  );
}
