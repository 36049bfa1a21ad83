import { Children, Fragment, createElement, isValidElement, type ReactNode } from "react";
// The browser's build gives this module app/i18n/message-parser.ts instead (scripts/vite-messages.ts):
// its messages come parsed, and the parser is loaded only for a server translation with ICU syntax.
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { formatNumber } from "../../core/number-format.ts";
import { languageTag, type Locale } from "../../core/regions.ts";
import { isPlainText } from "../i18n/message-parser.ts";

/**
 * The store's ICU message formatter: a message is a text or its syntax tree (the browser's build ships
 * those with ICU syntax parsed, scripts/vite-messages.ts), formatted into a string (`formatMessage`) or
 * into React nodes (`formatRichMessage`), by ICU MessageFormat's rules as formatjs reads them. It
 * formats literals, `{name}`, `{x, number}`, `plural` (exact `=n` cases, the locale's categories, `#`,
 * and `offset:` and `selectordinal` too), `select` and tags; a date, a time or a number with a style is
 * a formatting error (no message of the store has one).
 */

/** A message: its text, or its syntax tree. */
export type Message = string | readonly MessageFormatElement[];

/** Messages by id (every message of a page, as merged by app/i18n/index.ts). */
export type MessageBundle = Readonly<Record<string, Message | undefined>>;

/** Values by argument name; a tag's value is a function of its contents. */
export type MessageValues = Readonly<Record<string, unknown>>;

/** How many parsed texts are kept (the store has a few hundred messages with ICU syntax). */
const PARSED_MAX = 1000;
const parsed = new Map<string, MessageFormatElement[]>();

/** The syntax tree of a message's text, parsed once while it stays among the last PARSED_MAX parsed. */
export function parseMessage(message: string): MessageFormatElement[] {
  let elements = parsed.get(message);
  if (!elements) {
    elements = parse(message);
    if (parsed.size >= PARSED_MAX) parsed.delete(parsed.keys().next().value!);
    parsed.set(message, elements);
  }
  return elements;
}

