import { randomBytes } from "node:crypto";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { regionPath } from "../../../core/regions.ts";
import { ACCOUNT_PATHS, withRedirect } from "../../../core/urls/accounts.ts";
import { BAG_PATH } from "../../../core/urls/bag.ts";
import {
  CHECKOUT_PATH,
  CHECKOUT_STEPS,
  checkoutPath,
  parseCheckoutOrderId,
  parseCheckoutPage,
  type CheckoutStep,
} from "../../../core/urls/checkout.ts";
import { myOrdersPath } from "../../../core/urls/my-orders.ts";
import { OperationError } from "../../../server/graphql/execute.ts";
import type { CheckoutOrderFragment, CheckoutPlaceOrderMutation, CheckoutStepQuery } from "../../graphql/graphql.ts";
import { load, notFound } from "../../lib/loader.server.ts";
import { documentTitle, type PageSeo } from "../../lib/meta.ts";
import { serverTranslator } from "../../lib/messages.server.ts";
import { query, requestContext } from "../../lib/query.server.ts";
import { CHECKOUT_QUERY, PLACED_ORDER_QUERY, PLACE_ORDER, SET_PAYMENT, SET_SHIPPING, START_CHECKOUT } from "./documents.ts";

/**
 * Loaders and actions of the checkout pages (docs/product.md#checkout). Every page is the visitor's
 * own: noindex and never kept by a cache (`CHECKOUT_HEADERS`). Each step's form is an HTML form posted
 * to its own page, whose action runs the step's mutation in process (as the account forms do, ADR
 * 0602): a success answers 303 to the next step, a refusal draws the page again with each error under
 * its field and what was typed.
 */

export const CHECKOUT_HEADERS = { "Cache-Control": "private, no-store" } as const;

export type CheckoutData = Extract<CheckoutStepQuery["checkout"], { __typename: "Checkout" }>;
export type PriceChanges = Extract<CheckoutPlaceOrderMutation["placeOrder"], { __typename: "PricesChanged" }>["lines"];

export interface CheckoutLinks {
  bag: string;
  signIn: string;
  steps: Record<CheckoutStep, string>;
  thankYou: string;
  myOrders: string;
  home: string;
}

/** What a form sent back with its errors: each field's error by its name ("address.postcode"), and what was typed. */
export interface FormAnswer {
  errors: Record<string, string>;
  form: string | null;
  values: Record<string, string>;
  /** The start page: why no order was made. */
  outcome?: { kind: "bag" } | { kind: "promo"; code: string } | { kind: "taken"; names: string[] };
  priceChanges?: PriceChanges;
}

export type StepPageData =
  | { kind: "step"; seo: PageSeo; step: CheckoutStep; checkout: CheckoutData; links: CheckoutLinks; placeKey: string | null }
  | { kind: "missing"; seo: PageSeo; number: number; closed: boolean; links: CheckoutLinks };

export interface StartPageData {
  seo: PageSeo;
  signedInEmail: string | null;
  links: CheckoutLinks;
}

export interface ThankYouPageData {
  seo: PageSeo;
  order: CheckoutOrderFragment;
  links: CheckoutLinks;
}

function linksFor(args: LoaderFunctionArgs, orderId: number | null): CheckoutLinks {
  const region = requestContext(args.context).region;
  const at = (path: string) => regionPath(region, path);
  const id = orderId ?? 0;
  return {
    bag: at(BAG_PATH),
    signIn: at(withRedirect(ACCOUNT_PATHS.signIn, at(CHECKOUT_PATH))),
    steps: { shipping: at(checkoutPath(id, "shipping")), payment: at(checkoutPath(id, "payment")), review: at(checkoutPath(id, "review")) },
    thankYou: at(checkoutPath(id, "thank-you")),
    myOrders: at(myOrdersPath(orderId)),
    home: at("/"),
  };
}

async function seoOf(args: LoaderFunctionArgs, title: string): Promise<PageSeo> {
  const t = await serverTranslator(args.context);
  return { title: documentTitle(t, title), description: t("co_description"), robots: "noindex, nofollow" };
}

