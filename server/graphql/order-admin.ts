import type { SessionUser } from "../context.ts";
import { builder } from "./builder.ts";
import { UserType } from "./accounts.ts";

/**
 * Orders after placing, at the API (docs/product.md#staff-area): who is acting as the signed-in
 * customer, so every page can say so. The customer's orders and the staff area are read by their
 * pages' loaders (app/routes/orders, app/routes/staff).
 */

type Impersonator = NonNullable<SessionUser["impersonator"]>;

const ImpersonationType = builder.objectRef<Impersonator>("Impersonation").implement({
  description: "A consultant seeing the store as this customer: they may browse as the customer but not pay or change the account",
  fields: (t) => ({
    consultantName: t.string({ resolve: (i) => i.firstName?.trim() || i.email }),
    orderId: t.int({
      nullable: true,
      description: "The order the consultant started from (the staff page the way out goes back to)",
      resolve: (i) => i.orderId,
    }),
  }),
});

builder.objectField(UserType, "impersonatedBy", (t) =>
  t.field({
    type: ImpersonationType,
    nullable: true,
    description: "The consultant acting as this user in this session, when one is (only ever answered for the signed-in user)",
    resolve: (u, _a, ctx) => (ctx.user && ctx.user.id === u.id ? (ctx.user.impersonator ?? null) : null),
  }),
);
