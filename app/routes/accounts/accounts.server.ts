import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { callingCode, phoneCountryOr } from "../../../core/phone.ts";
import { regionPath, splitRegionPath } from "../../../core/regions.ts";
import {
  ACCOUNT_PATHS,
  localRedirect,
  parseMagicLinkQuery,
  profileTabOfPath,
  withRedirect,
  REDIRECT_PARAM,
  type MagicLinkQuery,
  type ProfileTab,
} from "../../../core/urls/accounts.ts";
import { OperationError } from "../../../server/graphql/execute.ts";
import { loadProfileOrders, type OrdersTabData, type ProductsTabData } from "../orders/orders.server.ts";
import { documentUrl } from "../../lib/document-url.ts";
import { answeredErrors, load, notFound } from "../../lib/loader.server.ts";
import { documentTitle, type PageSeo } from "../../lib/meta.ts";
import { serverTranslator } from "../../lib/messages.server.ts";
import { query, requestContext } from "../../lib/query.server.ts";
import type { Translate } from "../../lib/intl.tsx";
import type { MessageId } from "../../i18n/index.ts";
import {
  checkProfile,
  checkRegistration,
  codeError,
  cleanCode,
  emailError,
  hasErrors,
  mergeFieldErrors,
  newPasswordErrors,
  readApiErrors,
  spentResetLinkErrors,
  takenAddressErrors,
  NO_ERRORS,
  REGISTER_FIELD_PARTS,
  REGISTER_FIELDS,
  type FormErrors,
} from "../../components/accounts/form-checks.ts";
import { phoneError } from "../../components/accounts/phone-check.ts";
import {
  PASSWORD_RESET_LINK,
  CHANGE_PASSWORD,
  PROFILE_QUERY,
  REGISTER,
  UPDATE_PROFILE,
  REQUEST_MAGIC_LINK,
  REQUEST_PASSWORD_RESET,
  RESET_PASSWORD,
  SIGN_IN,
  SIGN_IN_WITH_CODE,
  SIGN_IN_WITH_MAGIC_LINK,
  SIGNED_IN_QUERY,
  type ProfileUser,
} from "./documents.ts";

/**
 * Loaders and actions of the account pages (docs/product.md#accounts). Every account page is personal
 * or part of signing in: none is indexed (robots noindex) and none is kept by a cache (`ACCOUNT_HEADERS`).
 *
 * Each form of these pages is an HTML form (method post) that the page's action answers, so signing
 * in, asking for a link, typing its code, using it, registering and choosing a new password work
 * before the page's scripts have run and without them; once they run, the forms send the same
 * mutations from the browser instead (app/components/accounts/). The action runs the same GraphQL
 * documents in process, so the session cookie a mutation sets goes out with the action's answer.
 */

/** Headers of every account page: never stored by the page cache, a browser or a proxy. */
export const ACCOUNT_HEADERS = { "Cache-Control": "private, no-store" } as const;

async function accountSeo(args: LoaderFunctionArgs, title: MessageId, description: MessageId): Promise<PageSeo> {
  const t = await serverTranslator(args.context);
  return { title: documentTitle(t, t(title)), description: t(description), robots: "noindex, nofollow" };
}

function pageUrl(args: LoaderFunctionArgs) {
  const url = documentUrl(args.request);
  const region = requestContext(args.context).region;
  return { url, region, path: splitRegionPath(url.pathname).path };
}

/** The local page a `redirectUrl` parameter names, else null. */
function returnTo(url: URL): string | null {
  return localRedirect(url.searchParams.get(REDIRECT_PARAM));
}

export interface SignInPageData {
  seo: PageSeo;
  returnTo: string | null;
  mode: "signIn" | "register";
}

/**
 * /sign-in: a visitor who is signed in with a full session goes straight on (their redirectUrl, else
 * the profile); one whose session is limited (a registrant about to type the welcome mail's code, a
 * visitor signed in by a link) may sign in here.
 */
export async function loadSignIn(args: LoaderFunctionArgs): Promise<SignInPageData> {
  const { url, region } = pageUrl(args);
  const back = returnTo(url);
  const { me } = await load(args.context, SIGNED_IN_QUERY, {});
  if (me?.fullSession) throw redirect(back ?? regionPath(region, ACCOUNT_PATHS.profile));
  const mode = url.searchParams.get("mode") === "register" ? "register" : "signIn";
  return {
    seo: await accountSeo(args, mode === "register" ? "acc_register_title" : "acc_sign_in_title", "acc_sign_in_description"),
    returnTo: back,
    mode,
  };
}

