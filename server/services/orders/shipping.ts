import { z } from "zod";
import { deliversTo, hasPostcode, isSubdivisionOf, normalisePostcode, postcodeExample, subdivisionsOf } from "../../../core/address.ts";
import type { RequestContext } from "../../context.ts";
import { orders } from "../../db/schema/orders.ts";
import { phoneField } from "../accounts/index.ts";
import { fail, fromZod, invalid, ok, type Result } from "../result.ts";
import { eq } from "drizzle-orm";
import { reachableOrder } from "./access.ts";
import { saveAddress, savedAddress, touchAddress, type DeliveryAddress } from "./addresses.ts";
import { expressOffer, linesOfOrder, writeTotals } from "./totals.ts";
import type { CheckoutRefusal } from "./view.ts";

/**
 * The shipping step (docs/product.md#checkout): the delivery address (one of the customer's saved
 * addresses, or a new one, saved for a customer who asks), a phone for the courier, and express
 * delivery where every line allows it. The address is checked against the region's delivery
 * countries, the country's postcode rule and, in the US and Canada, its state or province, whose
 * sales tax the order then adds.
 */

const text = (max: number, empty: string) =>
  z
    .string()
    .transform((v) => v.trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, empty).max(max, `Please use at most ${max} characters.`));

const addressInput = z.object({
  name: text(100, "Please enter the recipient's name."),
  line1: text(100, "Please enter the address."),
  line2: z
    .string()
    .nullish()
    .transform((v) => v?.trim().replace(/\s+/g, " ") || null)
    .pipe(z.string().max(100, "Please use at most 100 characters.").nullable()),
  city: text(60, "Please enter the town or city."),
  subdivision: z
    .string()
    .nullish()
    .transform((v) => v?.trim().toUpperCase() || null),
  postcode: z
    .string()
    .nullish()
    .transform((v) => v?.trim() ?? ""),
  country: z.string().transform((v) => v.trim().toUpperCase()),
});

export interface ShippingInput {
  savedAddressId?: string | null;
  address?: z.input<typeof addressInput> | null;
  phone: { countryCode: string; nationalNumber: string };
  express: boolean;
  /** Keep the new address in the customer's saved addresses. */
  saveAddress?: boolean | null;
}

export async function setShipping(
  ctx: RequestContext,
  orderId: number,
  input: ShippingInput,
): Promise<Result<{ orderId: number } | CheckoutRefusal>> {
  const order = await reachableOrder(ctx, orderId);
  if (!order) return ok({ refusal: "NOT_FOUND" });
  if (order.status !== "AWAITING_PAYMENT" || order.placedAt) return ok({ refusal: "CLOSED" });
  const owner = ctx.user?.id === order.userId;

  let address: Omit<DeliveryAddress, "phone">;
  let savedId: string | null = null;
  if (input.savedAddressId) {
    const saved = owner ? await savedAddress(ctx.db, order.userId, input.savedAddressId) : null;
    if (!saved) return fail(invalid(["savedAddressId"], "Please choose one of your addresses."));
    if (!deliversTo(order.region, saved.country))
      return fail(invalid(["savedAddressId"], "We do not deliver to this address from this store."));
    address = saved;
    savedId = saved.id;
  } else {
    const parsed = addressInput.safeParse(input.address ?? {});
    if (!parsed.success) return prefixed(fromZod(parsed.error), "address");
    const a = parsed.data;
    const errors = [];
    if (!deliversTo(order.region, a.country)) errors.push(invalid(["address", "country"], "Please choose a country we deliver to."));
    const postcode = normalisePostcode(a.country, a.postcode);
    if (deliversTo(order.region, a.country) && postcode === null) {
      const example = postcodeExample(a.country);
      errors.push(
        invalid(
          ["address", "postcode"],
          a.postcode ? `Please enter a valid postcode${example ? `, such as ${example}` : ""}.` : "Please enter the postcode.",
        ),
      );
    }
    const needsSubdivision = subdivisionsOf(a.country).length > 0;
    if (needsSubdivision && !isSubdivisionOf(a.country, a.subdivision ?? ""))
      errors.push(invalid(["address", "subdivision"], a.country === "CA" ? "Please choose a province." : "Please choose a state."));
    if (errors.length) return fail(...errors);
    address = {
      ...a,
      postcode: hasPostcode(a.country) ? postcode! : "",
      subdivision: needsSubdivision ? a.subdivision : null,
    };
  }
  const phone = phoneField.safeParse(input.phone);
  if (!phone.success) return prefixed(fromZod(phone.error), "phone");
  if (input.express && !(await expressOffer(ctx.db, order, await linesOfOrder(ctx.db, orderId))))
    return fail(invalid(["express"], "Express delivery is not available for this order."));

  await ctx.db.transaction(async (tx) => {
    const locked = await reachableOrder(ctx, orderId, tx, true);
    if (!locked || locked.status !== "AWAITING_PAYMENT" || locked.placedAt) return;
    await tx
      .update(orders)
      .set({
        phone: phone.data.e164,
        shipName: address.name,
        shipLine1: address.line1,
        shipLine2: address.line2,
        shipCity: address.city,
        shipSubdivision: address.subdivision,
        shipPostcode: address.postcode,
        shipCountry: address.country,
      })
      .where(eq(orders.id, orderId));
    const lines = await linesOfOrder(tx, orderId);
    await writeTotals(tx, locked, lines, { express: input.express, country: address.country, subdivision: address.subdivision });
    if (owner && savedId) await touchAddress(tx, savedId);
    else if (owner && input.saveAddress) await saveAddress(tx, order.userId, { ...address, phone: phone.data.e164 });
  });
  return ok({ orderId });
}

function prefixed<T>(result: Result<T>, under: string): Result<T> {
  return result.ok ? result : { ok: false, errors: result.errors.map((e) => ({ ...e, path: [under, ...e.path] })) };
}
