import "./shell.css";
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { isExternalHref } from "../../lib/links.ts";
import { SiteDataProvider, useShellUi, useSite } from "../../lib/site.tsx";
import type { EnquiryType } from "../../../core/vocabulary/site.ts";
import type { MainMenuEntry } from "../../lib/site-data.ts";
import { StoreLink } from "../ui/StoreLink.tsx";
import { IntlRoot, useMessage, usePageIntl } from "../../lib/intl.tsx";
import { useRenderOnce } from "../../lib/static-markup.tsx";
import { ChevronIcon } from "./icons.tsx";
import { deferredView } from "../../lib/lazy-view.tsx";
import "./MegaMenu.css";

// A panel's contents are drawn by the server, and in the browser only once the site data holds the
// menu (MenuPanel): until then the panels are the server's markup, and their code is loaded when first
// drawn (app/lib/lazy-view.tsx).
const SubMenuPanel = deferredView(() => import("./MegaMenuPanel.tsx").then((m) => m.SubMenuPanel));

/**
 * The desktop main menu (>= 1024 px): each entry with a sub-menu is a disclosure button that opens a
 * full-width panel (sections of items with media or glyphs, and an editorial card). Hover opens it for
 * pointer users; click, Enter and Space for everyone; Escape closes and returns focus.
 */
export function MegaMenu({ entries }: { entries: MainMenuEntry[] }) {
  const t = useMessage();
  const [open, setOpen] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const location = useLocation();
  const baseId = useId();

  useEffect(() => setOpen(null), [location.pathname]);
  useEffect(() => {
    if (open === null) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        const button = navRef.current?.querySelector<HTMLButtonElement>(`[data-menu-index="${open}"]`);
        setOpen(null);
        button?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(e.target as Node)) setOpen(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const hover = (index: number | null) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setOpen(index), index === null ? 180 : 90);
  };

  const visible = entries.map((entry, index) => ({ entry, index })).filter(({ entry }) => !entry.hideOnDesktop);
  return (
    <nav className="mega-menu" aria-label={t("menu_main")} ref={navRef} onPointerLeave={(e) => e.pointerType === "mouse" && hover(null)}>
      <ul className="mega-menu__list">
        {visible.map(({ entry, index }) => {
          const panelId = `${baseId}-panel-${index}`;
          const isOpen = open === index;
          return (
            <li
              key={`${entry.title}-${index}`}
              className="mega-menu__entry"
              onPointerEnter={(e) => e.pointerType === "mouse" && entry.subMenu && hover(index)}
            >
              {entry.subMenu ? (
                <>
                  <button
                    type="button"
                    className="mega-menu__trigger"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    data-menu-index={index}
                    onClick={() => {
                      clearTimeout(hoverTimer.current);
                      setOpen(isOpen ? null : index);
                    }}
                  >
                    {entry.title}
                    <ChevronIcon size={12} />
                  </button>
                  <MenuPanel id={panelId} open={isOpen} entry={entry} onNavigate={() => setOpen(null)}>
                    <SubMenuPanel entry={entry} subMenu={entry.subMenu} onNavigate={() => setOpen(null)} />
                  </MenuPanel>
                </>
              ) : entry.link ? (
                <StoreLink link={entry.link} className="mega-menu__trigger">
                  {entry.title}
                </StoreLink>
              ) : (
                <span className="mega-menu__trigger">{entry.title}</span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * A panel: its contents, or, while the site data has none (app/lib/site-menu.ts), the markup the server
 * drew, kept as it is; its links then navigate in the page and its enquiry buttons open the panel
 * they name, as the rendered ones do.
 */
function MenuPanel({
  id,
  open,
  entry,
  onNavigate,
  children,
}: {
  id: string;
  open: boolean;
  entry: MainMenuEntry;
  onNavigate: () => void;
  children: ReactNode;
}) {
  const site = useSite();
  const navigate = useNavigate();
  const ui = useShellUi();
  const intl = usePageIntl();
  const renderOnce = useRenderOnce();
  // The server's markup is only there while the page hydrates (later panels wait for the site data).
  const [drawn] = useState(() => ({
    region: site.region,
    html:
      typeof document !== "undefined" && document.documentElement.dataset["hydrated"] !== "true"
        ? (document.getElementById(id)?.innerHTML ?? "")
        : "",
  }));
  if (!site.menuPanelsInHtml && renderOnce) {
    // The server: the panel's markup is the same for every page of the site data, region and
    // messages, and the browser keeps it as it is (below): drawn once, not at every page.
    const html = renderOnce([entry, intl.messages], `${site.region}|${intl.locale}`, () => (
      <IntlRoot locale={intl.locale} messages={intl.messages}>
        <SiteDataProvider value={site}>{children}</SiteDataProvider>
      </IntlRoot>
    ));
    return <div id={id} className="mega-menu__panel" hidden={!open} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  if (!site.menuPanelsInHtml) {
    return (
      <div id={id} className="mega-menu__panel" hidden={!open}>
        {children}
      </div>
    );
  }
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    const button = target.closest<HTMLButtonElement>("button.link-button");
    if (button) {
      onNavigate();
      ui.openExpertPanel((button.dataset["enquiryType"] as EnquiryType | undefined) || null);
      return;
    }
    const anchor = target.closest<HTMLAnchorElement>("a[href]");
    const href = anchor?.getAttribute("href");
    if (!anchor || !href || isExternalHref(href) || anchor.target === "_blank") return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate();
    void navigate(href);
  };
  return (
    <div
      id={id}
      className="mega-menu__panel"
      hidden={!open}
      onClick={onClick}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: drawn.region === site.region ? drawn.html : "" }}
    />
  );
}
