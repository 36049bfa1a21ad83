import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components";
import { useMessage } from "../../lib/intl.tsx";
import { useRegionHref } from "../../lib/site.tsx";
import { Modal } from "../ui/Dialog.tsx";
import { AuthPanel, type AuthMode } from "./AuthPanel.tsx";
import { useAccount } from "./session.ts";
import "./accounts.css";

function PersonGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8.5" r="3.75" />
      <path d="M4.75 20c.9-3.6 3.8-5.75 7.25-5.75s6.35 2.15 7.25 5.75" />
    </svg>
  );
}

/**
 * The header's account entry. Signed out: an account icon that opens the login modal (the same
 * form as /sign-in; focus is trapped in it, Escape closes it and focus comes back here). Signed in:
 * the first name, opening a menu with Profile and Sign out.
 */
export function AccountButton() {
  const t = useMessage();
  const href = useRegionHref();
  const navigate = useNavigate();
  const { user, signOut } = useAccount();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<AuthMode>("signIn");
  const trigger = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  // Signing in or out swaps the button: focus follows to the new one when it was on the old one.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    trigger.current?.focus();
  }, [user]);

  if (user) {
    const name = user.firstName || user.email;
    return (
      <MenuTrigger>
        <AriaButton ref={trigger} className="icon-button acc-menu-button">
          <PersonGlyph />
          <span className="acc-menu-button__name">{name}</span>
          <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" focusable="false" className="acc-menu-button__chevron">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </AriaButton>
        <Popover placement="bottom end" className="acc-menu-popover">
          <Menu
            className="acc-menu"
            aria-label={t("acc_menu_label", { name })}
            onAction={(key) => {
              if (key === "profile") navigate(href("/profile"));
              if (key === "sign-out") {
                moved.current = true;
                void signOut();
              }
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

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="icon-button acc-open"
        aria-haspopup="dialog"
        onClick={() => {
          setMode("signIn");
          setOpen(true);
        }}
      >
        <PersonGlyph />
        <span className="icon-button__label">{t("acc_sign_in_open")}</span>
      </button>
      <Modal isOpen={open} onOpenChange={setOpen} title={mode === "signIn" ? t("acc_sign_in_title") : t("acc_register_title")} className="acc-modal">
        <AuthPanel
          mode={mode}
          onModeChange={setMode}
          returnTo={typeof window === "undefined" ? null : `${window.location.pathname}${window.location.search}`}
          autoFocus
          onSignedIn={() => {
            moved.current = true;
            setOpen(false);
          }}
          onLeave={() => setOpen(false)}
        />
      </Modal>
    </>
  );
}
