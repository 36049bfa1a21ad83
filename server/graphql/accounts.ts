import { builder } from "./builder.ts";
import type { SessionUser } from "../context.ts";

/** A user (docs/product.md#accounts; the customer part grows with the accounts work). */
export const UserType = builder.objectRef<SessionUser>("User").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    firstName: t.exposeString("firstName", { nullable: true }),
    lastName: t.exposeString("lastName", { nullable: true }),
    isConsultant: t.exposeBoolean("isConsultant"),
  }),
});

builder.queryField("me", (t) =>
  t.field({
    type: UserType,
    nullable: true,
    description: "The signed-in user; null when anonymous.",
    resolve: (_root, _args, ctx) => ctx.user,
  }),
);
