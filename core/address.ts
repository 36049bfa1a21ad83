import { EU_MEMBER_STATES, type Region } from "./regions.ts";

/**
 * Delivery addresses (docs/product.md#checkout): the countries each region delivers to, each
 * country's postcode rule, and the states and provinces of the countries whose sales tax follows
 * them (US, Canada). Pure: the checkout's service and its forms check an address with the same rules.
 */

/** A country's postcode: the pattern it is checked against (upper-cased, spaces folded) and how it is written. */
interface PostcodeRule {
  /** Read from the typed value with its spaces removed and upper-cased. */
  pattern: RegExp;
  /** The canonical writing of a value the pattern matched (its parts as the country writes them). */
  format: (compact: string, match: RegExpMatchArray) => string;
  /** An example to show in the field's hint. */
  example: string;
}

const asIs = (compact: string) => compact;
const splitAt =
  (at: number, joiner = " ") =>
  (compact: string) =>
    `${compact.slice(0, at)}${joiner}${compact.slice(at)}`;
const digits = (n: number, example: string): PostcodeRule => ({ pattern: new RegExp(`^\\d{${n}}$`), format: asIs, example });

const POSTCODE_RULES: Readonly<Record<string, PostcodeRule>> = {
  // UK: outward code (area, district) and inward code (sector, unit); GIR 0AA is Girobank's.
  GB: {
    pattern: /^(?:[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?\d[ABD-HJLNP-UW-Z]{2}|GIR0AA)$/,
    format: (c) => `${c.slice(0, -3)} ${c.slice(-3)}`,
    example: "SW1A 1AA",
  },
  // ZIP code: five digits, or ZIP+4.
  US: {
    pattern: /^(\d{5})(?:-?(\d{4}))?$/,
    format: (_c, m) => (m[2] ? `${m[1]}-${m[2]}` : m[1]!),
    example: "10001",
  },
  // Letters D, F, I, O, Q, U never appear; W and Z never first.
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/, format: splitAt(3), example: "K1A 0B1" },
  // Eircode: a routing key (a letter and two digits, or D6W) and a four-character unique identifier.
  IE: { pattern: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W)[0-9AC-FHKNPRTV-Y]{4}$/, format: splitAt(3), example: "D02 X285" },
  AU: digits(4, "2000"),
  NZ: digits(4, "6011"),
  ZA: digits(4, "8001"),
  // The European Union.
  AT: digits(4, "1010"),
  BE: digits(4, "1000"),
  BG: digits(4, "1000"),
  HR: digits(5, "10000"),
  CY: digits(4, "1010"),
  CZ: { pattern: /^\d{5}$/, format: splitAt(3), example: "110 00" },
  DK: digits(4, "1050"),
  EE: digits(5, "10111"),
  FI: digits(5, "00100"),
  FR: digits(5, "75008"),
  DE: digits(5, "10115"),
  GR: { pattern: /^\d{5}$/, format: splitAt(3), example: "105 57" },
  HU: digits(4, "1051"),
  IT: digits(5, "00186"),
  LV: { pattern: /^(?:LV-?)?(\d{4})$/, format: (_c, m) => `LV-${m[1]}`, example: "LV-1050" },
  LT: { pattern: /^(?:LT-?)?(\d{5})$/, format: (_c, m) => `LT-${m[1]}`, example: "LT-01100" },
  LU: { pattern: /^(?:L-?)?(\d{4})$/, format: (_c, m) => `L-${m[1]}`, example: "L-1009" },
  MT: { pattern: /^[A-Z]{3}\d{4}$/, format: splitAt(3), example: "VLT 1117" },
  NL: { pattern: /^[1-9]\d{3}(?!SA|SD|SS)[A-Z]{2}$/, format: splitAt(4), example: "1012 JS" },
  PL: { pattern: /^\d{2}-?\d{3}$/, format: (c) => `${c.slice(0, 2)}-${c.replace("-", "").slice(2)}`, example: "00-950" },
  PT: { pattern: /^\d{4}-?\d{3}$/, format: (c) => `${c.slice(0, 4)}-${c.replace("-", "").slice(4)}`, example: "1100-148" },
  RO: digits(6, "010011"),
  SK: { pattern: /^\d{5}$/, format: splitAt(3), example: "811 01" },
  SI: { pattern: /^(?:SI-?)?(\d{4})$/, format: (_c, m) => m[1]!, example: "1000" },
  ES: digits(5, "28013"),
  SE: { pattern: /^\d{5}$/, format: splitAt(3), example: "111 52" },
  // Further destinations of the international store.
  CH: digits(4, "8001"),
  NO: digits(4, "0150"),
  SG: digits(6, "018956"),
  JP: { pattern: /^\d{3}-?\d{4}$/, format: (c) => `${c.slice(0, 3)}-${c.replace("-", "").slice(3)}`, example: "100-0001" },
  AE: { pattern: /^$/, format: asIs, example: "" },
  HK: { pattern: /^$/, format: asIs, example: "" },
};

