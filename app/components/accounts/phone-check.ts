import { validatePhoneNumberLength, parsePhoneNumberFromString } from "libphonenumber-js/min";
import type { Translate } from "../../lib/intl.tsx";

/**
 * The browser's check of a phone number before a form is sent: the same numbering plans as the
 * server's (libphonenumber-js, min metadata; ADR 0601), in the store's words. Loaded only when a form
 * with a phone is sent (`import()`), so no page's first scripts carry the plans.
 *
 * `code` is the calling code without "+" ("44"), `digits` the national number in digits; answers the
 * problem to show under the field, or null for a number the plan has.
 */
export function phoneError(code: string, digits: string, t: Translate): string | null {
  const text = `+${code}${digits}`;
  const length = validatePhoneNumberLength(text);
  if (length === "INVALID_COUNTRY") return t("acc_error_phone_country", { code });
  if (length === "TOO_SHORT") return t("acc_error_phone_short", { code });
  if (length === "TOO_LONG") return t("acc_error_phone_long", { code });
  if (length || !parsePhoneNumberFromString(text)?.isValid()) return t("acc_error_phone_invalid", { code });
  return null;
}
