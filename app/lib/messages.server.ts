import type { RouterContextProvider } from "react-router";
import { translationsFor } from "../../server/services/site.ts";
import { loadLocaleMessages, mergeMessages } from "../i18n/index.ts";
import type { Locale } from "../../core/regions.ts";
import { createTranslator, type Translate } from "./intl.tsx";
import { requestContext } from "./query.server.ts";

/** Translators by the site data's translations of a locale (the same array while that data is current), then by locale. */
const translators = new WeakMap<object, Map<Locale, Translate>>();

/**
 * The messages of the request's locale for a loader (titles, descriptions, labels composed on the
 * server): en-gb, the locale's bundle, then the server translations, exactly as the page renders them.
 * Merged once per locale and site data, not for each loader of each request.
 */
export async function serverTranslator(context: Readonly<RouterContextProvider>): Promise<Translate> {
  const ctx = requestContext(context);
  const [regional, translations] = await Promise.all([loadLocaleMessages(ctx.locale), translationsFor(ctx)]);
  let byLocale = translators.get(translations);
  if (!byLocale) translators.set(translations, (byLocale = new Map()));
  let t = byLocale.get(ctx.locale);
  if (!t) byLocale.set(ctx.locale, (t = createTranslator(ctx.locale, mergeMessages(regional, translations))));
  return t;
}
