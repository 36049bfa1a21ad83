import { useEffect, useState } from "react";
import { DEFAULT_WORKING_HOURS, WORKING_HOURS_CHECK_MS, isWithinWorkingHours, type WorkingHours } from "../../core/working-hours.ts";
import { useSite } from "./site.tsx";

/**
 * Whether the experts are available now (recomputed every minute). The first value uses the
 * server's render time so hydration matches; the browser's clock takes over after mount.
 */
export function useExpertsAvailable(): boolean {
  const { init, now } = useSite();
  const hours: WorkingHours = init?.workingHours ?? DEFAULT_WORKING_HOURS;
  const key = `${hours.weekDays.join(",")}|${hours.opening}|${hours.closing}|${hours.timeZone}`;
  const [open, setOpen] = useState(() => isWithinWorkingHours(new Date(now), hours));
  useEffect(() => {
    const check = () => setOpen(isWithinWorkingHours(new Date(), hours));
    check();
    const timer = setInterval(check, WORKING_HOURS_CHECK_MS);
    return () => clearInterval(timer);
  }, [key]);
  return open;
}
