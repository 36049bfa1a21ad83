import type { PageRoute } from "../regional.ts";

/** The account pages (docs/product.md#accounts); each exists under every region prefix. */
const PROFILE = "routes/accounts/profile.tsx";

export const accountPages: PageRoute[] = [
  { path: "sign-in", file: "routes/accounts/sign-in.tsx" },
  { path: "magic-link-request", file: "routes/accounts/magic-link-request.tsx" },
  { path: "magic-link", file: "routes/accounts/magic-link.tsx" },
  { path: "forgotten-password", file: "routes/accounts/forgotten-password.tsx" },
  { path: "reset-password", file: "routes/accounts/reset-password.tsx" },
  // The profile's tabs, one address each.
  { path: "profile", file: PROFILE },
  { path: "profile/designstudio", file: PROFILE },
  { path: "profile/products", file: PROFILE },
  { path: "profile/my-orders", file: PROFILE },
];
