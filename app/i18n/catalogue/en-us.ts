import type { catalogueEnGb } from "./en-gb.ts";

/** en-us differences of the catalogue pages' messages (American spelling). */
export const catalogueEnUs: Partial<Record<keyof typeof catalogueEnGb, string>> = {};
