/**
 * Country columns of supplier feeds (origin, location): suppliers send ISO 3166 alpha-2 codes or
 * English names, and gem dealers the trade's names for famous sources ("Burma", "Ceylon", "Kashmir").
 * The names come from the platform's CLDR data (Intl.DisplayNames), so no country list is kept here;
 * only the trade names and common spellings CLDR does not know are.
 */

/** Codes CLDR names that are not countries a stone comes from or ships from. */
const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "QO", "ZZ"]);

const TRADE_NAMES: Record<string, string> = {
  BURMA: "MM",
  MOGOK: "MM",
  CEYLON: "LK",
  SIAM: "TH",
  KASHMIR: "IN",
  USA: "US",
  "UNITED STATES OF AMERICA": "US",
  UK: "GB",
  "GREAT BRITAIN": "GB",
  ENGLAND: "GB",
  UAE: "AE",
  "HONG KONG": "HK",
  "RUSSIAN FEDERATION": "RU",
  "CZECH REPUBLIC": "CZ",
  HOLLAND: "NL",
  "IVORY COAST": "CI",
  DRC: "CD",
  "DR CONGO": "CD",
  "DEMOCRATIC REPUBLIC OF THE CONGO": "CD",
  COLUMBIA: "CO",
  TANZANIA: "TZ",
  KOREA: "KR",
};

/** Values that say the country is not known: no country, not a bad value. */
const UNKNOWN = new Set(["", "UNKNOWN", "N A", "NOT KNOWN", "UNDISCLOSED", "NONE"]);

/** Upper case, no accents, punctuation as single spaces ("Côte d’Ivoire" -> "COTE D IVOIRE"). */
function nameKey(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, " ")
    .trim();
}

let byName: Map<string, string> | null = null;
let codes: Set<string> | null = null;

function build(): void {
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  byName = new Map();
  codes = new Set();
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      // Withdrawn codes (SU, BU, YU) are named after their successors: only current codes count.
      if (NOT_COUNTRIES.has(code) || Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
      const name = names.of(code);
      if (!name) continue;
      codes.add(code);
      // "Myanmar (Burma)" is known by both names, "Hong Kong SAR China" by its first words.
      const full = nameKey(name);
      byName.set(full, code);
      const paren = /^(.*?)\s*\((.*)\)$/.exec(name);
      if (paren) {
        byName.set(nameKey(paren[1]!), code);
        byName.set(nameKey(paren[2]!), code);
      }
    }
  }
  for (const [name, code] of Object.entries(TRADE_NAMES)) byName.set(name, code);
}

/**
 * The ISO code of a country column: a code or a name, any case. null when the value says the country
 * is unknown (or is empty); undefined when it names no country.
 */
export function parseCountry(value: string): string | null | undefined {
  if (!byName) build();
  const key = nameKey(value);
  if (UNKNOWN.has(key)) return null;
  if (/^[A-Z]{2}$/.test(key)) return codes!.has(key) ? key : TRADE_NAMES[key];
  return byName!.get(key);
}
