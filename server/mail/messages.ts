import type { Locale } from "../../core/regions.ts";
import { loadLocaleMessages, mergeMessages } from "../../app/i18n/index.ts";
import { mailEnGb, type MailMessageId, type MailMessages } from "../../app/i18n/mail/en-gb.ts";
import { mailEnUs } from "../../app/i18n/mail/en-us.ts";
import { createTranslator } from "../../app/lib/intl.tsx";
import type { MessageId } from "../../app/i18n/index.ts";

/** The differences of each locale's mails from en-gb. */
const MAIL_LOCALES: Partial<Record<Locale, Partial<MailMessages>>> = { "en-us": mailEnUs };

type Values = Record<string, string | number | null | undefined>;

/** Formats a mail message (or one of the store's built-in messages: brand name, contact details). */
export type MailTranslate = (id: MailMessageId | MessageId, values?: Values) => string;

const translators = new Map<Locale, Promise<MailTranslate>>();

/** The mail messages of a locale: the store's messages in that locale, then the mail texts. */
export function mailTranslator(locale: Locale): Promise<MailTranslate> {
  let found = translators.get(locale);
  if (!found) {
    found = loadLocaleMessages(locale).then((regional) => {
      const messages = { ...mergeMessages(regional), ...mailEnGb, ...stripUndefined(MAIL_LOCALES[locale] ?? {}) };
      const t = createTranslator(locale, messages);
      return (id, values) => t(id, values as Record<string, string>);
    });
    translators.set(locale, found);
  }
  return found;
}

function stripUndefined(messages: Partial<MailMessages>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).filter(([, v]) => typeof v === "string")) as Record<string, string>;
}
