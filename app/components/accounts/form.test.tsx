import { describe, expect, it } from "vitest";
import { CombinedError } from "@urql/core";
import { GraphQLError } from "graphql";
import { mergeMessages } from "../../i18n/index.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { IntlRoot, createTranslator } from "../../lib/intl.tsx";
import { checkProfile } from "./form-checks.ts";
import { FormErrorNotice, emailError, newPasswordError, readApiError } from "./form.tsx";

const t = createTranslator("en-gb", mergeMessages({}));

function apiError(...errors: { message: string; extensions?: Record<string, unknown> }[]): CombinedError {
  return new CombinedError({ graphQLErrors: errors.map((e) => new GraphQLError(e.message, { extensions: e.extensions })) });
}

describe("the account forms' own checks", () => {
  it("says the fixed e-mail texts", () => {
    expect(emailError("", t)).toBe("Please enter your email.");
    expect(emailError("   ", t)).toBe("Please enter your email.");
    expect(emailError("olivia@", t)).toBe("Please enter valid email");
    expect(emailError(" olivia@example.com ", t)).toBeNull();
  });

  it("asks for at least 10 characters in a new password", () => {
    expect(newPasswordError("123456789", t)).toBe("Use at least 10 characters.");
    expect(newPasswordError("1234567890", t)).toBeNull();
  });
});

describe("checkProfile", () => {
  it("asks for a first name and a phone of digits, and answers the phone's national digits", () => {
    expect(checkProfile({ firstName: "  ", phone: "07700 9001+" }, t)).toEqual({
      fields: { firstName: "Please enter your name.", phone: "Please enter the phone number in digits." },
      national: null,
    });
    expect(checkProfile({ firstName: "Olivia", phone: "07700 900123" }, t)).toEqual({ fields: {}, national: "07700900123" });
    expect(checkProfile({ firstName: "Olivia", phone: "" }, t)).toEqual({ fields: {}, national: "" });
  });
});

describe("readApiError", () => {
  it("shows each violation under its field, by the last known name of its path", () => {
    const error = apiError({
      message: "bad",
      extensions: {
        category: "validation",
        violations: [
          { path: ["input", "byManual", "email"], message: "An account with this e-mail exists." },
          { path: ["password"], message: "Wrong password." },
        ],
      },
    });
    expect(readApiError(error, t, ["email", "password"])).toEqual({
      fields: { email: "An account with this e-mail exists.", password: "Wrong password." },
      form: null,
    });
  });

  it("reads the contract's extensions.code as well as the category", () => {
    const error = apiError({ message: "bad", extensions: { code: "validation", violations: [{ path: ["email"], message: "No." }] } });
    expect(readApiError(error, t, ["email"]).fields).toEqual({ email: "No." });
  });

  it("puts a violation of a field the form does not show above the button", () => {
    const error = apiError({
      message: "bad",
      extensions: { category: "validation", violations: [{ path: ["token"], message: "Link seems invalid." }] },
    });
    expect(readApiError(error, t, ["password"])).toEqual({ fields: {}, form: "Link seems invalid." });
  });

  it("says too many tries and a lost connection in the store's words, and hides internal messages", () => {
    expect(readApiError(apiError({ message: "Too many", extensions: { category: "rateLimit" } }), t, []).form).toBe(
      "Too many attempts. Please wait a minute and try again.",
    );
    expect(readApiError(new CombinedError({ networkError: new Error("offline") }), t, []).form).toBe(
      "We couldn't reach the store. Please check your connection and try again.",
    );
    expect(readApiError(apiError({ message: "db exploded", extensions: { category: "internal" } }), t, []).form).toBe(
      "Something went wrong. Please try again.",
    );
    expect(readApiError(new Error("?"), t, []).form).toBe("Something went wrong. Please try again.");
  });

  it("says the kind of a refusal that checked nothing: too many tries, a lost connection", () => {
    expect(readApiError(apiError({ message: "Too many", extensions: { category: "rateLimit" } }), t, []).kind).toBe("rateLimit");
    expect(readApiError(new CombinedError({ networkError: new Error("offline") }), t, []).kind).toBe("network");
    expect(
      readApiError(
        apiError({
          message: "bad",
          extensions: { category: "validation", violations: [{ path: ["hash"], message: "Link seems invalid." }] },
        }),
        t,
        [],
      ).kind,
    ).toBeUndefined();
  });

  it("keeps the reference of an internal error for everyone, and what went wrong when the server told a consultant", () => {
    const customer = readApiError(
      apiError({ message: "Unexpected error.", extensions: { category: "internal", requestId: "req-7" } }),
      t,
      [],
    );
    expect(customer).toEqual({ fields: {}, form: "Something went wrong. Please try again.", reference: "req-7" });
    const consultant = readApiError(
      apiError({
        message: "Unexpected error.",
        extensions: { category: "internal", requestId: "req-7", detail: 'relation "stones" does not exist' },
      }),
      t,
      [],
    );
    expect(consultant).toEqual({
      fields: {},
      form: "Something went wrong. Please try again.",
      reference: "req-7",
      detail: 'relation "stones" does not exist',
    });
  });
});

describe("FormErrorNotice", () => {
  const render = (errors: Parameters<typeof FormErrorNotice>[0]["errors"]) =>
    renderToStaticMarkup(
      <IntlRoot locale="en-gb" messages={mergeMessages({})}>
        <FormErrorNotice errors={errors} />
      </IntlRoot>,
    );

  it("shows the reference to quote and, for a consultant, what went wrong", () => {
    const html = render({ fields: {}, form: "Something went wrong. Please try again.", reference: "req-7", detail: "relation missing" });
    expect(html).toContain("Reference: req-7");
    expect(html).toContain("What went wrong (shown to consultants only): relation missing");
    expect(render({ fields: {}, form: "Something went wrong. Please try again.", reference: "req-7" })).not.toContain("consultants only");
  });
});
