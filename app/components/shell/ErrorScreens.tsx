// The error pages' screens: not found, the server's error and the init error. They are drawn by the
// server in full and hydrate after the page (deferred views, app/components/shell/error-views.tsx), so
// no other page loads them; the critical error, which only the browser shows, is in
// CriticalErrorScreen.tsx, loaded with the shell.
import { useState } from "react";
import { Link } from "../ui/Link.tsx";
import { useMessage } from "../../lib/intl.tsx";
import { useRegionHref } from "../../lib/site.tsx";
import { resetBrowserStateAndReload } from "../../lib/browser.ts";
import { buttonClass } from "../ui/button-class.ts";
import { Logo } from "./Logo.tsx";
import { StaffDetails } from "./CriticalErrorScreen.tsx";
import "./ErrorScreens.css";

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Not found (status 404). */
export function NotFoundScreen() {
  const t = useMessage();
  const href = useRegionHref();
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <p className="error-screen__code" aria-hidden="true">
        404
      </p>
      <h1 id="error-title" className="error-screen__title">
        {t("not_found_title")}
      </h1>
      <p className="error-screen__message">{t("not_found_message")}</p>
      <div className="error-screen__actions">
        <Link to={href("/")} className={buttonClass("secondary")}>
          {t("not_found_home")}
        </Link>
      </div>
    </section>
  );
}

/**
 * The generic server error (status 500): logged, request ID to quote, try again or call; a signed-in
 * consultant also reads what went wrong (`staffDetails`).
 */
export function ServerErrorScreen({
  requestId,
  details,
  staffDetails,
}: {
  requestId?: string | null;
  details?: string[];
  staffDetails?: readonly string[];
}) {
  const t = useMessage();
  const phone = t("contact_phone");
  return (
    <section className="error-screen" aria-labelledby="error-title">
      <h1 id="error-title" className="error-screen__title">
        {t("server_error_title")}
      </h1>
      <p className="error-screen__message">{t("server_error_message")}</p>
      <p className="error-screen__message">{t("server_error_contact")}</p>
      {details?.length ? (
        <ul className="error-screen__details">
          {details.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : null}
      {requestId ? <p className="error-screen__reference">{t("server_error_request_id", { requestId })}</p> : null}
      <StaffDetails lines={staffDetails ?? []} />
      <div className="error-screen__actions">
        <button type="button" className={buttonClass("primary")} onClick={() => window.location.reload()}>
          {t("try_again")}
        </button>
        <a href={telHref(phone)} className={buttonClass("secondary")}>
          {t("call_us", { phone })}
        </a>
      </div>
    </section>
  );
}

/**
 * The init-error screen: "Try Again" unregisters service workers, clears local and session
 * storage, cookies and every IndexedDB database, then reloads. Shown full screen, without the shell
 * (there is no site data to draw it with).
 */
export function InitErrorScreen({ requestId }: { requestId?: string | null }) {
  const t = useMessage();
  const [busy, setBusy] = useState(false);
  return (
    <div className="init-error">
      <Logo />
      <section className="error-screen" aria-labelledby="error-title">
        <h1 id="error-title" className="error-screen__title">
          {t("init_error_title")}
        </h1>
        <p className="error-screen__message">{t("init_error_message")}</p>
        {requestId ? <p className="error-screen__reference">{t("server_error_request_id", { requestId })}</p> : null}
        <div className="error-screen__actions">
          <button
            type="button"
            className={buttonClass("primary")}
            disabled={busy}
            data-disabled={busy || undefined}
            onClick={() => {
              setBusy(true);
              void resetBrowserStateAndReload();
            }}
          >
            {t("init_error_try_again")}
          </button>
        </div>
      </section>
    </div>
  );
}
