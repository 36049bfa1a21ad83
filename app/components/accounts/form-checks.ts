/**
 * The account forms' checks and the reading of the API's answers, without React: the same functions
 * serve the forms in the browser (app/components/accounts/) and the pages' actions on the server,
 * which answer a form sent before the scripts ran or without them (app/routes/accounts/accounts.server.ts).
 */
import { isEmailAddress, PASSWORD_MIN_LENGTH, splitFullName } from "../../../core/account.ts";
import { nationalDigits } from "../../../core/phone.ts";
import type { Translate } from "../../lib/intl.tsx";

/** Errors of a form: each field's under the field, the rest above the button. */
export interface FormErrors {
  fields: Record<string, string>;
  form: string | null;
  /** The reference of a failure the server logged, to quote (every visitor sees it). */
  reference?: string;
  /** What went wrong, as the server told a signed-in consultant (never sent to customers). */
  detail?: string;
  /** Why nothing was checked: too many tries, or the store could not be reached (the form says so; try again later). */
  kind?: "rateLimit" | "network";
}

export const NO_ERRORS: FormErrors = { fields: {}, form: null };

export function hasErrors(errors: FormErrors): boolean {
  return errors.form !== null || Object.keys(errors.fields).length > 0;
}

/** What the registration form holds, as typed. */
export interface RegistrationForm {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  privacyConsent: boolean;
}

/**
 * The registration form's own checks, the same in the browser and the page's action: the field errors,
 * the name split into first and last, and the phone's national digits (null: characters a phone
 * number cannot have). The phone's numbering plan is checked apart (the browser loads it on demand).
 */
export function checkRegistration(
  form: RegistrationForm,
  t: Translate,
): { fields: Record<string, string>; name: ReturnType<typeof splitFullName>; national: string | null } {
  const name = splitFullName(form.fullName);
  const { fields, national } = checkProfile({ firstName: name.firstName, phone: form.phone }, t);
  const emailProblem = emailError(form.email, t);
  if (emailProblem) fields["email"] = emailProblem;
  if (form.password) {
    const problem = newPasswordError(form.password, t);
    if (problem) fields["password"] = problem;
  }
  if (!form.privacyConsent) fields["privacyConsent"] = t("acc_error_privacy");
  return { fields, name, national };
}

/**
 * The profile's details' own checks, the same in the browser and the page's action: the field errors
 * and the phone's national digits (null: characters a phone number cannot have; its numbering plan
 * is checked apart, as for the registration).
 */
export function checkProfile(
  form: { firstName: string; phone: string },
  t: Translate,
): { fields: Record<string, string>; national: string | null } {
  const fields: Record<string, string> = {};
  if (!form.firstName.trim()) fields["firstName"] = t("acc_error_name_empty");
  const national = nationalDigits(form.phone);
  if (national === null) fields["phone"] = t("acc_error_phone_characters");
  return { fields, national };
}

/** The e-mail field's own check (fixed wording): empty, then syntax. */
export function emailError(value: string, t: Translate): string | null {
  const email = value.trim();
  if (!email) return t("acc_error_email_empty");
  if (!isEmailAddress(email)) return t("acc_error_email_invalid");
  return null;
}

/** A new password's check: at least PASSWORD_MIN_LENGTH characters. */
export function newPasswordError(value: string, t: Translate): string | null {
  return value.length < PASSWORD_MIN_LENGTH ? t("acc_error_password_short", { min: PASSWORD_MIN_LENGTH }) : null;
}

/** The new-password pair: at least PASSWORD_MIN_LENGTH characters (the rule is shown), typed twice. */
export function newPasswordErrors(password: string, again: string, t: Translate): Record<string, string> {
  const fields: Record<string, string> = {};
  const problem = newPasswordError(password, t);
  if (problem) fields["password"] = problem;
  else if (password !== again) fields["again"] = t("acc_error_password_mismatch");
  return fields;
}

