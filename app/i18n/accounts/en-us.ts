import type { accountsEnGb } from "./en-gb.ts";

/** en-us differences of the account pages' messages (American spelling and usage). */
export const accountsEnUs: Partial<Record<keyof typeof accountsEnGb, string>> = {
  acc_forgotten_title: "Forgot your password?",
  acc_forgotten_link: "Forgot your password?",
};
