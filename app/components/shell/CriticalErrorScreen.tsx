import { useMessage } from "../../lib/intl.tsx";
import { buttonClass } from "../ui/button-class.ts";
import "./ErrorScreens.css";

/** What went wrong, for a signed-in consultant alone (the server and the API add it for them only). */
export function StaffDetails({ lines }: { lines: readonly string[] }) {
  const t = useMessage();
  if (!lines.length) return null;
  return (
    <div className="error-screen__staff">
      <p className="error-screen__staff-title">{t("error_staff_details")}</p>
      <ul className="error-screen__details">
        {lines.map((line, i) => (
          <li key={i}>
            <code>{line}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The critical error: tokens critical_error_title, critical_error_message, contact_on_error (with trace
 * id); a signed-in consultant also reads the error (`staffDetails`).
 */
export function CriticalErrorScreen({ traceId, staffDetails }: { traceId?: string | null; staffDetails?: readonly string[] }) {
  const t = useMessage();
  return (
    <section className="error-screen" aria-labelledby="error-title" role="alert">
      <h1 id="error-title" className="error-screen__title">
        {t("critical_error_title")}
      </h1>
      <p className="error-screen__message">{t("critical_error_message")}</p>
      <p className="error-screen__message">{traceId ? t("contact_on_error", { traceId }) : t("contact_on_error_no_trace")}</p>
      <StaffDetails lines={staffDetails ?? []} />
      <div className="error-screen__actions">
        <button type="button" className={buttonClass("primary")} onClick={() => window.location.reload()}>
          {t("try_again")}
        </button>
      </div>
    </section>
  );
}
