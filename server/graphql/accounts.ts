import { isFullSession } from "../../core/vocabulary/accounts.ts";
import { builder, CurrencyEnum, RegionEnum } from "./builder.ts";
import { errorResultType, resultUnion, type ErrorResultShape } from "./error-result.ts";
import { unwrap } from "./result.ts";
import type { RequestContext, SessionUser } from "../context.ts";
import {
  autologin,
  changePassword,
  customerOf,
  identityToken,
  internationalPhone,
  isRefused,
  logout,
  logoutEverywhere,
  passwordResetLink,
  register,
  requestMagicLink,
  requestPasswordReset,
  resetPassword,
  sendSignInLink,
  signInWithCode,
  signInWithMagicLink,
  signInWithPassword,
  updateProfile,
  listPasskeys,
  type CustomerView,
  type PasskeyView,
  type UnusableLink,
} from "../services/accounts/index.ts";

export const PhoneNumberType = builder.objectRef<NonNullable<CustomerView["phone"]>>("PhoneNumber").implement({
  fields: (t) => ({
    e164: t.exposeString("e164"),
    nationalNumber: t.exposeString("nationalNumber"),
    countryCode: t.exposeString("countryCode", { description: "The country calling code, digits only (44 for the UK)" }),
    international: t.string({
      description: "The number written for reading, grouped as its country groups it (+44 7400 900123)",
      resolve: (p) => internationalPhone(p.e164),
    }),
  }),
});

const BillingAddressType = builder.objectRef<{ phone: CustomerView["phone"] }>("BillingAddress").implement({
  fields: (t) => ({ phoneNumber: t.field({ type: PhoneNumberType, nullable: true, resolve: (a) => a.phone }) }),
});

const ConsultantType = builder.objectRef<NonNullable<CustomerView["consultant"]>>("Consultant").implement({
  description: "The consultant who looks after a customer.",
  fields: (t) => ({
    id: t.exposeID("id"),
    firstName: t.exposeString("firstName"),
    avatarImage: t.field({
      type: builder.objectRef<{ url: string }>("ConsultantAvatar").implement({ fields: (a) => ({ url: a.exposeString("url") }) }),
      nullable: true,
      resolve: (c) => (c.avatarUrl ? { url: c.avatarUrl } : null),
    }),
    user: t.field({
      type: builder
        .objectRef<{ id: string; email: string }>("ConsultantUser")
        .implement({ fields: (u) => ({ id: u.exposeID("id"), email: u.exposeString("email") }) }),
      resolve: (c) => c.user,
    }),
  }),
});

const CustomerType = builder.objectRef<CustomerView>("Customer").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    billingAddress: t.field({ type: BillingAddressType, nullable: true, resolve: (c) => (c.phone ? { phone: c.phone } : null) }),
    consultant: t.field({ type: ConsultantType, nullable: true, resolve: (c) => c.consultant }),
    disabledThirdPartyCookies: t.exposeBoolean("disabledThirdPartyCookies", {
      description: "True: no analytics tracking or identification for this customer",
    }),
    region: t.field({ type: RegionEnum, resolve: (c) => c.region }),
    currency: t.field({ type: CurrencyEnum, resolve: (c) => c.currency }),
    emailConsent: t.exposeBoolean("emailConsent"),
    adminProfileUrl: t.exposeString("adminProfileUrl", {
      nullable: true,
      description: "Where staff open this customer; only for a consultant",
    }),
    salesforceProfileUrl: t.string({
      nullable: true,
      description: "This customer in a CRM, for a consultant; null while the store is connected to none",
      resolve: () => null,
    }),
  }),
});

export const PasskeyType = builder.objectRef<PasskeyView>("Passkey").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    createdAt: t.field({ type: "DateTime", resolve: (p) => p.createdAt }),
    lastUsedAt: t.field({ type: "DateTime", nullable: true, resolve: (p) => p.lastUsedAt }),
  }),
});

/** Only the signed-in user sees their own account details. */
const isSelf = (user: SessionUser, ctx: RequestContext) => ctx.user?.id === user.id;

