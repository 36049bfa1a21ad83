import { describe, expect, it } from "vitest";
import { mergeMessages } from "../../i18n/index.ts";
import { createTranslator } from "../../lib/intl.tsx";
import { stepOnOpen } from "./AuthModal.tsx";
import { authTitle, FORM_STEP, type AuthStep } from "./AuthPanel.tsx";

const t = createTranslator("en-gb", mergeMessages({}));
const linkSent: AuthStep = { kind: "code", email: "olivia@example.com", reason: "link" };
const registered: AuthStep = { kind: "code", email: "olivia@example.com", reason: "register" };

describe("the sign-in panel's title", () => {
  it("names the form of the mode, else the code of the mail just sent, whatever the mode", () => {
    expect(authTitle("signIn", FORM_STEP, t)).toBe(t("acc_sign_in_title"));
    expect(authTitle("register", FORM_STEP, t)).toBe(t("acc_register_title"));
    for (const mode of ["signIn", "register"] as const) {
      expect(authTitle(mode, linkSent, t)).toBe(t("acc_magic_request_title"));
      expect(authTitle(mode, registered, t)).toBe(t("acc_confirm_title"));
    }
    expect(new Set([t("acc_sign_in_title"), t("acc_register_title"), t("acc_magic_request_title"), t("acc_confirm_title")]).size).toBe(4);
  });
});

describe("the login modal's step", () => {
  it("starts each opening at the form, so the title is the form's again after a link was asked for or an account made", () => {
    for (const step of [linkSent, registered]) {
      expect(stepOnOpen(step, false, true)).toBe(FORM_STEP);
      expect(authTitle("signIn", stepOnOpen(step, false, true), t)).toBe(t("acc_sign_in_title"));
      // Open all along (or closing): the code stays.
      expect(stepOnOpen(step, true, true)).toBe(step);
      expect(stepOnOpen(step, true, false)).toBe(step);
    }
  });
});
