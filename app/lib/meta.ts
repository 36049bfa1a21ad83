import { DEFAULT_LOCALE } from "../../core/regions.ts";
import { mergeMessages } from "../i18n/index.ts";
import { createTranslator, type Translate } from "./intl.tsx";
import type { RootData } from "./site.tsx";

/**
 * The page's messages for a meta function, which runs outside React: the root loader's locale bundle
 * and server translations, merged as the page merges them.
 */
export function metaTranslator(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): Translate {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  return createTranslator(root?.locale ?? DEFAULT_LOCALE, mergeMessages(root?.messages ?? {}, root?.init?.language.translations ?? []));
}

/** A page's document title: its own title and the brand ("Natural Diamonds | Hatton & Vale"). */
export function documentTitle(t: Translate, title: string): string {
  return t("document_title", { title, brand: t("brand_name") });
}
