import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentType } from "react";
import { useMessage } from "../../lib/intl.tsx";
import type { AccountMenuProps } from "./AccountMenu.tsx";
import type { AuthMode } from "./AuthPanel.tsx";
import { useAccount } from "./session.ts";
import "./accounts.css";

// The login modal and the signed-in menu (react-aria's modal, menu and popover, the sign-in forms) are
// loaded when needed: the modal on the first open (or when the pointer or focus reaches the button),
// the menu when a user is signed in, or as soon as the modal opens, so that the menu is there (and
// takes the focus) the moment the visitor has signed in.
const loadAuthModal = () => import("./AuthModal.tsx");
const AuthModal = lazy(loadAuthModal);
let loadedAccountMenu: ComponentType<AccountMenuProps> | null = null;
const loadAccountMenu = () =>
  import("./AccountMenu.tsx").then((m) => {
    loadedAccountMenu = m.default;
    return m;
  });
const LazyAccountMenu = lazy(loadAccountMenu);

function PersonGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.3"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="8.5" r="3.75" />
      <path d="M4.75 20c.9-3.6 3.8-5.75 7.25-5.75s6.35 2.15 7.25 5.75" />
    </svg>
  );
}

/**
 * What the signed-in account button shows: the person glyph, the name and a chevron; on a narrow
 * screen the name's initial in a circle instead (the name stays the button's accessible name), so the
 * header keeps room for the logo.
 */
export function AccountMenuFace({ name }: { name: string }) {
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? "";
  return (
    <>
      <PersonGlyph />
      {/* The initial is drawn by the style sheet (attr()), so the button's text stays the name. */}
      <span className="acc-menu-button__initial" data-initial={initial} aria-hidden="true" />
      <span className="acc-menu-button__name">{name}</span>
      <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true" focusable="false" className="acc-menu-button__chevron">
        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </>
  );
}

/**
 * The header's account entry. Signed out: an account icon that opens the login modal (the same
 * form as /sign-in; focus is trapped in it, Escape closes it and focus comes back here). Signed in:
 * the first name, opening a menu with Profile and Sign out.
 */
export function AccountButton() {
  const t = useMessage();
  const { user, signOut } = useAccount();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [mode, setMode] = useState<AuthMode>("signIn");
  const trigger = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  // Signing in or out swaps the button: focus follows to the new one when it was on the old one (the
  // signed-in menu takes it when it mounts).
  useEffect(() => {
    if (!moved.current || !trigger.current) return;
    moved.current = false;
    trigger.current.focus();
  }, [user]);

  // Chosen when the visitor signs in (the loaded menu renders at once), then kept: another component
  // type would mount the menu again.
  const signedIn = user !== null;
  const AccountMenu = useMemo(() => (signedIn ? (loadedAccountMenu ?? LazyAccountMenu) : LazyAccountMenu), [signedIn]);

  if (user) {
    const name = user.firstName || user.email;
    return (
      <Suspense
        fallback={
          <button type="button" className="icon-button acc-menu-button" aria-haspopup="menu" disabled>
            <AccountMenuFace name={name} />
          </button>
        }
      >
        <AccountMenu
          name={name}
          focusOnMount={moved}
          onSignOut={() => {
            moved.current = true;
            void signOut();
          }}
        />
      </Suspense>
    );
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="icon-button acc-open"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadAuthModal()}
        onFocus={() => void loadAuthModal()}
        onClick={() => {
          void loadAccountMenu();
          setMode("signIn");
          setOpen(true);
          setOpened(true);
        }}
      >
        <PersonGlyph />
        <span className="icon-button__label">{t("acc_sign_in_open")}</span>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <AuthModal
            isOpen={open}
            onOpenChange={setOpen}
            mode={mode}
            onModeChange={setMode}
            onSignedIn={() => {
              moved.current = true;
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