export interface EmailPageData {
  seo: PageSeo;
  returnTo: string | null;
  /** The address the visitor already typed elsewhere (?email=). */
  email: string;
}

/** /magic-link-request: an e-mail field (filled in from ?email=) and, once sent, the code field. */
export async function loadMagicLinkRequest(args: LoaderFunctionArgs): Promise<EmailPageData> {
  const { url } = pageUrl(args);
  return {
    seo: await accountSeo(args, "acc_magic_request_title", "acc_magic_request_description"),
    returnTo: returnTo(url),
    email: (url.searchParams.get("email") ?? "").slice(0, 254),
  };
}

export interface MagicLinkPageData {
  seo: PageSeo;
  /** The link's query when it can be one; null shows "Link seems invalid.". */
  link: MagicLinkQuery | null;
}

/**
 * /magic-link?user=&expires=&hash=&redirectUrl=: the page only reads the link. Signing in waits for
 * the visitor's "Continue", because mail scanners open links too and a link works once.
 */
export async function loadMagicLink(args: LoaderFunctionArgs): Promise<MagicLinkPageData> {
  const { url } = pageUrl(args);
  return {
    seo: await accountSeo(args, "acc_magic_link_title", "acc_magic_request_description"),
    link: parseMagicLinkQuery(url.searchParams),
  };
}

/** /forgotten-password: an e-mail field. */
export async function loadForgottenPassword(args: LoaderFunctionArgs): Promise<EmailPageData> {
  const { url } = pageUrl(args);
  return {
    seo: await accountSeo(args, "acc_forgotten_title", "acc_forgotten_description"),
    returnTo: returnTo(url),
    email: (url.searchParams.get("email") ?? "").slice(0, 254),
  };
}

export interface ResetPasswordPageData {
  seo: PageSeo;
  token: string | null;
  /** Whether the link can still be used: a used or expired one says so when the page opens. */
  usable: boolean;
}

/** The longest reset token read from an address (the store's are 43 characters). */
const MAX_TOKEN_LENGTH = 200;

/**
 * /reset-password?token=: the new password twice, or, for a link already used or expired, that it
 * cannot be used any more (asked of the API when the page opens, before anything is typed).
 */
export async function loadResetPassword(args: LoaderFunctionArgs): Promise<ResetPasswordPageData> {
  const { url } = pageUrl(args);
  const token = url.searchParams.get("token")?.trim().slice(0, MAX_TOKEN_LENGTH) || null;
  const [seo, usable] = await Promise.all([
    accountSeo(args, "acc_reset_title", "acc_reset_description"),
    token ? load(args.context, PASSWORD_RESET_LINK, { token }).then((r) => r.passwordResetLink.__typename === "PasswordResetLink") : false,
  ]);
  return { seo, token, usable };
}

export interface ProfilePageData {
  seo: PageSeo;
  tab: ProfileTab;
  /** ?id= on My orders: the order asked for. */
  orderId: string | null;
  me: ProfileUser;
  /** My orders: the customer's orders and the one `?id=` opens (app/routes/orders/orders.server.ts). */
  orders: OrdersTabData | null;
  /** The products tab: the pieces the customer owns. */
  products: ProductsTabData | null;
}

/**
 * /profile and its tabs: the signed-in user read through GraphQL on every request (the page depends
 * on the session, so it is never served from a cache). An anonymous visitor is sent to sign in and
 * brought back: /sign-in?redirectUrl=/profile.
 */
export async function loadProfile(args: LoaderFunctionArgs): Promise<ProfilePageData> {
  const { url, region, path } = pageUrl(args);
  const tab = profileTabOfPath(path);
  if (!tab) notFound();
  const { me } = await load(args.context, PROFILE_QUERY, {});
  if (!me) throw redirect(withRedirect(regionPath(region, ACCOUNT_PATHS.signIn), `${url.pathname}${url.search}`));
  const orderId = tab === "my-orders" ? url.searchParams.get("id")?.trim() || null : null;
  const { orders, products } = await loadProfileOrders(args, tab, orderId);
  return { seo: await accountSeo(args, "acc_profile_title", "acc_profile_description"), tab, orderId, me, orders, products };
}

// ---------------------------------------------------------------------------------------------------
// Actions: the forms sent without the page's scripts.

/** What a form of the account pages asks for: the value of its submit button named `intent`. */
export const ACCOUNT_INTENTS = [
  "signIn",
  "magicLink",
  "register",
  "code",
  "continue",
  "forgotten",
  "reset",
  "profile",
  "password",
] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

