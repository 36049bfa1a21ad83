import { createContext, use, useMemo, type ReactNode } from "react";
import type { Locale } from "../../core/regions.ts";
import { loadedLocaleMessages, messagesForPage, type MessageId } from "../i18n/index.ts";
import { loadParser, needsParser } from "../i18n/message-parser.ts";
import { formatMessage, formatRichMessage } from "./message-format.ts";

type Values = Record<string, string | number | boolean | null | undefined | Date>;

/** The visitor's locale, the page's merged messages and one translator of them, for the components below `IntlRoot`. */
interface PageMessages {
  locale: Locale;
  messages: Record<string, string>;
  t: Translate;
}
const MessagesContext = createContext<PageMessages | null>(null);

/**
 * The visitor's locale with the merged messages (built in, regional, server). The browser parses no
 * message it was built with; a server translation with ICU syntax waits for the parser
 * (message-parser.ts), loaded for it: the page renders once it is there.
 */
export function IntlRoot({ locale, messages, children }: { locale: Locale; messages: Record<string, string>; children: ReactNode }) {
  const parserWanted = useMemo(() => typeof window !== "undefined" && needsParser(messages), [messages]);
  // The same promise every render: once it has settled, use() reads it without waiting.
  if (parserWanted) use(loadParser());
  const value = useMemo(() => ({ locale, messages, t: createTranslator(locale, messages) }), [locale, messages]);
  return <MessagesContext value={value}>{children}</MessagesContext>;
}

function useMessages(): PageMessages {
  const value = use(MessagesContext);
  if (!value) throw new Error("Messages are formatted inside an IntlRoot");
  return value;
}

/** The page's locale and merged messages, to draw a part with the same ones elsewhere (app/lib/static-markup.tsx). */
export function usePageIntl(): { locale: Locale; messages: Record<string, string> } {
  return useMessages();
}

/**
 * The page's messages (`messagesForPage`): en-gb, the locale's differences and `extra`, then the
 * server translations; in the browser they gain a domain's built-in messages when a script adds them
 * (app/i18n/index.ts addMessages), before the components that show them render.
 */
export function usePageMessages(
  locale: Locale,
  extra: Record<string, string> | undefined,
  translations: readonly { token: string; translation: string }[] | undefined,
): Record<string, string> {
  return useMemo(() => messagesForPage(loadedLocaleMessages(locale), extra, translations), [locale, extra, translations]);
}

/** Formats a message by token: `t("not_found_title")`, `t("price_from", { price })`. */
export type Translate = (id: MessageId | (string & {}), values?: Values) => string;

/** A message by token inside React, with the page's messages. */
export function useMessage(): Translate {
  return useMessages().t;
}

/**
 * The same formatting outside React: for loaders that compose titles on the server and for meta
 * functions. `messages` is the merged set (`mergeMessages`).
 */
export function createTranslator(locale: Locale, messages: Record<string, string>): Translate {
  return (id, values) => formatMessage(locale, messages, id, values);
}

type RichValue = string | number | ReactNode | ((chunks: ReactNode[]) => ReactNode);

/**
 * A message with markup inside it (a date in bold, a link around a few words): `useMessage()` formats
 * plain text, this renders the message's tags (`<b>...</b>`) and element values with the page's
 * messages, so a server translation can reword the whole sentence around them.
 */
export function RichMessage({ id, values }: { id: MessageId; values: Record<string, RichValue> }) {
  const { locale, messages } = useMessages();
  return <>{formatRichMessage(locale, messages, id, values)}</>;
}
