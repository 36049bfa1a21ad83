/**
 * The account documents (docs/product.md#accounts), sent by the account pages, the login modal and
 * the profile; the profile's loader sends `PROFILE_QUERY` in process. Result types are generated
 * (app/graphql/, `npm run codegen`).
 */
import { graphql } from "../../graphql/index.ts";
import type {
  AccountUserFragment,
  ProfileUserFragment,
  RegisterMutationVariables,
  SignInMutation,
  UpdateProfileMutationVariables,
} from "../../graphql/graphql.ts";

/**
 * Who is signed in, for pages that send a signed-in visitor on (the sign-in page): only a full session
 * is sent on; a registrant who has not confirmed the address yet, or a visitor signed in by a link, may
 * still sign in.
 */
export const SIGNED_IN_QUERY = graphql(`
  query AccountSignedIn {
    me { id fullSession }
  }
`);

/** Whether a password reset link can still be used: the reset page says so before anything is typed. */
export const PASSWORD_RESET_LINK = graphql(`
  query PasswordResetLink($token: String!) {
    passwordResetLink(token: $token) {
      __typename
      ... on ErrorResult { errorCode message }
    }
  }
`);

graphql(`
  fragment AccountUser on User {
    id
    email
    firstName
    lastName
    isConsultant
    isAdmin
    impersonatedBy { consultantName orderId }
  }
`);

/** The signed-in user as the shell shows them (the header's first name, the consultant banner). */
export type AccountUser = AccountUserFragment;
/** What every sign-in answers. */
export type LoginData = SignInMutation["signIn"];
export type ManualRegistration = NonNullable<RegisterMutationVariables["input"]["byManual"]>;
export type RegisterVariables = RegisterMutationVariables;
export type UpdateProfileVariables = UpdateProfileMutationVariables;

export const SIGN_IN = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) { jwt user { ...AccountUser } }
  }
`);

export const REQUEST_MAGIC_LINK = graphql(`
  mutation RequestMagicLink($email: String!, $redirectUrl: String) {
    requestMagicLink(email: $email, redirectUrl: $redirectUrl) { email }
  }
`);

/** A used, expired or unknown link is a LinkUnusable: the page says "Link seems invalid.". */
export const SIGN_IN_WITH_MAGIC_LINK = graphql(`
  mutation SignInWithMagicLink($user: String!, $expires: Float!, $hash: String!) {
    signInWithMagicLink(user: $user, expires: $expires, hash: $hash) {
      __typename
      ... on ErrorResult { errorCode message }
      ... on Login { jwt redirectUrl user { ...AccountUser } }
    }
  }
`);

export const SIGN_IN_WITH_CODE = graphql(`
  mutation SignInWithCode($email: String!, $code: String!) {
    signInWithCode(email: $email, code: $code) { jwt redirectUrl user { ...AccountUser } }
  }
`);

/** An address that has an account is an EmailTaken: the form says so under the address. */
export const REGISTER = graphql(`
  mutation Register($input: RegistrationInput!) {
    register(input: $input) {
      __typename
      ... on ErrorResult { errorCode message }
      ... on Login { jwt user { ...AccountUser } }
    }
  }
`);

export const REQUEST_PASSWORD_RESET = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) { email }
  }
`);

/** A used or expired link is a LinkUnusable: the form says so and offers a new link. */
export const RESET_PASSWORD = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      __typename
      ... on ErrorResult { errorCode message }
      ... on Login { jwt user { ...AccountUser } }
    }
  }
`);

export const LOGOUT_EVERYWHERE = graphql(`
  mutation LogoutEverywhere {
    logoutEverywhere { success }
  }
`);

export const PASSKEY_SIGN_IN_OPTIONS = graphql(`
  mutation PasskeySignInOptions($email: String) {
    passkeySignInOptions(email: $email) { challengeId optionsJSON }
  }
`);

export const SIGN_IN_WITH_PASSKEY = graphql(`
  mutation SignInWithPasskey($challengeId: ID!, $responseJSON: String!) {
    signInWithPasskey(challengeId: $challengeId, responseJSON: $responseJSON) { jwt user { ...AccountUser } }
  }
`);

graphql(`
  fragment ProfilePasskey on Passkey {
    id
    name
    createdAt
    lastUsedAt
  }
`);

graphql(`
  fragment ProfileUser on User {
    ...AccountUser
    createdAt
    hasPassword
    emailConfirmed
    fullSession
    customer {
      id
      emailConsent
      billingAddress { phoneNumber { e164 nationalNumber countryCode } }
    }
    passkeys { ...ProfilePasskey }
  }
`);

/** The signed-in user as the profile shows them. */
export type ProfileUser = ProfileUserFragment;
export type ProfilePasskey = ProfileUserFragment["passkeys"][number];

/** The profile page's data: the signed-in user, read on every request (never from a cache). */
export const PROFILE_QUERY = graphql(`
  query Profile {
    me { ...ProfileUser }
  }
`);

export const UPDATE_PROFILE = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) { ...ProfileUser }
  }
`);

export const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($currentPassword: String, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { success }
  }
`);

export const PASSKEY_REGISTRATION_OPTIONS = graphql(`
  mutation PasskeyRegistrationOptions {
    passkeyRegistrationOptions { challengeId optionsJSON }
  }
`);

export const ADD_PASSKEY = graphql(`
  mutation AddPasskey($challengeId: ID!, $responseJSON: String!, $name: String) {
    addPasskey(challengeId: $challengeId, responseJSON: $responseJSON, name: $name) { ...ProfilePasskey }
  }
`);

/** A passkey the account does not have is a PasskeyNotFound. */
export const REMOVE_PASSKEY = graphql(`
  mutation RemovePasskey($id: ID!) {
    removePasskey(id: $id) {
      __typename
      ... on ErrorResult { errorCode message }
    }
  }
`);