/**
 * An action's answer when the page is drawn again (a success that only sends a mail, or a refusal):
 * the form's errors, the address a mail went to, what the visitor typed (never a password) to fill the
 * form in again.
 */
export interface AccountActionData {
  intent: AccountIntent;
  errors: FormErrors;
  /** The address a sign-in link and code, a reset link or the welcome mail went to. */
  sentTo?: string;
  values?: Record<string, string>;
  /** The sign-in link was refused: "Link seems invalid.". */
  linkInvalid?: boolean;
  /** Why the code being typed was mailed: a sign-in link asked for, or the welcome mail of a registration. */
  reason?: "link" | "register";
  /** The profile's details or password were saved. */
  saved?: boolean;
}

/** The page again with the action's answer: 200 when a mail went out, else the status of the refusal. */
function answer(result: AccountActionData, status = hasErrors(result.errors) || result.linkInvalid ? 400 : 200) {
  return data(result, { status });
}

/** The form's text fields, trimmed to a sane length (a field of a form is never longer). */
function fieldsOf(form: FormData) {
  return (name: string, max = 500): string => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, max) : "";
  };
}

interface ActionScope {
  args: ActionFunctionArgs;
  t: Translate;
  field: (name: string, max?: number) => string;
  url: URL;
  back: string | null;
  home: (path: string) => string;
}

/**
 * Runs a mutation for a form: its data, or the answer that draws the form again with the API's errors
 * (under their fields, or above the button; an internal failure logged with the reference to quote and,
 * for a consultant, what went wrong).
 */
async function mutate<T, V extends Record<string, unknown>>(
  scope: ActionScope,
  document: TypedDocumentNode<T, V>,
  variables: V,
  refused: (errors: FormErrors) => AccountActionData,
  fields: readonly string[],
): Promise<{ ok: true; value: T } | { ok: false; answer: ReturnType<typeof answer> }> {
  try {
    return { ok: true, value: await query(scope.args.context, document, variables) };
  } catch (error) {
    if (!(error instanceof OperationError)) throw error;
    const answered = answeredErrors(scope.args.context, error);
    const categories = answered.map((e) => e.extensions["category"]);
    if (categories.includes("internal")) requestContext(scope.args.context).log.error({ err: error }, "account form failed");
    const status = categories.includes("internal") ? 500 : categories.includes("rateLimit") ? 429 : 400;
    return { ok: false, answer: answer(refused(readApiErrors(answered, scope.t, fields)), status) };
  }
}

/** Refused before asking the API: the form's own checks, as the browser makes them. */
function checked(result: AccountActionData) {
  return answer(result, 400);
}

/**
 * The action of an account page: the intent of the form sent (its submit button's value) among the
 * ones the page has. A success that signs in answers 303 to the page the visitor goes on to, with the
 * session cookie; any other answer draws the page again (`AccountActionData`).
 */
export async function accountAction(args: ActionFunctionArgs, intents: readonly AccountIntent[]) {
  const form = await args.request.formData().catch(() => null);
  if (!form) throw new Response("The form could not be read.", { status: 400 });
  const intent = form.get("intent");
  if (typeof intent !== "string" || !(intents as readonly string[]).includes(intent)) throw new Response("Unknown form.", { status: 400 });
  const { url, region } = pageUrl(args);
  const scope: ActionScope = {
    args,
    t: await serverTranslator(args.context),
    field: fieldsOf(form),
    url,
    back: returnTo(url),
    home: (path) => regionPath(region, path),
  };
  switch (intent as AccountIntent) {
    case "signIn":
      return signInAction(scope);
    case "magicLink":
      return magicLinkAction(scope);
    case "register":
      return registerAction(scope);
    case "code":
      return codeAction(scope);
    case "continue":
      return continueAction(scope);
    case "forgotten":
      return forgottenAction(scope);
    case "reset":
      return resetAction(scope);
    case "profile":
      return profileAction(scope);
    case "password":
      return passwordAction(scope);
  }
}

/** Signed in: on to the page the visitor came from, else `fallback` (303: the browser gets it). */
function signedInTo(target: string): never {
  throw redirect(target, 303);
}

async function signInAction(scope: ActionScope) {
  const { t, field } = scope;
  const email = field("email", 254).trim();
  const password = field("password", 1000);
  const values = { email };
  const fields: Record<string, string> = {};
  const emailProblem = emailError(email, t);
  if (emailProblem) fields["email"] = emailProblem;
  if (!password) fields["password"] = t("acc_error_password_empty");
  if (Object.keys(fields).length) return checked({ intent: "signIn", errors: { fields, form: null }, values });
  const done = await mutate(scope, SIGN_IN, { email, password }, (errors) => ({ intent: "signIn", errors, values }), ["email", "password"]);
  if (!done.ok) return done.answer;
  return signedInTo(scope.back ?? scope.home(ACCOUNT_PATHS.profile));
}

