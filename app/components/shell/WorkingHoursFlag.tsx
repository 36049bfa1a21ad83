import { useMessage } from "../../lib/intl.tsx";
import { useExpertsAvailable } from "../../lib/working-hours.ts";
import "./WorkingHoursFlag.css";

/** "Our experts are available now" or "We're closed: book a consultation" (docs/product.md#working-hours). */
export function WorkingHoursFlag({ className }: { className?: string }) {
  const open = useExpertsAvailable();
  const t = useMessage();
  return (
    <span
      className={["hours-flag", open ? "hours-flag--open" : "hours-flag--closed", className].filter(Boolean).join(" ")}
      data-open={open}
    >
      <span className="hours-flag__dot" aria-hidden="true" />
      {open ? t("working_hours_open") : t("working_hours_closed")}
    </span>
  );
}
