import { countdownParts } from "../../../core/delivery.ts";
import type { MessageId } from "../../i18n/en-gb.ts";
import { useMessage } from "../../lib/intl.tsx";
import "./Countdown.css";

interface CountdownProps {
  /** When the order must be placed (ISO date-time). */
  deadline: string;
  /** The current time (ms), ticked by the caller. */
  now: number;
}

const UNITS = [
  ["days", "cat_countdown_days"],
  ["hours", "cat_countdown_hours"],
  ["minutes", "cat_countdown_minutes"],
  ["seconds", "cat_countdown_seconds"],
] as const satisfies readonly (readonly [string, MessageId])[];

/** The time left to the order deadline in days, hours, minutes and seconds. */
export function Countdown({ deadline, now }: CountdownProps) {
  const t = useMessage();
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
