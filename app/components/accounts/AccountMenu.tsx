import { useEffect, useRef, type RefObject } from "react";
import { useNavigate } from "react-router";
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components";
import { useMessage } from "../../lib/intl.tsx";
import { useRegionHref } from "../../lib/site.tsx";
import { ACCOUNT_PATHS } from "../../../core/urls/account-paths.ts";
import { AccountMenuFace } from "./AccountButton.tsx";

export interface AccountMenuProps {
  name: string;
  onSignOut: () => void;
  /** Set when the button replaced a focused one (signing in): the menu's button takes the focus. */
  focusOnMount: RefObject<boolean>;
}

/** The signed-in header entry: the first name, opening a menu with Profile and Sign out. */
export default function AccountMenu({ name, onSignOut, focusOnMount }: AccountMenuProps) {
  const t = useMessage();
  const href = useRegionHref();
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Marks the menu as working in this browser (it is loaded on its own, after the page hydrates).
    trigger.current?.setAttribute("data-ready", "");
    if (!focusOnMount.current) return;
    focusOnMount.current = false;
    trigger.current?.focus();
  }, [focusOnMount]);
  return (
    <MenuTrigger>
      <AriaButton ref={trigger} className="icon-button acc-menu-button">
        <AccountMenuFace name={name} />
      </AriaButton>
      <Popover placement="bottom end" className="acc-menu-popover">
        <Menu
          className="acc-menu"
          aria-label={t("acc_menu_label", { name })}
          onAction={(key) => {
            if (key === "profile") navigate(href(ACCOUNT_PATHS.profile));
            if (key === "sign-out") onSignOut();
          }}
        >
          <MenuItem id="profile" className="acc-menu__item">
            {t("acc_menu_profile")}
          </MenuItem>
          <MenuItem id="sign-out" className="acc-menu__item">
            {t("acc_menu_sign_out")}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
