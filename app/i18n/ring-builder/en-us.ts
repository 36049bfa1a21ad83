import type { ringBuilderEnGb } from "./en-gb.ts";

/** en-us differences of the ring builder's messages (American spelling: center, color, installment). */
export const ringBuilderEnUs: Partial<Record<keyof typeof ringBuilderEnGb, string>> = {
  rb_stone: "Center stone",
  rb_error_shape_not_offered: "This setting is not made for that center stone shape.",
  rb_error_stone_kind_not_taken: "This setting is made for a diamond center stone: choose a natural or lab-grown diamond.",
  rb_setting_details: "{metal} · {shape} center stone",
  rb_setting_only: "Setting only · center stone chosen next",
  rb_signature_colour: "Color",
  rb_finance: "Or {count, plural, one {# interest-free installment} other {# interest-free installments}} of {amount}, subject to status.",
  rb_finance_first:
    "Or {first} today, then {count, plural, one {# interest-free installment} other {# interest-free installments}} of {amount}, subject to status.",
};
