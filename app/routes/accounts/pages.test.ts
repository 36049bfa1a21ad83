import { describe, expect, it } from "vitest";
import { ACCOUNT_PATHS, PROFILE_TABS, profileTabPath } from "../../../core/urls/accounts.ts";
import { accountPages } from "./pages.ts";

describe("the account pages' routes", () => {
  const patterns = accountPages.map((page) => `/${page.path}`);

  it("register every address of core/urls/accounts.ts, each once", () => {
    const addresses = [...Object.values(ACCOUNT_PATHS), ...PROFILE_TABS.map(profileTabPath)];
    expect(new Set(patterns)).toEqual(new Set(addresses));
    expect(patterns).toHaveLength(new Set(patterns).size);
  });
});