// ---------------------------------------------------------------------------------------------------
// /checkout: a visitor gives an e-mail address; a signed-in customer starts at once.

export async function loadStart(args: LoaderFunctionArgs): Promise<StartPageData> {
  const ctx = requestContext(args.context);
  const t = await serverTranslator(args.context);
  return { seo: await seoOf(args, t("co_start_title")), signedInEmail: ctx.user?.email ?? null, links: linksFor(args, null) };
}

export async function startAction(args: ActionFunctionArgs) {
  const form = await args.request.formData();
  const email = String(form.get("email") ?? "").slice(0, 320);
  const ctx = requestContext(args.context);
  const answer: FormAnswer = { errors: {}, form: null, values: { email } };
  try {
    const { startCheckout: r } = await query(args.context, START_CHECKOUT, { email: ctx.user ? null : email });
    switch (r.__typename) {
      case "CheckoutStarted":
        return redirect(regionPath(ctx.region, checkoutPath(r.orderId, "shipping")), 303);
      case "StonesTaken":
        return data({ ...answer, outcome: { kind: "taken" as const, names: r.stones.map((s) => s.name) } }, 409);
      case "PromoUnavailable":
        return data({ ...answer, outcome: { kind: "promo" as const, code: r.code } }, 409);
      default:
        return data({ ...answer, outcome: { kind: "bag" as const } }, 409);
    }
  } catch (error) {
    return data(await formErrors(args, error, answer, []), 400);
  }
}

// ---------------------------------------------------------------------------------------------------
// /checkout/{orderId}/{step}

function orderIdOf(args: LoaderFunctionArgs): number {
  const id = parseCheckoutOrderId(args.params["orderId"]);
  if (id === null) notFound();
  return id;
}

