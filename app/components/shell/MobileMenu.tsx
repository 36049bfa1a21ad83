import "./shell.css";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { MainMenuEntry } from "../../lib/site-data.ts";
import { useMessage } from "../../lib/intl.tsx";
import { useMainMenu } from "../../lib/site.tsx";
import { MenuBarsIcon } from "./icons.tsx";
import "./MobileMenu.css";

// The drawer (react-aria's modal) is loaded on the first open, or when the pointer or focus reaches the button.
const loadDrawer = () => import("./MobileMenuDrawer.tsx");
const MobileMenuDrawer = lazy(loadDrawer);

/**
 * The mobile menu (< 1024 px): a drawer from the left with the entries not hidden on mobile, and their
 * panels' contents once the browser has them (`useMainMenu()`).
 */
export function MobileMenu({ entries }: { entries: MainMenuEntry[] }) {
  const t = useMessage();
  const withPanels = useMainMenu();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  return (
    <>
      <button
        type="button"
        className="icon-button mobile-menu__toggle"
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
        aria-expanded={open}
      >
        <MenuBarsIcon size={22} />
        <span className="icon-button__label">{t("menu_open")}</span>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer entries={withPanels ?? entries} open={open} setOpen={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
