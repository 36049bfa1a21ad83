import { useState } from "react";
import type { MainMenuEntry } from "../../lib/site-data.ts";
import { Modal } from "../ui/Dialog.tsx";
import { StoreLink } from "../ui/StoreLink.tsx";
import { useMessage } from "../../lib/intl.tsx";
import { ChevronIcon } from "./icons.tsx";
import { MenuItemLink } from "./MegaMenuPanel.tsx";
import { WorkingHoursFlag } from "./WorkingHoursFlag.tsx";
import { RegionSwitcher } from "./RegionSwitcher.tsx";
import "./MobileMenu.css";

export interface MobileMenuDrawerProps {
  entries: MainMenuEntry[];
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** The mobile menu's drawer from the left (loaded on the first open): the entries not hidden on mobile. */
export default function MobileMenuDrawer({ entries, open, setOpen }: MobileMenuDrawerProps) {
  const t = useMessage();
  const [expanded, setExpanded] = useState<number | null>(null);
  const close = () => setOpen(false);
  const visible = entries.map((entry, index) => ({ entry, index })).filter(({ entry }) => !entry.hideOnMobile);
  return (
    <Modal isOpen={open} onOpenChange={setOpen} title={t("menu_main")} placement="left" hideTitle className="mobile-menu">
      <nav aria-label={t("menu_main")}>
        <ul className="mobile-menu__list">
          {visible.map(({ entry, index }) => {
            const isExpanded = expanded === index;
            const panelId = `mobile-menu-${index}`;
            return (
              <li key={`${entry.title}-${index}`} className="mobile-menu__entry">
                {entry.subMenu ? (
                  <>
                    <button
                      type="button"
                      className="mobile-menu__trigger"
                      aria-expanded={isExpanded}
                      aria-controls={panelId}
                      onClick={() => setExpanded(isExpanded ? null : index)}
                    >
                      {entry.title}
                      <ChevronIcon size={16} />
                    </button>
                    <div id={panelId} className="mobile-menu__panel" hidden={!isExpanded}>
                      {entry.link ? (
                        <StoreLink link={entry.link} className="mobile-menu__all" onNavigate={close}>
                          {t("menu_view_all", { title: entry.title })}
                        </StoreLink>
                      ) : null}
                      {entry.subMenu.sections.map((section, i) => (
                        <div key={`${section.title ?? ""}-${i}`} className="mobile-menu__section">
                          {section.title ? <p className="mobile-menu__section-title">{section.title}</p> : null}
                          <ul className="mobile-menu__items">
                            {section.items.map((item, j) => (
                              <li key={`${item.title}-${j}`}>
                                <MenuItemLink item={item} onNavigate={close} />
                              </li>
                            ))}
                          </ul>
                        </div>
                      ))}
                    </div>
                  </>
                ) : entry.link ? (
                  <StoreLink link={entry.link} className="mobile-menu__trigger" onNavigate={close}>
                    {entry.title}
                  </StoreLink>
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mobile-menu__foot">
        <WorkingHoursFlag />
        <RegionSwitcher compact />
      </div>
    </Modal>
  );
}
