import type { MainMenuEntry, MenuItem, SubMenu } from "../../lib/site-data.ts";
import { StoreLink } from "../ui/StoreLink.tsx";
import { Image } from "../ui/Image.tsx";
import { useMessage } from "../../lib/intl.tsx";
import { MenuIcon } from "./MenuIcon.tsx";
import "./MegaMenu.css";

/** A panel's contents: its title and description, its sections of items, and its editorial card. */
export function SubMenuPanel({ entry, subMenu, onNavigate }: { entry: MainMenuEntry; subMenu: SubMenu; onNavigate: () => void }) {
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
  const className = ["menu-item", `menu-item--${item.style.toLowerCase().replace(/_/g, "-")}`, large ? "menu-item--large" : ""]
    .filter(Boolean)
    .join(" ");
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
