import type { Locale } from "../../core/regions.ts";
import { enGb, type MessageId, type Messages } from "./en-gb.ts";

export { enGb, type MessageId, type Messages };

type Bundle = () => Promise<{ default: Partial<Messages> }>;

/** en-gb is built in; the other locales are lazily loaded bundles of their differences. */
const BUNDLES: Record<Exclude<Locale, "en-gb">, Bundle> = {
  "en-au": () => import("./en-au.ts"),
  "en-ca": () => import("./en-ca.ts"),
  "en-ie": () => import("./en-ie.ts"),
  "en-nz": () => import("./en-nz.ts"),
  "en-us": () => import("./en-us.ts"),
  "en-za": () => import("./en-za.ts"),
};

const loaded = new Map<Locale, Partial<Messages>>([["en-gb", {}]]);

/** The pages' merged messages (`mergePageMessages`), which gain the en-gb messages added after them. */
const pageMessages = new Set<WeakRef<Record<string, unknown>>>();

/**
 * Adds messages to the built-in ones. The server's are all there from the start; the browser's build
 * starts with the shell's and adds each message of a domain (scripts/vite-messages.ts) when the first
 * script that names it runs, before it renders anything: a page's before it hydrates, others when a client
 * navigation or an overlay loads its script. The page's messages gain them too, under the locale's
 * differences and the server's translations they already hold, so nothing renders again for it.
 */
export function addMessages(messages: Readonly<Record<string, unknown>>): void {
  Object.assign(enGb, messages);
  for (const ref of pageMessages) {
    const merged = ref.deref();
    if (!merged) {
      pageMessages.delete(ref);
      continue;
    }
    for (const id in messages) if (!Object.hasOwn(merged, id)) merged[id] = messages[id];
  }
}

/** The differences of a locale from en-gb (empty for en-gb itself). */
export async function loadLocaleMessages(locale: Locale): Promise<Partial<Messages>> {
  const known = loaded.get(locale);
  if (known) return known;
  const messages = (await BUNDLES[locale as Exclude<Locale, "en-gb">]()).default;
  loaded.set(locale, messages);
  return messages;
}

/**
 * A locale's differences once loadLocaleMessages has loaded them, else an empty bundle: pages do not
 * carry the bundle in their data, the browser loads the page's before it hydrates (entry.client.tsx)
 * and the root's client loader the next one's.
 */
export function loadedLocaleMessages(locale: Locale): Partial<Messages> {
  return loaded.get(locale) ?? {};
}

/**
 * The messages of a locale: en-gb, then the locale's differences, then the server's translations by
 * token. Unknown tokens from the server are kept too, for server-driven texts.
 */
export function mergeMessages(
  regional: Partial<Messages>,
  translations: readonly { token: string; translation: string }[] = [],
): Record<string, string> {
  const merged: Record<string, string> = { ...enGb, ...stripUndefined(regional) };
  for (const { token, translation } of translations) {
    if (token && translation) merged[token] = translation;
  }
  return merged;
}

/** `mergeMessages` of a locale's bundle and a translations list, by the two objects (`mergeSharedMessages`). */
const shared = new WeakMap<object, WeakMap<object, Record<string, string>>>();
const NO_TRANSLATIONS: readonly { token: string; translation: string }[] = [];

/**
 * `mergeMessages` once for each locale bundle and translations list: the server renders every page
 * of a site-data snapshot, and each loader, with the same list (app/lib/root.server.ts,
 * app/lib/messages.server.ts), so it merges the messages once
 * for them, not for each page. The result is shared: never changed by its users.
 */
function mergeSharedMessages(
  regional: Partial<Messages>,
  translations: readonly { token: string; translation: string }[] = NO_TRANSLATIONS,
): Record<string, string> {
  let byBundle = shared.get(translations);
  if (!byBundle) shared.set(translations, (byBundle = new WeakMap()));
  let merged = byBundle.get(regional);
  if (!merged) byBundle.set(regional, (merged = mergeMessages(regional, translations)));
  return merged;
}

/**
 * A page's messages: en-gb, the locale's differences and `extra`, then the server translations. In
 * the browser they gain the built-in messages a script adds later (`mergePageMessages`); the
 * server's built-in messages are all there from the start, and without `extra` every page of the
 * site data gets the same merged object (`mergeSharedMessages`).
 */
export function messagesForPage(
  regional: Partial<Messages>,
  extra: Readonly<Record<string, string>> | undefined,
  translations: readonly { token: string; translation: string }[] | undefined,
): Record<string, string> {
  let hasExtra = false;
  for (const _ in extra) hasExtra = true;
  if (typeof document !== "undefined") return mergePageMessages(hasExtra ? { ...regional, ...extra } : regional, translations);
  return hasExtra ? mergeMessages({ ...regional, ...extra }, translations) : mergeSharedMessages(regional, translations);
}

/** `mergeMessages` for a page's life: the result gains the built-in messages added later (`addMessages`). */
export function mergePageMessages(
  regional: Partial<Messages>,
  translations: readonly { token: string; translation: string }[] = [],
): Record<string, string> {
  const merged = mergeMessages(regional, translations);
  pageMessages.add(new WeakRef(merged));
  return merged;
}

function stripUndefined(messages: Partial<Messages>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).filter(([, v]) => v !== undefined && v !== null)) as Record<string, string>;
}
