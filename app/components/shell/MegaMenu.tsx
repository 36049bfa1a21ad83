import "./shell.css";
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { isExternalHref } from "../../lib/links.ts";
import { useShellUi, useSite } from "../../lib/site.tsx";
import type { EnquiryType } from "../../../core/vocabulary/site.ts";
import type { MainMenuEntry, MenuItem, SubMenu } from "../../lib/site-data.ts";
import { StoreLink } from "../ui/StoreLink.tsx";
import { Image } from "../ui/Image.tsx";
import { useMessage } from "../../lib/intl.tsx";
import { ChevronIcon, MenuIcon } from "./icons.tsx";
import "./MegaMenu.css";

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
            <li key={`${entry.title}-${index}`} className="mega-menu__entry" onPointerEnter={(e) => e.pointerType === "mouse" && entry.subMenu && hover(index)}>
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
                  <MenuPanel id={panelId} open={isOpen} onNavigate={() => setOpen(null)}>
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
function MenuPanel({ id, open, onNavigate, children }: { id: string; open: boolean; onNavigate: () => void; children: ReactNode }) {
  const site = useSite();
  const navigate = useNavigate();
  const ui = useShellUi();
  // The server's markup is only there while the page hydrates (later panels wait for the site data).
  const [drawn] = useState(() => ({
    region: site.region,
    html: typeof document !== "undefined" && document.documentElement.dataset["hydrated"] !== "true" ? (document.getElementById(id)?.innerHTML ?? "") : "",
  }));
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

function SubMenuPanel({ entry, subMenu, onNavigate }: { entry: MainMenuEntry; subMenu: SubMenu; onNavigate: () => void }) {
  const t = useMessage();
  const editorial = subMenu.editorialContent;
  return (
    <div className="mega-panel container">
      <div className="mega-panel__intro">
        <p className="mega-panel__title">{subMenu.title}</p>
        {subMenu.description ? <p className="mega-panel__description">{subMenu.description}</p> : null}
        {entry.link ? (
          <StoreLink link={entry.link} className="mega-panel__all" onNavigate={onNavigate}>
            {t("menu_view_all", { title: entry.title })}
          </StoreLink>
        ) : null}
      </div>
      <div className={`mega-panel__sections${subMenu.useLargeFormatItems ? " mega-panel__sections--large" : ""}`}>
        {subMenu.sections.map((section, i) => (
          <div key={`${section.title ?? ""}-${i}`} className="mega-panel__section">
            {section.title ? <p className="mega-panel__section-title">{section.title}</p> : null}
            <ul className="mega-panel__items">
              {section.items.map((item, j) => (
                <li key={`${item.title}-${j}`}>
                  <MenuItemLink item={item} large={subMenu.useLargeFormatItems} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {editorial ? (
        <div className="mega-panel__editorial">
          {editorial.image ? <Image image={editorial.image} sizes="320px" className="mega-panel__editorial-image" alt="" /> : null}
          <p className="mega-panel__editorial-text">{editorial.text}</p>
          {editorial.link ? <StoreLink link={editorial.link} className="text-link" onNavigate={onNavigate} /> : null}
        </div>
      ) : null}
    </div>
  );
}

export function MenuItemLink({ item, large, onNavigate }: { item: MenuItem; large?: boolean; onNavigate?: () => void }) {
  const className = ["menu-item", `menu-item--${item.style.toLowerCase().replace(/_/g, "-")}`, large ? "menu-item--large" : ""].filter(Boolean).join(" ");
  const content = (
    <>
      {large && item.media ? (
        <Image image={item.media} sizes="200px" className="menu-item__media" alt="" />
      ) : item.icon ? (
        <span className="menu-item__icon">
          <MenuIcon name={item.icon} />
        </span>
      ) : null}
      <span className="menu-item__title">{item.title}</span>
    </>
  );
  if (!item.link) return <span className={className}>{content}</span>;
  return (
    <StoreLink link={item.link} className={className} onNavigate={onNavigate}>
      {content}
    </StoreLink>
  );
}