/** A user (docs/security.md, "Accounts"). */
export const UserType = builder.objectRef<SessionUser>("User").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    firstName: t.exposeString("firstName", { nullable: true }),
    lastName: t.exposeString("lastName", { nullable: true }),
    createdAt: t.field({ type: "DateTime", resolve: (u) => u.createdAt }),
    isConsultant: t.exposeBoolean("isConsultant"),
    isAdmin: t.exposeBoolean("isAdmin", { description: "A consultant acting for the store: shown the consultant warning" }),
    hasPassword: t.boolean({ resolve: (u, _a, ctx) => isSelf(u, ctx) && u.hasPassword }),
    emailConfirmed: t.boolean({
      description:
        "Whether the owner proved the address (a link or code from a mail, a verified Google account); until then the account holds no password",
      resolve: (u, _a, ctx) => isSelf(u, ctx) && u.emailVerified,
    }),
    fullSession: t.boolean({
      description:
        "Whether this session may change the account (profile, password, passkeys, sign out everywhere): false for a session opened by a link, or before the address is confirmed",
      resolve: (u, _a, ctx) => isSelf(u, ctx) && isFullSession(u.session.kind),
    }),
    customer: t.field({ type: CustomerType, nullable: true, resolve: (u, _a, ctx) => (isSelf(u, ctx) ? customerOf(ctx, u.id) : null) }),
    passkeys: t.field({ type: [PasskeyType], resolve: (u, _a, ctx) => (isSelf(u, ctx) ? listPasskeys(ctx, u.id) : []) }),
  }),
});

export const LoginType = builder.objectRef<{ jwt: string; user: SessionUser; redirectUrl: string | null }>("Login").implement({
  description: "A successful sign-in: the session cookie is set on the response.",
  fields: (t) => ({
    jwt: t.exposeString("jwt", { description: "A short-lived identity token for widgets (chat); not a credential of the store" }),
    user: t.field({ type: UserType, resolve: (l) => l.user }),
    redirectUrl: t.exposeString("redirectUrl", {
      nullable: true,
      description: "The page of this store the sign-in link asked to return to",
    }),
  }),
});

const AuthStateType = builder.objectRef<{ user: SessionUser | null; loginMessage: string | null }>("AuthState").implement({
  fields: (t) => ({
    user: t.field({ type: UserType, nullable: true, resolve: (s) => s.user }),
    loginMessage: t.exposeString("loginMessage", { nullable: true }),
  }),
});

const MailSentType = builder.objectRef<{ email: string }>("MailSent").implement({
  description: "The same answer whether or not the address has an account.",
  fields: (t) => ({ email: t.exposeString("email") }),
});

const AutologinResultType = builder.objectRef<{ success: boolean; user: SessionUser | null }>("AutologinResult").implement({
  fields: (t) => ({
    success: t.exposeBoolean("success"),
    user: t.field({ type: UserType, nullable: true, resolve: (r) => r.user }),
  }),
});

export const DoneType = builder.objectRef<{ success: boolean }>("Done").implement({
  fields: (t) => ({ success: t.exposeBoolean("success") }),
});

// Outcomes the account pages show in place of what was asked for (ARCHITECTURE.md, "Failures at the API").

const LinkUnusableType = errorResultType(
  "LinkUnusable",
  "A link or token from one of the store's mails that cannot be used: EXPIRED, USED once already, or NOT_FOUND (no link has it, or not with this address and expiry). The page says the link cannot be used and offers a new one.",
);

const UNUSABLE_LINK_MESSAGES: Record<UnusableLink["reason"], string> = {
  EXPIRED: "This link has expired. Please ask for a new one.",
  USED: "This link was already used. Please ask for a new one.",
  NOT_FOUND: "This link is not valid. Please ask for a new one.",
};

const unusableLink = (link: UnusableLink): ErrorResultShape => ({ errorCode: link.reason, message: UNUSABLE_LINK_MESSAGES[link.reason] });

const EmailTakenType = errorResultType(
  "EmailTaken",
  "The e-mail address has an account already (TAKEN): the registration form says so under the address, with the ways to sign in.",
);

