import { parsePhoneNumberFromString, validatePhoneNumberLength } from "libphonenumber-js/min";

/**
 * A phone number checked against the numbering plans of libphonenumber-js (its min metadata, ADR
 * 0601): the calling code must exist, the national number must have a length the country uses and
 * match its plan. The trunk prefix ("0" in "07700 …") is dropped where the country dials it only at
 * home, and kept where it belongs to the number (Italy).
 */
export type PhoneCheck =
  | { ok: true; countryCode: string; nationalNumber: string; e164: string }
  | { ok: false; problem: "country" | "short" | "long" | "invalid" };

/** `countryCode` is digits without "+" ("44"); `digits` the national number in digits (spaces and the like removed). */
export function checkPhone(countryCode: string, digits: string): PhoneCheck {
  const text = `+${countryCode}${digits}`;
  const length = validatePhoneNumberLength(text);
  if (length === "INVALID_COUNTRY") return { ok: false, problem: "country" };
  if (length === "TOO_SHORT") return { ok: false, problem: "short" };
  if (length === "TOO_LONG") return { ok: false, problem: "long" };
  const phone = parsePhoneNumberFromString(text);
  if (length || !phone || !phone.isValid()) return { ok: false, problem: "invalid" };
  return { ok: true, countryCode: phone.countryCallingCode, nationalNumber: phone.nationalNumber, e164: phone.number };
}

/** What the customer reads for each problem (the API's messages are in English; the pages have their own words). */
export const PHONE_PROBLEM_MESSAGES = {
  country: (code: string) => `There is no country with the calling code +${code}. Please choose a country code.`,
  short: (code: string) => `This phone number is too short for +${code}.`,
  long: (code: string) => `This phone number is too long for +${code}.`,
  invalid: (code: string) => `This is not a valid phone number for +${code}.`,
} as const;

/** A stored E.164 number's parts and its international writing ("+44 7400 900123"); null for one that does not parse. */
export function phoneOfE164(e164: string | null | undefined): { e164: string; nationalNumber: string; countryCode: string } | null {
  const phone = e164 ? parsePhoneNumberFromString(e164) : undefined;
  return phone ? { e164: phone.number, nationalNumber: phone.nationalNumber, countryCode: phone.countryCallingCode } : null;
}

/** How a phone number is written for reading: international form, grouped as its country groups it. */
export function internationalPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
