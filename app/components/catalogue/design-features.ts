import type { MessageId } from "../../i18n/en-gb.ts";
import { catalogueVocabularyMessageId } from "../../i18n/catalogue/vocabulary.ts";
import type { Translate } from "../../lib/intl.tsx";

/**
 * A design feature's label in the words of `t` ("Sapphire Colors" in en-us). A module of its own: the
 * product page names design features without the listing's filters and their words (listing-model.ts).
 */
export function designFeatureLabel(feature: { code: string }, t: Translate): string {
  return t(catalogueVocabularyMessageId("cat_design_feature", feature.code) as MessageId);
}