/** A sign-in code as typed: letters and digits only, upper case ("ab3 k9z" -> "AB3K9Z"). */
export function cleanCode(typed: string): string {
  return typed.replace(/[^0-9a-z]/gi, "").toUpperCase();
}

/** The 6-character code's own check. */
export function codeError(typed: string, t: Translate): string | null {
  return cleanCode(typed).length === 6 ? null : t("acc_error_code");
}

/**
 * What a form says when the API answers an expected outcome in place of the value (an ErrorResult:
 * ARCHITECTURE.md, "Failures at the API"), the same in the browser and the page's action: an address
 * that has an account, under the address.
 */
export function takenAddressErrors(t: Translate): FormErrors {
  return { fields: { email: t("acc_error_email_taken") }, form: null };
}

/** A reset link that was used or expired (or names no token), above the button. */
export function spentResetLinkErrors(t: Translate): FormErrors {
  return { fields: {}, form: t("acc_error_reset_link_spent") };
}

/** A GraphQL error as the browser's client and the server's in-process execution both give it. */
export interface ApiErrorLike {
  message: string;
  extensions?: Readonly<Record<string, unknown>> | undefined;
}

function category(extensions: Readonly<Record<string, unknown>> | undefined): string {
  return String(extensions?.["category"] ?? extensions?.["code"] ?? "");
}

/**
 * What the API's errors mean for a form: each violation of a known field under that field (its path's
 * last name: ["input", "byManual", "email"] is "email"), too many tries in the store's words, any other
 * public message above the button. An internal error says "Something went wrong" with the reference
 * the server logged it under, and, for a consultant, what went wrong (`detail`, which the server adds
 * for consultants only: server/graphql/yoga.ts).
 */
export function readApiErrors(errors: readonly ApiErrorLike[], t: Translate, fields: readonly string[]): FormErrors {
  const result: FormErrors = { fields: {}, form: null };
  const other: string[] = [];
  for (const e of errors) {
    const cat = category(e.extensions);
    if (cat === "rateLimit") {
      result.form = t("acc_error_rate_limit");
      result.kind = "rateLimit";
      continue;
    }
    const violations = e.extensions?.["violations"];
    if ((cat === "validation" || cat === "coercion_error") && Array.isArray(violations) && violations.length > 0) {
      for (const v of violations as { path?: unknown[]; message?: string }[]) {
        const name = [...(v.path ?? [])].reverse().find((p): p is string => typeof p === "string" && fields.includes(p));
        if (name && !result.fields[name]) result.fields[name] = v.message ?? t("acc_error_generic");
        else if (v.message) other.push(v.message);
      }
      continue;
    }
    if (cat === "internal" || !cat || !e.message) {
      other.push(t("acc_error_generic"));
      const reference = e.extensions?.["requestId"];
      if (typeof reference === "string" && reference) result.reference = reference;
      const detail = e.extensions?.["detail"];
      if (typeof detail === "string" && detail) result.detail = detail;
      continue;
    }
    other.push(e.message);
  }
  if (!result.form && other.length) result.form = [...new Set(other)].join(" ");
  if (!result.form && Object.keys(result.fields).length === 0) result.form = t("acc_error_generic");
  return result;
}

/** The API's names of the registration's fields. */
export const REGISTER_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "nationalNumber",
  "countryCode",
  "password",
  "privacyConsent",
  "emailConsent",
] as const;
/** The registration's fields the form shows as one: the name, the phone. */
export const REGISTER_FIELD_PARTS = [
  ["lastName", "firstName"],
  ["nationalNumber", "phone"],
  ["countryCode", "phone"],
] as const;

/**
 * Moves each violation of a part of a field the form shows as one under that one: a last name's under
 * the full name, a phone's country code's and number's under the phone.
 */
export function mergeFieldErrors(errors: FormErrors, into: readonly (readonly [from: string, to: string])[]): FormErrors {
  const fields = { ...errors.fields };
  for (const [from, to] of into) {
    if (fields[from] && !fields[to]) fields[to] = fields[from]!;
    delete fields[from];
  }
  return { ...errors, fields };
}
