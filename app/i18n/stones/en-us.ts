import type { stonesEnGb } from "./en-gb.ts";

/** en-us differences of the stones pages' messages (American spelling). */
export const stonesEnUs: Partial<Record<keyof typeof stonesEnGb, string>> = {};
