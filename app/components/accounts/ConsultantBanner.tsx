import { useEffect, useState } from "react";
import { COOKIE, readCookie } from "../../../core/cookies.ts";
import { setBrowserCookie } from "../../lib/browser.ts";
import { useMessage } from "../../lib/intl.tsx";
import { useVisitor } from "../../lib/site.tsx";
import { buttonClass } from "../ui/button-class.ts";
import { ImpersonationBanner } from "../orders/ImpersonationBanner.tsx";
import { isAdminUser } from "./session.ts";
import "./accounts.css";

/** How long a dismissed consultant warning stays hidden. */
const HIDE_SECONDS = 15 * 60;

/**
 * A consultant with the admin flag is told, on every page, that what they do acts for the store.
 * Dismissing it sets `hide_general_warnings` for 15 minutes; the banner shows again after that. It
 * appears once the page is interactive (the cookie is read in the browser). A consultant seeing the
 * store as a customer is told so above it (app/components/orders/ImpersonationBanner.tsx).
 */
export function ConsultantBanner() {
  return (
    <>
      <ImpersonationBanner />
      <AdminWarning />
    </>
  );
}

function AdminWarning() {
  const t = useMessage();
  const { user } = useVisitor();
  const admin = isAdminUser(user);
  const [hidden, setHidden] = useState(true);
  useEffect(() => {
    if (admin) setHidden(readCookie(document.cookie, COOKIE.hideGeneralWarnings) !== null);
  }, [admin]);
  if (!admin || hidden) return null;
  return (
    <section className="acc-consultant" aria-label={t("acc_consultant_label")}>
      <div className="acc-consultant__inner container">
        <p className="acc-consultant__text">{t("acc_consultant_warning")}</p>
        <button
          type="button"
          className={buttonClass("inverse", "sm")}
          onClick={() => {
            setBrowserCookie(COOKIE.hideGeneralWarnings, "1", HIDE_SECONDS);
            setHidden(true);
          }}
        >
          {t("acc_consultant_dismiss")}
        </button>
      </div>
    </section>
  );
}
