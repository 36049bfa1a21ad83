import { use, useCallback, useMemo, type ReactNode } from "react";
import { FormattedMessage, RawIntlProvider, createIntl, createIntlCache, useIntl, type IntlShape } from "react-intl";
import { languageTag, type Locale } from "../../core/regions.ts";
import { loadedLocaleMessages, mergePageMessages, type MessageId } from "../i18n/index.ts";
import { loadParser, needsParser } from "../i18n/message-parser.ts";

type Values = Record<string, string | number | boolean | null | undefined | Date>;

/**
 * Compiled messages and number and date formatters, kept for the life of the process: the server
 * renders the same messages for every request, and compiling them again for each page (which an
 * IntlProvider's own cache would do) was a measurable part of rendering one.
 */
const cache = createIntlCache();

function intlFor(locale: Locale, messages: Record<string, string>): IntlShape {
  return createIntl({ locale: languageTag(locale), defaultLocale: "en-GB", messages, onError: reportIntlError }, cache);
}

/**
 * react-intl for the visitor's locale with the merged messages (built in, regional, server). The
 * browser parses no message it was built with; a server translation with ICU syntax waits for the
 * parser (message-parser.ts), loaded for it: the page renders once it is there.
 */
export function IntlRoot({ locale, messages, children }: { locale: Locale; messages: Record<string, string>; children: ReactNode }) {
  const parserWanted = useMemo(() => typeof window !== "undefined" && needsParser(messages), [messages]);
  // The same promise every render: once it has settled, use() reads it without waiting.
  if (parserWanted) use(loadParser());
  const intl = useMemo(() => intlFor(locale, messages), [locale, messages]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

function reportIntlError(error: { code?: string; message: string }): void {
  // A token without a translation falls back to its id and is worth a warning, nothing more.
  if (error.code === "MISSING_TRANSLATION") return;
  console.warn(error.message);
}

/**
 * The page's messages (`mergeMessages`): en-gb, the locale's differences and `extra`, then the server
 * translations; they gain a domain's built-in messages when a script adds them (app/i18n/index.ts
 * addMessages), before the components that show them render.
 */
export function usePageMessages(
  locale: Locale,
  extra: Record<string, string> | undefined,
  translations: readonly { token: string; translation: string }[] | undefined,
): Record<string, string> {
  return useMemo(() => mergePageMessages({ ...loadedLocaleMessages(locale), ...extra }, translations ?? []), [locale, extra, translations]);
}

/** Formats a message by token: `t("not_found_title")`, `t("price_from", { price })`. */
export type Translate = (id: MessageId | (string & {}), values?: Values) => string;

/** A message by token inside React, with the page's messages. */
export function useMessage(): Translate {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values as Record<string, string>), [intl]);
}

/**
 * The same formatting outside React: for loaders that compose titles on the server and for meta
 * functions. `messages` is the merged set (`mergeMessages`).
 */
export function createTranslator(locale: Locale, messages: Record<string, string>): Translate {
  const intl = intlFor(locale, messages);
  return (id, values) => intl.formatMessage({ id }, values as Record<string, string>);
}

type RichValue = string | number | ReactNode | ((chunks: ReactNode[]) => ReactNode);

/**
 * A message with markup inside it (a date in bold, a link around a few words): `useMessage()` formats
 * plain text, this renders the message's tags (`<b>...</b>`) and element values with the page's
 * messages, so a server translation can reword the whole sentence around them.
 */
export function RichMessage({ id, values }: { id: MessageId; values: Record<string, RichValue> }) {
  return <FormattedMessage id={id} values={values} />;
}
