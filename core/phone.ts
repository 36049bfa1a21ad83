import type { Region } from "./regions.ts";

/**
 * Country calling codes offered beside a phone number (docs/product.md#accounts): the countries the
 * store's regions serve first, then others customers often call from. A phone is sent as a calling
 * code without "+" ("44") and a national number of digits.
 */
export const PHONE_COUNTRIES = [
  { country: "GB", code: "44" },
  { country: "US", code: "1" },
  { country: "CA", code: "1" },
  { country: "AU", code: "61" },
  { country: "NZ", code: "64" },
  { country: "IE", code: "353" },
  { country: "ZA", code: "27" },
  { country: "FR", code: "33" },
  { country: "DE", code: "49" },
  { country: "ES", code: "34" },
  { country: "IT", code: "39" },
  { country: "NL", code: "31" },
  { country: "BE", code: "32" },
  { country: "CH", code: "41" },
  { country: "AT", code: "43" },
  { country: "SE", code: "46" },
  { country: "NO", code: "47" },
  { country: "DK", code: "45" },
  { country: "PT", code: "351" },
  { country: "GR", code: "30" },
  { country: "PL", code: "48" },
  { country: "AE", code: "971" },
  { country: "SA", code: "966" },
  { country: "IN", code: "91" },
  { country: "SG", code: "65" },
  { country: "HK", code: "852" },
  { country: "JP", code: "81" },
  { country: "CN", code: "86" },
  { country: "BR", code: "55" },
  { country: "MX", code: "52" },
] as const;

export type PhoneCountry = (typeof PHONE_COUNTRIES)[number]["country"];

const REGION_COUNTRY: Record<Region, PhoneCountry> = {
  UK: "GB",
  US: "US",
  CA: "CA",
  AU: "AU",
  NZ: "NZ",
  IE: "IE",
  ZA: "ZA",
  EU: "FR",
  INT: "GB",
};

/** The calling country a region's phone field starts with. */
export function defaultPhoneCountry(region: Region): PhoneCountry {
  return REGION_COUNTRY[region];
}

/** The country a form's phone field names when it is one offered ("GB"), else the region's default. */
export function phoneCountryOr(value: string | null | undefined, region: Region): PhoneCountry {
  return PHONE_COUNTRIES.some((c) => c.country === value) ? (value as PhoneCountry) : defaultPhoneCountry(region);
}

/** The calling code of a country ("GB" -> "44"). */
export function callingCode(country: PhoneCountry): string {
  return PHONE_COUNTRIES.find((c) => c.country === country)!.code;
}

/**
 * The country to show for a stored calling code: the region's own when it shares the code ("1" in
 * Canada is Canada), else the first country with that code; null for a code not offered.
 */
export function countryOfCallingCode(code: string, region: Region): PhoneCountry | null {
  const own = defaultPhoneCountry(region);
  if (callingCode(own) === code) return own;
  return PHONE_COUNTRIES.find((c) => c.code === code)?.country ?? null;
}

/**
 * A national number as typed, in digits: spaces, dots, dashes and brackets removed ("07700 900123" ->
 * "07700900123"); null when anything else is left, "" for an empty field. Whether the digits are a
 * number of the country (its length, its trunk prefix) is the numbering plan's to say (ADR 0601).
 */
export function nationalDigits(typed: string): string | null {
  const digits = typed.replace(/[\s().-]/g, "");
  if (digits === "") return "";
  return /^\d+$/.test(digits) ? digits : null;
}
