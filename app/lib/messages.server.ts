import type { RouterContextProvider } from "react-router";
import { translationsFor } from "../../server/services/site.ts";
import { loadLocaleMessages, messagesForPage } from "../i18n/index.ts";
import { createTranslator, type Translate } from "./intl.tsx";
import { requestContext } from "./query.server.ts";

/**
 * The messages of the request's locale for a loader (titles, descriptions, labels composed on the
 * server): en-gb, the locale's bundle, then the server translations, exactly as the page renders them.
 * Merged once per locale and site data (`messagesForPage`), not for each loader of each request.
 */
export async function serverTranslator(context: Readonly<RouterContextProvider>): Promise<Translate> {
  const ctx = requestContext(context);
  const [regional, translations] = await Promise.all([loadLocaleMessages(ctx.locale), translationsFor(ctx)]);
  return createTranslator(ctx.locale, messagesForPage(regional, undefined, translations));
}