const EMAIL_TAKEN: ErrorResultShape = {
  errorCode: "TAKEN",
  message: "An account with this e-mail address already exists. Please sign in, or ask for a sign-in link.",
};

const CustomerNotFoundType = errorResultType("CustomerNotFound", "No customer has this id (NOT_FOUND).");

const CUSTOMER_NOT_FOUND: ErrorResultShape = { errorCode: "NOT_FOUND", message: "There is no customer with this id." };

const PasswordResetLinkType = builder.objectRef<{ expiresAt: Date }>("PasswordResetLink").implement({
  description: "A password reset link that can still be used.",
  fields: (t) => ({ expiresAt: t.field({ type: "DateTime", resolve: (l) => l.expiresAt }) }),
});

const SignInWithMagicLinkResultType = resultUnion("SignInWithMagicLinkResult", LoginType, LinkUnusableType);
const ResetPasswordResultType = resultUnion("ResetPasswordResult", LoginType, LinkUnusableType);
const PasswordResetLinkResultType = resultUnion("PasswordResetLinkResult", PasswordResetLinkType, LinkUnusableType);
const RegisterResultType = resultUnion("RegisterResult", LoginType, EmailTakenType);
const SendSignInLinkResultType = resultUnion("SendSignInLinkResult", MailSentType, CustomerNotFoundType);

const PhoneInput = builder.inputType("PhoneInput", {
  fields: (t) => ({
    countryCode: t.string({ required: true, description: "Country calling code, with or without +" }),
    nationalNumber: t.string({ required: true }),
  }),
});

const ByManualInput = builder.inputType("ByManualInput", {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: false }),
    email: t.string({ required: true }),
    phone: t.field({ type: PhoneInput, required: false }),
    region: t.field({ type: RegionEnum, required: true }),
    currency: t.field({ type: CurrencyEnum, required: true }),
    emailConsent: t.boolean({ required: true }),
    privacyConsent: t.boolean({ required: true, description: "Must be true" }),
    forgottenPasswordUrl: t.string({
      required: false,
      description: "Ignored: the welcome mail's link and code confirm the address and keep the password chosen here",
      deprecationReason: "Not used: the welcome mail confirms the address",
    }),
    password: t.string({ required: false }),
  }),
});

const ByGoogleInput = builder.inputType("ByGoogleInput", {
  fields: (t) => ({
    token: t.string({ required: true, description: "The ID token (credential) from Google sign-in" }),
    region: t.field({ type: RegionEnum, required: true }),
    currency: t.field({ type: CurrencyEnum, required: true }),
    phone: t.field({ type: PhoneInput, required: false }),
    forgottenPasswordUrl: t.string({
      required: false,
      description: "Ignored",
      deprecationReason: "Not used: the welcome mail confirms the address",
    }),
  }),
});

const RegistrationInput = builder.inputType("RegistrationInput", {
  description: "Exactly one of byManual and byGoogle.",
  fields: (t) => ({
    byManual: t.field({ type: ByManualInput, required: false }),
    byGoogle: t.field({ type: ByGoogleInput, required: false }),
  }),
});

const ProfileInput = builder.inputType("ProfileInput", {
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: false }),
    phone: t.field({ type: PhoneInput, required: false }),
    emailConsent: t.boolean({ required: true }),
  }),
});

/** The answer of every way to sign in. */
export async function login(ctx: RequestContext, signedIn: { user: SessionUser; redirectUrl?: string | null }) {
  return { jwt: await identityToken(ctx, signedIn.user), user: signedIn.user, redirectUrl: signedIn.redirectUrl ?? null };
}

builder.queryField("me", (t) =>
  t.field({
    type: UserType,
    nullable: true,
    description: "The signed-in user; null when anonymous.",
    resolve: (_root, _args, ctx) => ctx.user,
  }),
);

builder.queryField("passwordResetLink", (t) =>
  t.field({
    type: PasswordResetLinkResultType,
    description: "A password reset link's token: usable (unused and unexpired), or LinkUnusable saying why not",
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const link = await passwordResetLink(ctx, args.token);
      return isRefused(link) ? unusableLink(link) : { expiresAt: link.expiresAt };
    },
  }),
);

