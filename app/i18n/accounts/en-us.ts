import type { accountsEnGb } from "./en-gb.ts";

/** en-us differences of the account pages' messages (American spelling and usage). */
export const accountsEnUs: Partial<Record<keyof typeof accountsEnGb, string>> = {
  acc_forgotten_title: "Forgot your password?",
  acc_forgotten_link: "Forgot your password?",
  acc_empty_designstudio_text:
    "The rings and jewelry you design in the design studio, and the drawings our designers make for you, will appear here.",
};
