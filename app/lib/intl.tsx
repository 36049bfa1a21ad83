import { useCallback, type ReactNode } from "react";
import { FormattedMessage, IntlProvider, createIntl, createIntlCache, useIntl } from "react-intl";
import { languageTag, type Locale } from "../../core/regions.ts";
import type { MessageId } from "../i18n/index.ts";

type Values = Record<string, string | number | boolean | null | undefined | Date>;

/** react-intl for the visitor's locale with the merged messages (built in, regional, server). */
export function IntlRoot({ locale, messages, children }: { locale: Locale; messages: Record<string, string>; children: ReactNode }) {
  return (
    <IntlProvider locale={languageTag(locale)} defaultLocale="en-GB" messages={messages} onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}

function reportIntlError(error: { code?: string; message: string }): void {
  // A token without a translation falls back to its id and is worth a warning, nothing more.
  if (error.code === "MISSING_TRANSLATION") return;
  console.warn(error.message);
}

/** Formats a message by token: `t("not_found_title")`, `t("price_from", { price })`. */
export type Translate = (id: MessageId | (string & {}), values?: Values) => string;

/** A message by token inside React, with the page's messages. */
export function useMessage(): Translate {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values as Record<string, string>), [intl]);
}

const cache = createIntlCache();

/**
 * The same formatting outside React: for loaders that compose titles on the server and for meta
 * functions. `messages` is the merged set (`mergeMessages`).
 */
export function createTranslator(locale: Locale, messages: Record<string, string>): Translate {
  const intl = createIntl({ locale: languageTag(locale), defaultLocale: "en-GB", messages, onError: reportIntlError }, cache);
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
