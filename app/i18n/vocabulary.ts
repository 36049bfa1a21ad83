/**
 * Vocabulary values as messages. A vocabulary's en-gb labels stay in core/vocabulary (one place); each
 * value's message is `{prefix}_{code in lower case}` (`stone_fancy_colour_grey`, `cat_metal_platinum`),
 * so a locale bundle or a server translation can rename any of them. The API answers codes; the
 * browser labels them with these messages.
 */

/** The message id of a vocabulary value (its system code). */
export function vocabularyMessageId(prefix: string, code: string): string {
  return `${prefix}_${code.toLowerCase()}`;
}

/** Every value's en-gb message of one vocabulary, keyed by its message id. */
export function vocabularyMessages<P extends string, E extends { readonly code: string; readonly label: string }>(
  prefix: P,
  entries: readonly E[],
): Record<`${P}_${Lowercase<E["code"]>}`, string> {
  return Object.fromEntries(entries.map((e) => [vocabularyMessageId(prefix, e.code), e.label])) as Record<
    `${P}_${Lowercase<E["code"]>}`,
    string
  >;
}
