import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";

/**
 * The browser's ICU message parser. The browser's build ships its messages already parsed
 * (scripts/vite-messages.ts): the store's formatter (app/lib/message-format.ts) gets this module
 * instead of the parser package, so a text without ICU syntax is one literal, and a text with it (a
 * server translation such as "{title} in {metal}") is parsed by the package, loaded for it on demand
 * (`loadParser`; the page's IntlRoot waits for it). The server and the tests use the package itself.
 */
export * from "@formatjs/icu-messageformat-parser/no-parser.js";

type Parse = (message: string, options?: Record<string, unknown>) => MessageFormatElement[];

/**
 * Whether a message is its own text (no argument, tag or quoting): no braces or angle brackets, and no
 * doubled apostrophe (a lone one is an apostrophe in ICU unless it quotes one of those).
 */
export function isPlainText(message: string): boolean {
  return !/[{}<>]|''/.test(message);
}

let loaded: Parse | null = null;
let loading: Promise<void> | null = null;

/** Parses a message: a plain text at once, any other once the parser is loaded (`loadParser`). */
export function parse(message: string, options?: Record<string, unknown>): MessageFormatElement[] {
  if (isPlainText(message)) return message ? [{ type: 0, value: message }] : [];
  if (!loaded) throw new Error(`The message parser is not loaded yet: "${message}"`);
  return loaded(message, options);
}

/** Whether some of these messages are texts with ICU syntax, which need the parser. */
export function needsParser(messages: Record<string, unknown>): boolean {
  for (const id in messages) {
    const message = messages[id];
    if (typeof message === "string" && !isPlainText(message)) return true;
  }
  return false;
}

/** Whether the parser is loaded. */
export function parserLoaded(): boolean {
  return loaded !== null;
}

/** Loads the parser (once; again after a failed load). */
export function loadParser(): Promise<void> {
  loading ??= import("@formatjs/icu-messageformat-parser").then(
    (m) => {
      loaded = m.parse as Parse;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
