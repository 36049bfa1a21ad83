import { builder } from "./builder.ts";
import { unwrap } from "./result.ts";
import { recordMarketingData } from "../services/marketing.ts";

const UtmInput = builder.inputType("UtmInput", {
  fields: (t) => ({
    source: t.string({ required: false }),
    medium: t.string({ required: false }),
    campaign: t.string({ required: false }),
  }),
});

const MarketingDataInput = builder.inputType("MarketingDataInput", {
  fields: (t) => ({
    ftUtm: t.field({ type: UtmInput, required: false }),
    ltUtm: t.field({ type: UtmInput, required: false }),
    clientId: t.string({ required: false }),
    sessionId: t.string({ required: false }),
    gclid: t.string({ required: false }),
    fbp: t.string({ required: false }),
    fbclid: t.string({ required: false }),
  }),
});

const MarketingDataResult = builder.objectRef<{ success: boolean }>("MarketingDataResult").implement({
  fields: (t) => ({ success: t.exposeBoolean("success") }),
});

builder.mutationField("marketingData", (t) =>
  t.field({
    type: MarketingDataResult,
    args: { input: t.arg({ type: MarketingDataInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      unwrap(await recordMarketingData(ctx, input), ["input"]);
      return { success: true };
    },
  }),
);
