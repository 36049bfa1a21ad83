import { workingHoursWords, type WorkingHours } from "../../../core/working-hours.ts";
import type { Locale } from "../../../core/regions.ts";
import { useMessage, type Translate } from "../../lib/intl.tsx";
import { useSite } from "../../lib/site.tsx";

/**
 * The experts' working hours in the visitor's words ("Monday to Saturday, 11am to 6pm UK time",
 * "… 11 a.m. to 6 p.m. …" in en-us): the one sentence every place that says them shows (the footer,
 * the consultation block), from the site data's hours. Null when the hours cannot be said.
 */
function workingHoursText(t: Translate, hours: WorkingHours, locale: Locale): string | null {
  const words = workingHoursWords(hours, locale);
  return words ? t("working_hours_schedule", words) : null;
}

/** The site's working hours in the page's words (`workingHoursText`), or null without site data. */
export function useWorkingHoursText(): string | null {
  const { init, locale } = useSite();
  const t = useMessage();
  return init ? workingHoursText(t, init.workingHours, locale) : null;
}