/** "E-mail me a sign-in link" on /sign-in, and /magic-link-request: the link and code go at once. */
async function magicLinkAction(scope: ActionScope) {
  const { t, field } = scope;
  const email = field("email", 254).trim();
  const problem = emailError(email, t);
  if (problem) return checked({ intent: "magicLink", errors: { fields: { email: problem }, form: null }, values: { email } });
  const done = await mutate(
    scope,
    REQUEST_MAGIC_LINK,
    { email, redirectUrl: scope.back },
    (errors) => ({ intent: "magicLink", errors, values: { email } }),
    ["email"],
  );
  if (!done.ok) return done.answer;
  return answer({ intent: "magicLink", errors: NO_ERRORS, sentTo: done.value.requestMagicLink.email || email, reason: "link" });
}

/**
 * Registration: the account is made, the registrant gets a limited session, and the welcome mail's
 * code (typed on the page this answers) or link confirms the address.
 */
async function registerAction(scope: ActionScope) {
  const { t, field, args } = scope;
  const ctx = requestContext(args.context);
  const fullName = field("name", 200);
  const email = field("email", 254).trim();
  const country = phoneCountryOr(field("phoneCountry", 2), ctx.region);
  const phone = field("phone", 40);
  const password = field("new-password", 1000);
  const emailConsent = field("emailConsent") !== "";
  const privacyConsent = field("privacyConsent") !== "";
  const values: Record<string, string> = {
    name: fullName,
    email,
    phoneCountry: country,
    phone,
    ...(emailConsent ? { emailConsent: "on" } : {}),
    ...(privacyConsent ? { privacyConsent: "on" } : {}),
  };

  const { fields, name, national } = checkRegistration({ fullName, email, phone, password, privacyConsent }, t);
  if (national && !fields["phone"]) {
    const problem = phoneError(callingCode(country), national, t);
    if (problem) fields["phone"] = problem;
  }
  if (Object.keys(fields).length) return checked({ intent: "register", errors: { fields, form: null }, values });

  const done = await mutate(
    scope,
    REGISTER,
    {
      input: {
        byManual: {
          firstName: name.firstName,
          lastName: name.lastName,
          email,
          phone: national ? { countryCode: callingCode(country), nationalNumber: national } : null,
          region: ctx.region,
          currency: ctx.currency,
          emailConsent,
          privacyConsent,
          password: password || null,
        },
      },
    },
    (errors) => ({ intent: "register", errors: mergeFieldErrors(errors, REGISTER_FIELD_PARTS), values }),
    REGISTER_FIELDS,
  );
  if (!done.ok) return done.answer;
  const registered = done.value.register;
  if (registered.__typename !== "Login") return answer({ intent: "register", errors: takenAddressErrors(t), values });
  return answer({ intent: "register", errors: NO_ERRORS, sentTo: registered.user.email, reason: "register" });
}

/** The code of a sign-in mail or of the welcome mail: a full session, on to the page asked for. */
async function codeAction(scope: ActionScope) {
  const { t, field } = scope;
  const email = field("email", 254).trim();
  const code = field("code", 40);
  const reason = field("reason") === "register" ? "register" : "link";
  const problem = codeError(code, t);
  if (problem) return checked({ intent: "code", errors: { fields: { code: problem }, form: null }, sentTo: email, reason });
  const done = await mutate(
    scope,
    SIGN_IN_WITH_CODE,
    { email, code: cleanCode(code) },
    (errors) => ({ intent: "code", errors, sentTo: email, reason }),
    ["code"],
  );
  if (!done.ok) return done.answer;
  return signedInTo(scope.back ?? localRedirect(done.value.signInWithCode.redirectUrl) ?? scope.home(ACCOUNT_PATHS.profile));
}