export async function loadStep(args: LoaderFunctionArgs) {
  const orderId = orderIdOf(args);
  const ctx = requestContext(args.context);
  const rawStep = args.params["step"];
  if (rawStep === undefined) return redirect(regionPath(ctx.region, checkoutPath(orderId, "shipping")), 302);
  const page = parseCheckoutPage(rawStep);
  if (!page || page === "thank-you") notFound();
  const step = page as CheckoutStep;
  const t = await serverTranslator(args.context);
  const links = linksFor(args, orderId);
  const { checkout } = await load(args.context, CHECKOUT_QUERY, { orderId });
  if (checkout.__typename !== "Checkout") {
    const closed = checkout.__typename === "CheckoutClosed";
    if (closed) {
      const placed = await query(args.context, PLACED_ORDER_QUERY, { orderId });
      if (placed.placedOrder.__typename === "Order") return redirect(links.thankYou, 303);
    }
    const title = closed ? t("co_closed", { number: orderId }) : t("co_not_found", { number: orderId });
    const missing: StepPageData = { kind: "missing", seo: await seoOf(args, title), number: orderId, closed, links };
    return data(missing, 404);
  }
  // A step needs the ones before it.
  if (step !== "shipping" && !checkout.order.address) return redirect(links.steps.shipping, 303);
  if (step === "review" && !checkout.order.paymentMethod) return redirect(links.steps.payment, 303);
  const title = `${t(`co_step_${step}`)} · ${t("co_order_number", { number: orderId })}`;
  const page_: StepPageData = {
    kind: "step",
    seo: await seoOf(args, title),
    step,
    checkout,
    links,
    // A fresh key for each drawing of the review: one placement per click, however often it is sent.
    placeKey: step === "review" ? randomBytes(18).toString("base64url") : null,
  };
  return data(page_, 200);
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").slice(0, 500);

export async function stepAction(args: ActionFunctionArgs) {
  const orderId = orderIdOf(args);
  const links = linksFor(args, orderId);
  const form = await args.request.formData();
  const intent = text(form, "intent");
  const values = Object.fromEntries([...form.entries()].filter(([k]) => k !== "placeKey").map(([k, v]) => [k, String(v).slice(0, 500)]));
  const answer: FormAnswer = { errors: {}, form: null, values };
  try {
    if (intent === "shipping") {
      const saved = text(form, "savedAddressId");
      const input = {
        savedAddressId: saved && saved !== "new" ? saved : null,
        address:
          saved && saved !== "new"
            ? null
            : {
                name: text(form, "address.name"),
                line1: text(form, "address.line1"),
                line2: text(form, "address.line2") || null,
                city: text(form, "address.city"),
                subdivision: text(form, "address.subdivision") || null,
                postcode: text(form, "address.postcode"),
                country: text(form, "address.country"),
              },
        phone: { countryCode: text(form, "phone.countryCode"), nationalNumber: text(form, "phone.nationalNumber") },
        express: form.get("express") === "1",
        saveAddress: form.get("saveAddress") === "1",
      };
      const { setCheckoutShipping: r } = await query(args.context, SET_SHIPPING, { orderId, input });
      return r.__typename === "Checkout" ? redirect(links.steps.payment, 303) : redirect(links.steps.shipping, 303);
    }
    if (intent === "payment") {
      const method = text(form, "method") || "BANK_TRANSFER";
      const plan = text(form, "plan") || "FULL";
      const input = { method: method as "BANK_TRANSFER", plan: plan as "FULL", acknowledged: form.get("acknowledged") === "1" };
      const { setCheckoutPayment: r } = await query(args.context, SET_PAYMENT, { orderId, input });
      if (r.__typename === "PaymentNotAllowed") return data(await notAllowed(args, answer), 403);
      return r.__typename === "Checkout" ? redirect(links.steps.review, 303) : redirect(links.steps.payment, 303);
    }
    if (intent === "place") {
      const { placeOrder: r } = await query(args.context, PLACE_ORDER, {
        orderId,
        placeKey: text(form, "placeKey"),
        acceptPrices: form.get("acceptPrices") === "1",
      });
      if (r.__typename === "OrderPlaced") return redirect(links.thankYou, 303);
      if (r.__typename === "PricesChanged") return data({ ...answer, priceChanges: r.lines }, 409);
      if (r.__typename === "PaymentNotAllowed") return data(await notAllowed(args, answer), 403);
      return redirect(links.steps.review, 303);
    }
  } catch (error) {
    return data(await formErrors(args, error, answer, ["input"]), 400);
  }
  return data(answer, 400);
}

/** A consultant seeing the store as the customer tried to pay: the form says only the customer can. */
async function notAllowed(args: ActionFunctionArgs, answer: FormAnswer): Promise<FormAnswer> {
  const t = await serverTranslator(args.context);
  return { ...answer, form: t("co_impersonating_cannot_pay") };
}

/** The API's validation errors as the form's: each under its field (the path after `under`), the rest for the form. */
async function formErrors(args: ActionFunctionArgs, error: unknown, answer: FormAnswer, under: string[]): Promise<FormAnswer> {
  const t = await serverTranslator(args.context);
  if (!(error instanceof OperationError)) throw error;
  const errors: Record<string, string> = {};
  let form: string | null = null;
  for (const e of error.errors) {
    const violations = (e.extensions?.["violations"] as { path: (string | number)[]; message: string }[] | undefined) ?? [];
    if (!violations.length) form = t("co_error_generic");
    for (const v of violations) {
      const path = v.path.slice(under.length).join(".");
      if (path && !errors[path]) errors[path] = v.message;
      else if (!path) form = v.message;
    }
  }
  return { ...answer, errors, form };
}

// ---------------------------------------------------------------------------------------------------
// /checkout/{orderId}/thank-you

export async function loadThankYou(args: LoaderFunctionArgs): Promise<ThankYouPageData> {
  const orderId = orderIdOf(args);
  const t = await serverTranslator(args.context);
  const { placedOrder } = await load(args.context, PLACED_ORDER_QUERY, { orderId });
  if (placedOrder.__typename !== "Order") notFound();
  return { seo: await seoOf(args, t("co_thanks_title")), order: placedOrder, links: linksFor(args, orderId) };
}

export { CHECKOUT_STEPS };