/** One `Intl.PluralRules` per locale and kind (cardinal or ordinal). */
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(locale: Locale, type: "cardinal" | "ordinal", value: number): string {
  const key = `${locale} ${type}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(languageTag(locale), { type })));
  return rules.select(value);
}

class MessageError extends Error {}

/** A formatted message so far: texts (adjacent ones joined) and other values (React nodes). */
type Parts = unknown[];

function push(parts: Parts, part: unknown): void {
  const last = parts.length - 1;
  if (typeof part === "string" && typeof parts[last] === "string") parts[last] += part;
  else parts.push(part);
}

/**
 * Parts as a list of React nodes (nested lists flattened, nothing for null or booleans), each element
 * in a fragment keyed by its place: the elements a message places were not made as a list, and a
 * message's parts never reorder.
 */
function keyed(parts: Parts): ReactNode[] {
  return Children.toArray(parts as ReactNode[]).map((node, index) =>
    isValidElement(node) ? createElement(Fragment, { key: index }, node) : node,
  );
}

/**
 * Formats elements into parts. `pound` is the number `#` writes (the plural's value less its offset:
 * the parser reads a # as one only in a plural's cases and the tags within them); `rich` gives tag
 * functions their contents as keyed React nodes.
 */
function formatParts(
  elements: readonly MessageFormatElement[],
  locale: Locale,
  values: MessageValues | undefined,
  pound: number | undefined,
  rich: boolean,
  parts: Parts = [],
): Parts {
  for (const element of elements) {
    if (element.type === TYPE.literal) {
      push(parts, element.value);
      continue;
    }
    if (element.type === TYPE.pound) {
      if (typeof pound === "number") push(parts, formatNumber(pound, locale));
      continue;
    }
    const name = element.value;
    if (!values || !(name in values)) throw new MessageError(`no value for "${name}"`);
    const value = values[name];
    switch (element.type) {
      case TYPE.argument:
        // A text or a number as its text, nothing for null, undefined or false, any other value as it is.
        push(parts, typeof value === "string" || typeof value === "number" || typeof value === "bigint" ? String(value) : value || "");
        break;
      case TYPE.number:
        if (element.style) throw new MessageError(`"${name}" has a number style, which the store does not format`);
        push(parts, formatNumber(Number(value), locale));
        break;
      case TYPE.tag: {
        if (typeof value !== "function") throw new MessageError(`the value of <${name}> is not a function`);
        const chunks = formatParts(element.children, locale, values, pound, rich);
        const result: unknown = (value as (chunks: unknown[]) => unknown)(rich ? keyed(chunks) : chunks);
        for (const chunk of Array.isArray(result) ? result : [result]) push(parts, chunk);
        break;
      }
      case TYPE.select: {
        const option =
          (Object.hasOwn(element.options, value as PropertyKey) ? element.options[value as string] : undefined) ?? element.options["other"];
        if (!option) throw new MessageError(`"${name}" is "${String(value)}", which is none of its cases`);
        formatParts(option.value, locale, values, undefined, rich, parts);
        break;
      }
      case TYPE.plural: {
        const n = Number(value) - (element.offset || 0);
        const exact = `=${String(value)}`;
        let option = Object.hasOwn(element.options, exact) ? element.options[exact] : undefined;
        if (!option) {
          const category = pluralCategory(locale, element.pluralType ?? "cardinal", n);
          option = (Object.hasOwn(element.options, category) ? element.options[category] : undefined) ?? element.options["other"];
        }
        if (!option) throw new MessageError(`"${name}" is ${String(value)}, which is none of its cases`);
        formatParts(option.value, locale, values, n, rich, parts);
        break;
      }
      default:
        throw new MessageError(`"${name}" is a date or time, which the store does not format`);
    }
  }
  return parts;
}

/** Formatting errors already reported, so that each is reported once (a bounded set). */
const reported = new Set<string>();

function report(id: string, locale: Locale, error: unknown): void {
  const text = `The message "${id}" (${locale}) could not be formatted: ${error instanceof Error ? error.message : String(error)}`;
  if (reported.has(text)) return;
  if (reported.size >= 1000) reported.clear();
  reported.add(text);
  console.warn(text);
}

/**
 * Formats a message into parts, or answers what stands for it: the id for a message that is missing
 * (or empty), and, for one that cannot be formatted (reported once), its text, or its id when it came
 * parsed.
 */
function format(locale: Locale, messages: MessageBundle, id: string, values: MessageValues | undefined, rich: boolean): Parts | string {
  const message = Object.hasOwn(messages, id) ? messages[id] : undefined;
  if (!message) return id;
  if (typeof message === "string" && isPlainText(message)) return message;
  try {
    return formatParts(typeof message === "string" ? parseMessage(message) : message, locale, values, undefined, rich);
  } catch (error) {
    report(id, locale, error);
    return typeof message === "string" ? message : id;
  }
}

/** A message as text: `formatMessage("en-gb", messages, "price_from", { price })`. */
export function formatMessage(locale: Locale, messages: MessageBundle, id: string, values?: MessageValues): string {
  const parts = format(locale, messages, id, values, false);
  if (typeof parts === "string") return parts;
  let text = "";
  for (const part of parts) text += typeof part === "string" ? part : String(part);
  return text;
}

/**
 * A message as React nodes: tags are rendered by their values, functions of their contents
 * (`b: (chunks) => <strong>{chunks}</strong>`), and other values are placed as they are (elements).
 */
export function formatRichMessage(locale: Locale, messages: MessageBundle, id: string, values?: MessageValues): ReactNode {
  const parts = format(locale, messages, id, values, true);
  if (typeof parts === "string") return parts;
  if (parts.length === 0) return "";
  if (parts.length === 1) return parts[0] as ReactNode;
  return keyed(parts);
}
