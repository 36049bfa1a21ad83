/**
 * The account pages' addresses (docs/product.md#accounts), without the region prefix
 * (app/routes/accounts/pages.ts registers them under every one): the only place they are written.
 * Re-exported by accounts.ts with the rest of the accounts' URL grammar; kept apart, importing
 * nothing, so that the shell's scripts (the account menu, signing out) name the pages without
 * bringing that grammar into every page.
 */
export const ACCOUNT_PATHS = {
  signIn: "/sign-in",
  magicLinkRequest: "/magic-link-request",
  magicLink: "/magic-link",
  forgottenPassword: "/forgotten-password",
  resetPassword: "/reset-password",
  /** The profile's first tab (Details); the others: `profileTabPath`. */
  profile: "/profile",
} as const;