builder.queryField("authState", (t) =>
  t.field({ type: AuthStateType, resolve: (_root, _args, ctx) => ({ user: ctx.user, loginMessage: null }) }),
);

builder.mutationFields((t) => ({
  signIn: t.field({
    type: LoginType,
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => login(ctx, unwrap(await signInWithPassword(ctx, args))),
  }),
  requestMagicLink: t.field({
    type: MailSentType,
    description: "Mails a sign-in link and code when the address has an account; the same answer either way.",
    args: { email: t.arg.string({ required: true }), redirectUrl: t.arg.string({ required: false }) },
    resolve: async (_root, args, ctx) => unwrap(await requestMagicLink(ctx, args)),
  }),
  signInWithMagicLink: t.field({
    type: SignInWithMagicLinkResultType,
    description: "Uses a sign-in link (once, within 15 minutes); LinkUnusable when it was used, expired or names no token.",
    args: { user: t.arg.string({ required: true }), expires: t.arg.float({ required: true }), hash: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const answer = unwrap(await signInWithMagicLink(ctx, args));
      return isRefused(answer) ? unusableLink(answer) : login(ctx, answer);
    },
  }),
  signInWithCode: t.field({
    type: LoginType,
    description: "Uses the code of the latest sign-in mail; five wrong codes void it.",
    args: { email: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => login(ctx, unwrap(await signInWithCode(ctx, args))),
  }),
  register: t.field({
    type: RegisterResultType,
    description:
      "Registers a customer by hand or with Google (a Google account already known signs in) and signs them in; EmailTaken when the address has an account.",
    args: { input: t.arg({ type: RegistrationInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const answer = unwrap(await register(ctx, input), ["input"]);
      return isRefused(answer) ? EMAIL_TAKEN : login(ctx, answer);
    },
  }),
  requestPasswordReset: t.field({
    type: MailSentType,
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => unwrap(await requestPasswordReset(ctx, args)),
  }),
  resetPassword: t.field({
    type: ResetPasswordResultType,
    description: "Sets a new password from a reset link and signs in; LinkUnusable when the link was used, expired or names no token.",
    args: { token: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const answer = unwrap(await resetPassword(ctx, args));
      return isRefused(answer) ? unusableLink(answer) : login(ctx, answer);
    },
  }),
  autologin: t.field({
    type: AutologinResultType,
    description: "Signs in with a token from a link; a token that does not work is answered success false.",
    args: { authToken: t.arg.string({ required: true }), isConsultant: t.arg.boolean({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const result = await autologin(ctx, args);
      if (!result.ok && result.errors.some((e) => e.code === "RATE_LIMITED")) unwrap(result);
      return result.ok ? { success: true, user: result.value.user } : { success: false, user: null };
    },
  }),
  sendSignInLink: t.field({
    type: SendSignInLinkResultType,
    description:
      "A consultant mails a customer a link that signs them in once, within 72 hours, in a limited session; CustomerNotFound when no customer has the id.",
    args: { customerId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const answer = unwrap(await sendSignInLink(ctx, { customerId: String(args.customerId) }));
      return isRefused(answer) ? CUSTOMER_NOT_FOUND : answer;
    },
  }),
  logout: t.field({
    type: DoneType,
    resolve: async (_root, _args, ctx) => {
      unwrap(await logout(ctx));
      return { success: true };
    },
  }),
  logoutEverywhere: t.field({
    type: DoneType,
    description: "Ends every session of the signed-in user, on every device.",
    resolve: async (_root, _args, ctx) => {
      unwrap(await logoutEverywhere(ctx));
      return { success: true };
    },
  }),
  updateProfile: t.field({
    type: UserType,
    args: { input: t.arg({ type: ProfileInput, required: true }) },
    resolve: async (_root, { input }, ctx) => unwrap(await updateProfile(ctx, input), ["input"]),
  }),
  changePassword: t.field({
    type: DoneType,
    description: "Sets or changes the password; the current one is needed when one is set. Not from a session opened by a link.",
    args: { currentPassword: t.arg.string({ required: false }), newPassword: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      unwrap(await changePassword(ctx, args));
      return { success: true };
    },
  }),
}));
