// Accounts: who is signed in, and every way to become so (docs/security.md, "Accounts").
export { readSession, startSession, endAllSessions, sweepSessions, SESSION_RULES } from "./sessions.ts";
export {
  signInWithPassword,
  requestMagicLink,
  signInWithMagicLink,
  signInWithCode,
  requestPasswordReset,
  resetPassword,
  changePassword,
  autologin,
  autologinUrl,
  issueAutologinToken,
  passwordResetLink,
  accountMailJobHandler,
  requireUser,
  requireFullSession,
  queueWelcome,
  TOKEN_LIFETIME_MS,
  SIGN_IN_LIMITS,
  MAX_CODE_ATTEMPTS,
  type SignedIn,
} from "./sign-in.ts";
export { register, type RegistrationInput, type AddressTaken } from "./register.ts";
export { isRefused, type Refused, type RefusalReason, type UnusableLink } from "./refused.ts";
export { sendSignInLink } from "./consultant-links.ts";
export { startImpersonation, endImpersonation } from "./impersonation.ts";
export { customerOf, updateProfile, logout, logoutEverywhere, type CustomerView } from "./profile.ts";
export { identityToken } from "./identity.ts";
export { googleClientId } from "./google.ts";
export {
  listPasskeys,
  passkeyRegistrationOptions,
  addPasskey,
  removePasskey,
  passkeySignInOptions,
  signInWithPasskey,
  sweepChallenges,
  CHALLENGE_LIFETIME_MS,
  type PasskeyView,
  type PasskeyOptions,
} from "./passkeys.ts";
export { createConsultant, createCustomer, findUserByEmail, normaliseEmail, emailField, phoneField } from "./users.ts";
export { internationalPhone, phoneOfE164 } from "./phone.ts";
export { hashPassword } from "./secrets.ts";
export { cleanUpAccounts, accountsCleanupJobHandler, type AccountsCleanup } from "./cleanup.ts";
