import { useEffect, useState } from "react";
import { countdownParts } from "../../../core/delivery.ts";

interface CountdownProps {
  /** When the order must be placed (ISO date-time). */
  deadline: string;
  /** The time the page was rendered on the server (ISO), so the first client render matches it. */
  renderedAt: string;
}

const UNITS = [
  ["days", "Days"],
  ["hours", "Hrs"],
  ["minutes", "Mins"],
  ["seconds", "Secs"],
] as const;

/** The time left to the order deadline in days, hours, minutes and seconds, ticking every second (SPEC 1). */
export function Countdown({ deadline, renderedAt }: CountdownProps) {
  const [now, setNow] = useState(() => Date.parse(renderedAt));
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const parts = countdownParts(new Date(now), new Date(deadline));
  const spoken = `${parts.days} days, ${parts.hours} hours, ${parts.minutes} minutes left`;
  return (
    <span className="cat-countdown" role="timer" aria-label={spoken} data-countdown>
      {UNITS.map(([key, unit]) => (
        <span key={key} className="cat-countdown__part" aria-hidden="true" data-unit={key}>
          <span className="cat-countdown__value">{String(parts[key]).padStart(2, "0")}</span>
          <span className="cat-countdown__unit">{unit}</span>
        </span>
      ))}
    </span>
  );
}
