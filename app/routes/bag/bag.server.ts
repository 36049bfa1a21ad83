import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { regionPath } from "../../../core/regions.ts";
import { BAG_PATH, parseBagIntent } from "../../../core/urls/bag.ts";
import { checkoutPath } from "../../../core/urls/checkout.ts";
import { METALS } from "../../../core/vocabulary/metals.ts";
import { OperationError } from "../../../server/graphql/execute.ts";
import { graphql } from "../../graphql/index.ts";
import type { BagFieldsFragment } from "../../graphql/graphql.ts";
import { answeredErrors, load } from "../../lib/loader.server.ts";
import { serverTranslator } from "../../lib/messages.server.ts";
import { documentTitle, type PageSeo } from "../../lib/meta.ts";
import { query, requestContext } from "../../lib/query.server.ts";
import { ADD_TO_BAG, APPLY_PROMO_CODE, BAG_QUERY, REMOVE_FROM_BAG, REMOVE_PROMO_CODE, SET_BAG_LINE_QUANTITY } from "./documents.ts";

/**
 * The bag's page, /cart/view under every region prefix (docs/product.md#the-bag): the visitor's own,
 * so never kept by the page cache, a browser or a proxy, and never indexed. Its forms (remove a line,
 * a line's quantity, a promo code, checkout) and every "Add to bag" button of the store post here, so
 * they work before the page's scripts run and without them; once they run, the bag's forms send the
 * same mutations through the browser's client.
 */

export const BAG_HEADERS = { "Cache-Control": "private, no-store" } as const;

export interface BagPageData {
  seo: PageSeo;
  bag: BagFieldsFragment;
  signedIn: boolean;
}

export async function loadBagPage(args: LoaderFunctionArgs): Promise<BagPageData> {
  const ctx = requestContext(args.context);
  const [answer, t] = await Promise.all([
    load(args.context, BAG_QUERY, { region: ctx.region, currency: ctx.currency, locale: ctx.locale }),
    serverTranslator(args.context),
  ]);
  return {
    seo: { title: documentTitle(t, t("bag_meta_title")), description: t("bag_meta_description"), robots: "noindex, nofollow" },
    bag: answer.bag,
    signedIn: ctx.user !== null,
  };
}

const START_CHECKOUT = graphql(`
  mutation StartCheckoutFromBag($email: String, $region: Region, $currency: Currency) {
    startCheckout(email: $email, region: $region, currency: $currency) {
      __typename
      ... on CheckoutStarted { orderId }
      ... on ErrorResult { errorCode message }
    }
  }
`);

/** What the page shows after a form it posted was refused: the field and its words (a message id's key). */
export interface BagActionData {
  /** Where the refusal is shown: the promo form, a line, the add button's page, checkout. */
  field: "promo" | "line" | "add" | "checkout" | "email";
  /** A refusal reason or an API message to show. */
  reason: string;
  available?: number | null;
}

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The addition a form posted: the fields of an "Add to bag" button (the product, ready-to-go ring, stone or ring). */
function additionOf(form: FormData): Record<string, unknown> | null {
  const quantity = Number(text(form, "quantity") || "1");
  switch (text(form, "line")) {
    case "stone":
      return { stone: { identifier: text(form, "identifier") } };
    case "readyToGo":
      // The ring in the size chosen: the form carries each size's ring (`sku:{size}`) for a page without scripts.
      return { readyToGo: { sku: text(form, "sku") || text(form, `sku:${text(form, "ringSize")}`), quantity } };
    case "ring":
      return { ring: { ringSize: text(form, "ringSize") || null } };
    case "product": {
      const metal = METALS.parse(text(form, "metal"));
      return {
        product: {
          catalogueCode: text(form, "catalogueCode"),
          metal: metal?.code ?? text(form, "metal"),
          ringSize: text(form, "ringSize") || null,
          quantity,
        },
      };
    }
    default:
      return null;
  }
}

/** A form of the bag's page, or an "Add to bag" button, posted without the page's scripts. */
export async function bagAction(args: ActionFunctionArgs) {
  const form = await args.request.formData().catch(() => null);
  if (!form) throw new Response("The form could not be read.", { status: 400 });
  const intent = parseBagIntent(form.get("intent"));
  if (!intent) throw new Response("Unknown form.", { status: 400 });
  const ctx = requestContext(args.context);
  const market = { region: ctx.region, currency: ctx.currency };
  const here = regionPath(ctx.region, BAG_PATH);
  const refused = (answer: BagActionData, status = 200) => data(answer, { status, headers: BAG_HEADERS });
  try {
    switch (intent) {
      case "add": {
        const input = additionOf(form);
        if (!input) throw new Response("Unknown form.", { status: 400 });
        const answer = (await query(args.context, ADD_TO_BAG, { input, ...market })).addToBag;
        if (answer.__typename === "BagRefused") return refused({ field: "add", reason: answer.reason, available: answer.available });
        break;
      }
      case "remove":
        await query(args.context, REMOVE_FROM_BAG, { lineId: text(form, "lineId"), ...market });
        break;
      case "quantity": {
        const answer = (
          await query(args.context, SET_BAG_LINE_QUANTITY, {
            lineId: text(form, "lineId"),
            quantity: Number(text(form, "quantity")),
            ...market,
          })
        ).setBagLineQuantity;
        if (answer.__typename === "BagRefused") return refused({ field: "line", reason: answer.reason, available: answer.available });
        break;
      }
      case "applyPromo":
        await query(args.context, APPLY_PROMO_CODE, { code: text(form, "code"), ...market });
        break;
      case "removePromo":
        await query(args.context, REMOVE_PROMO_CODE, market);
        break;
      case "checkout": {
        const email = text(form, "email").trim() || null;
        const answer = (await query(args.context, START_CHECKOUT, { email, ...market })).startCheckout;
        if (answer.__typename === "CheckoutStarted") return redirect(regionPath(ctx.region, checkoutPath(answer.orderId, "shipping")), 303);
        return refused({ field: "checkout", reason: "errorCode" in answer ? answer.errorCode : "UNAVAILABLE" });
      }
    }
  } catch (error) {
    if (!(error instanceof OperationError)) throw error;
    const [first] = answeredErrors(args.context, error);
    const field = intent === "applyPromo" ? "promo" : intent === "checkout" ? "email" : intent === "add" ? "add" : "line";
    return refused({ field, reason: first?.message ?? "bag_error" }, 400);
  }
  return redirect(here, 303);
}