/** "Continue" on /magic-link: the link of the page's address is used (once). */
async function continueAction(scope: ActionScope) {
  const link = parseMagicLinkQuery(scope.url.searchParams);
  if (!link) return answer({ intent: "continue", errors: NO_ERRORS, linkInvalid: true }, 400);
  const done = await mutate(
    scope,
    SIGN_IN_WITH_MAGIC_LINK,
    { user: link.user, expires: link.expires, hash: link.hash },
    (errors) => ({ intent: "continue", errors }),
    [],
  );
  if (!done.ok) {
    // Too many tries and a failure of the store say so; any other refusal is an invalid link.
    if (done.answer.data.errors.reference || done.answer.init?.status === 429) return done.answer;
    return answer({ intent: "continue", errors: NO_ERRORS, linkInvalid: true }, 400);
  }
  const signedIn = done.value.signInWithMagicLink;
  // Used, expired or naming no token.
  if (signedIn.__typename !== "Login") return answer({ intent: "continue", errors: NO_ERRORS, linkInvalid: true }, 400);
  return signedInTo(link.redirectUrl ?? localRedirect(signedIn.redirectUrl) ?? scope.home("/"));
}

async function forgottenAction(scope: ActionScope) {
  const { t, field } = scope;
  const email = field("email", 254).trim();
  const problem = emailError(email, t);
  if (problem) return checked({ intent: "forgotten", errors: { fields: { email: problem }, form: null }, values: { email } });
  const done = await mutate(scope, REQUEST_PASSWORD_RESET, { email }, (errors) => ({ intent: "forgotten", errors, values: { email } }), [
    "email",
  ]);
  if (!done.ok) return done.answer;
  return answer({ intent: "forgotten", errors: NO_ERRORS, sentTo: done.value.requestPasswordReset.email || email });
}

async function resetAction(scope: ActionScope) {
  const { t, field, url } = scope;
  const token = url.searchParams.get("token")?.trim().slice(0, MAX_TOKEN_LENGTH) || "";
  const password = field("new-password", 1000);
  const fields = newPasswordErrors(password, field("new-password-again", 1000), t);
  if (Object.keys(fields).length) return checked({ intent: "reset", errors: { fields, form: null } });
  const done = await mutate(scope, RESET_PASSWORD, { token, password }, (errors) => ({ intent: "reset", errors }), ["password"]);
  if (!done.ok) return done.answer;
  if (done.value.resetPassword.__typename !== "Login") return answer({ intent: "reset", errors: spentResetLinkErrors(t) });
  return signedInTo(scope.home(ACCOUNT_PATHS.profile));
}

/** The profile's details (the page is drawn again with them, read afresh). */
async function profileAction(scope: ActionScope) {
  const { t, field, args } = scope;
  const ctx = requestContext(args.context);
  const firstName = field("firstName", 200).trim();
  const lastName = field("lastName", 200).trim();
  const country = phoneCountryOr(field("phoneCountry", 2), ctx.region);
  const phone = field("phone", 40);
  const emailConsent = field("emailConsent") !== "";
  const values: Record<string, string> = {
    firstName,
    lastName,
    phoneCountry: country,
    phone,
    ...(emailConsent ? { emailConsent: "on" } : {}),
  };
  const { fields, national } = checkProfile({ firstName, phone }, t);
  if (national && !fields["phone"]) {
    const problem = phoneError(callingCode(country), national, t);
    if (problem) fields["phone"] = problem;
  }
  if (Object.keys(fields).length) return checked({ intent: "profile", errors: { fields, form: null }, values });
  const done = await mutate(
    scope,
    UPDATE_PROFILE,
    {
      input: {
        firstName,
        lastName: lastName || null,
        phone: national ? { countryCode: callingCode(country), nationalNumber: national } : null,
        emailConsent,
      },
    },
    (errors) => ({ intent: "profile", errors: mergeFieldErrors(errors, REGISTER_FIELD_PARTS), values }),
    REGISTER_FIELDS,
  );
  if (!done.ok) return done.answer;
  return answer({ intent: "profile", errors: NO_ERRORS, saved: true });
}

/** The profile's password, changed or set. */
async function passwordAction(scope: ActionScope) {
  const { t, field, args } = scope;
  const hasPassword = requestContext(args.context).user?.hasPassword ?? false;
  const current = field("current-password", 1000);
  const password = field("new-password", 1000);
  const fields = newPasswordErrors(password, field("new-password-again", 1000), t);
  if (hasPassword && !current) fields["currentPassword"] = t("acc_error_password_empty");
  if (Object.keys(fields).length) return checked({ intent: "password", errors: { fields, form: null } });
  const done = await mutate(
    scope,
    CHANGE_PASSWORD,
    { currentPassword: hasPassword ? current : null, newPassword: password },
    (errors) => ({ intent: "password", errors: mergeFieldErrors(errors, [["newPassword", "password"]]) }),
    ["currentPassword", "newPassword"],
  );
  if (!done.ok) return done.answer;
  return answer({ intent: "password", errors: NO_ERRORS, saved: true });
}
