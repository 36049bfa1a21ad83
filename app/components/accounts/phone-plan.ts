import { callingCode, type PhoneCountry } from "../../../core/phone.ts";
import type { Translate } from "../../lib/intl.tsx";

/**
 * The phone's numbering plan checked in the browser, loaded only now, when a phone is given and has
 * no error yet (ADR 0601): its error goes under `phone`. Should the plans fail to load, the server
 * checks the number all the same.
 */
export async function checkPhonePlan(
  fields: Record<string, string>,
  country: PhoneCountry,
  national: string | null,
  t: Translate,
): Promise<void> {
  if (!national || fields["phone"]) return;
  const check = await import("./phone-check.ts").catch(() => null);
  const problem = check?.phoneError(callingCode(country), national, t);
  if (problem) fields["phone"] = problem;
}
