import type { PageRoute } from "../regional.ts";
import { ACCOUNT_PATHS, PROFILE_TABS, profileTabPath } from "../../../core/urls/accounts.ts";

/** The account pages (docs/product.md#accounts), at the addresses of core/urls/accounts.ts; each exists under every region prefix. */
const PROFILE = "routes/accounts/profile.tsx";

/** A route pattern of an address ("/sign-in" → "sign-in"). */
const pattern = (path: string) => path.slice(1);

export const accountPages: PageRoute[] = [
  { path: pattern(ACCOUNT_PATHS.signIn), file: "routes/accounts/sign-in.tsx" },
  { path: pattern(ACCOUNT_PATHS.magicLinkRequest), file: "routes/accounts/magic-link-request.tsx" },
  { path: pattern(ACCOUNT_PATHS.magicLink), file: "routes/accounts/magic-link.tsx" },
  { path: pattern(ACCOUNT_PATHS.forgottenPassword), file: "routes/accounts/forgotten-password.tsx" },
  { path: pattern(ACCOUNT_PATHS.resetPassword), file: "routes/accounts/reset-password.tsx" },
  // The profile's tabs, one address each.
  ...PROFILE_TABS.map((tab) => ({ path: pattern(profileTabPath(tab)), file: PROFILE })),
];
