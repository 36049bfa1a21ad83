import { useEffect, useState } from "react";
import { countdownParts } from "../../../core/delivery.ts";
import type { MessageId } from "../../i18n/en-gb.ts";
import { useMessage } from "../../lib/intl.tsx";
import "./Countdown.css";

interface CountdownProps {
  /** When the order must be placed (ISO date-time). */
  deadline: string;
  /** The time the page was rendered on the server (ISO), so the first client render matches it. */
  renderedAt: string;
}

const UNITS = [
  ["days", "cat_countdown_days"],
  ["hours", "cat_countdown_hours"],
  ["minutes", "cat_countdown_minutes"],
  ["seconds", "cat_countdown_seconds"],
] as const satisfies readonly (readonly [string, MessageId])[];

/** The time left to the order deadline in days, hours, minutes and seconds, ticking every second. */
export function Countdown({ deadline, renderedAt }: CountdownProps) {
  const t = useMessage();
  const [now, setNow] = useState(() => Date.parse(renderedAt));
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const parts = countdownParts(new Date(now), new Date(deadline));
  const spoken = t("cat_countdown_left", { days: parts.days, hours: parts.hours, minutes: parts.minutes });
  return (
    <span className="cat-countdown" role="timer" aria-label={spoken} data-countdown>
      {UNITS.map(([key, unit]) => (
        <span key={key} className="cat-countdown__part" aria-hidden="true" data-unit={key}>
          <span className="cat-countdown__value">{String(parts[key]).padStart(2, "0")}</span>
          <span className="cat-countdown__unit">{t(unit)}</span>
        </span>
      ))}
    </span>
  );
}
