/**
 * The name a passkey is listed under when its owner gives none: the passkey provider when the
 * authenticator names itself (its AAGUID, from the community list of passkey providers), else the
 * browser and system it was made on ("Chrome on macOS"), else "Passkey". Names are for the owner's
 * list only; nothing is decided by them.
 */

/** Longest passkey name kept. */
export const PASSKEY_NAME_MAX = 60;

const PROVIDERS: Readonly<Record<string, string>> = {
  "fbfc3007-154e-4ecc-8c0b-6e020557d7bd": "iCloud Keychain",
  "dd4ec289-e01d-41c9-bb89-70fa845d4bf2": "iCloud Keychain",
  "ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4": "Google Password Manager",
  "adce0002-35bc-c60a-648b-0b25f1f05503": "Chrome on Mac",
  "08987058-cadc-4b81-b6e1-30de50dcbe96": "Windows Hello",
  "9ddd1817-af5a-4672-a2b9-3e3dd95000a9": "Windows Hello",
  "6028b017-b1d4-4c02-b4b3-afcdafc96bb2": "Windows Hello",
  "bada5566-a7aa-401f-bd96-45619a55120d": "1Password",
  "d548826e-79b4-db40-a3d8-11116f7e8349": "Bitwarden",
  "531126d6-e717-415c-9320-3d9aa6981239": "Dashlane",
  "b84e4048-15dc-4dd0-8640-f4f60813c8af": "NordPass",
  "53414d53-554e-4700-0000-000000000000": "Samsung Pass",
};

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\b(OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|CriOS|HeadlessChrome|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bWindows\b/, "Windows"],
  [/\bLinux\b/, "Linux"],
];

function first(table: readonly [RegExp, string][], text: string): string | null {
  return table.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A name given by the owner as it is kept: one line, spaces collapsed, at most PASSKEY_NAME_MAX characters; null when blank. */
export function cleanPasskeyName(given: string | null | undefined): string | null {
  const name = (given ?? "").replace(CONTROL_CHARACTERS, " ").trim().replace(/\s+/g, " ");
  return name ? name.slice(0, PASSKEY_NAME_MAX).trim() : null;
}

/** The name of a new passkey: the owner's, else the provider's, else the browser and system's, else "Passkey". */
export function passkeyName(input: { given?: string | null; aaguid?: string | null; userAgent?: string | null }): string {
  const given = cleanPasskeyName(input.given);
  if (given) return given;
  const aaguid = input.aaguid?.toLowerCase();
  const provider = aaguid && Object.hasOwn(PROVIDERS, aaguid) ? PROVIDERS[aaguid] : null;
  if (provider) return provider;
  const agent = (input.userAgent ?? "").slice(0, 500);
  const browser = first(BROWSERS, agent);
  const system = first(SYSTEMS, agent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Passkey";
}