/** English names of the countries the store delivers to. */
const DELIVERY_COUNTRY_NAMES: Readonly<Record<string, string>> = {
  GB: "United Kingdom",
  US: "United States",
  CA: "Canada",
  IE: "Ireland",
  AU: "Australia",
  NZ: "New Zealand",
  ZA: "South Africa",
  AT: "Austria",
  BE: "Belgium",
  BG: "Bulgaria",
  HR: "Croatia",
  CY: "Cyprus",
  CZ: "Czechia",
  DK: "Denmark",
  EE: "Estonia",
  FI: "Finland",
  FR: "France",
  DE: "Germany",
  GR: "Greece",
  HU: "Hungary",
  IT: "Italy",
  LV: "Latvia",
  LT: "Lithuania",
  LU: "Luxembourg",
  MT: "Malta",
  NL: "Netherlands",
  PL: "Poland",
  PT: "Portugal",
  RO: "Romania",
  SK: "Slovakia",
  SI: "Slovenia",
  ES: "Spain",
  SE: "Sweden",
  CH: "Switzerland",
  NO: "Norway",
  SG: "Singapore",
  JP: "Japan",
  AE: "United Arab Emirates",
  HK: "Hong Kong",
};

/** The countries each region's store delivers to (ISO 3166-1 alpha-2), the region's own first. */
export const DELIVERY_COUNTRIES: Readonly<Record<Region, readonly string[]>> = {
  UK: ["GB"],
  US: ["US"],
  CA: ["CA"],
  IE: ["IE"],
  AU: ["AU"],
  NZ: ["NZ"],
  ZA: ["ZA"],
  EU: EU_MEMBER_STATES,
  INT: ["CH", "NO", "SG", "JP", "AE", "HK"],
};

/** A country's English name (the delivery countries'). */
export function deliveryCountryName(code: string): string {
  return DELIVERY_COUNTRY_NAMES[code] ?? code;
}

export function deliversTo(region: Region, country: string): boolean {
  return DELIVERY_COUNTRIES[region].includes(country);
}

/** Whether a country's addresses have a postcode (the United Arab Emirates and Hong Kong have none). */
export function hasPostcode(country: string): boolean {
  return POSTCODE_RULES[country]?.example !== "";
}

/** An example of the country's postcode for the field's hint ("SW1A 1AA"); null where there is none. */
export function postcodeExample(country: string): string | null {
  return POSTCODE_RULES[country]?.example || null;
}

/**
 * A postcode as the country writes it ("sw1a1aa" → "SW1A 1AA", "k1a0b1" → "K1A 0B1"), or null
 * when it is not one of the country's. A country without postcodes takes an empty value only.
 */
export function normalisePostcode(country: string, typed: string): string | null {
  const rule = POSTCODE_RULES[country];
  if (!rule) return null;
  const compact = typed.replace(/\s+/g, "").toUpperCase();
  const match = compact.match(rule.pattern);
  return match ? rule.format(compact, match) : null;
}

/** A state, province or territory: its code (USPS, Canada Post) and name. */
export interface Subdivision {
  code: string;
  name: string;
}

const US_STATES: readonly Subdivision[] = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["DC", "District of Columbia"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
].map(([code, name]) => ({ code: code!, name: name! }));

const CA_PROVINCES: readonly Subdivision[] = [
  ["AB", "Alberta"],
  ["BC", "British Columbia"],
  ["MB", "Manitoba"],
  ["NB", "New Brunswick"],
  ["NL", "Newfoundland and Labrador"],
  ["NS", "Nova Scotia"],
  ["NT", "Northwest Territories"],
  ["NU", "Nunavut"],
  ["ON", "Ontario"],
  ["PE", "Prince Edward Island"],
  ["QC", "Quebec"],
  ["SK", "Saskatchewan"],
  ["YT", "Yukon"],
].map(([code, name]) => ({ code: code!, name: name! }));

/** The states (US) or provinces and territories (Canada) an address names; empty for other countries. */
export function subdivisionsOf(country: string): readonly Subdivision[] {
  return country === "US" ? US_STATES : country === "CA" ? CA_PROVINCES : [];
}

export function isSubdivisionOf(country: string, code: string): boolean {
  return subdivisionsOf(country).some((s) => s.code === code);
}
