import { useCallback, type ReactNode } from "react";
import { IntlProvider, useIntl } from "react-intl";
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

/** A message by token: `t("not_found_title")`, `t("price_from", { price })`. */
export function useMessage(): (id: MessageId | (string & {}), values?: Values) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values as Record<string, string>), [intl]);
}
