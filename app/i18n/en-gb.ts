/**
 * The built-in messages (en-gb: the default and fallback locale): the shell's and each domain's. Other
 * locales ship only their differences (lazily loaded bundles beside this file); server translations
 * from `init` override any token. Error and validation wording is fixed (docs/product.md#error-pages,
 * #ring-sizes). The server has them all; the browser's build has the shell's from the start and adds a
 * domain's message with the first script that names it (scripts/vite-messages.ts).
 */
import { shellEnGb } from "./shell/en-gb.ts";
import { catalogueEnGb } from "./catalogue/en-gb.ts";
import { stonesEnGb } from "./stones/en-gb.ts";
import { ringBuilderEnGb } from "./ring-builder/en-gb.ts";
import { accountsEnGb } from "./accounts/en-gb.ts";
import { shellPartsEnGb } from "./shell-parts/en-gb.ts";
import { checkoutEnGb } from "./checkout/en-gb.ts";
import { ordersEnGb } from "./orders/en-gb.ts";
import { staffEnGb } from "./staff/en-gb.ts";
import { bagEnGb } from "./bag/en-gb.ts";

export const enGb = {
  ...shellEnGb,
  ...catalogueEnGb,
  ...stonesEnGb,
  ...ringBuilderEnGb,
  ...accountsEnGb,
  ...shellPartsEnGb,
  ...ordersEnGb,
  ...staffEnGb,
  ...bagEnGb,
  ...checkoutEnGb,
} as const;

export type MessageId = keyof typeof enGb;
export type Messages = Record<MessageId, string>;
