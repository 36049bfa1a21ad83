import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase } from "../helpers/db.ts";
import type { Database } from "../../server/db/client.ts";
import { failure, testBrowser } from "../helpers/accounts.ts";
import { seedAccounts } from "../../server/seed/accounts.ts";
import type * as Secrets from "../../server/services/accounts/secrets.ts";

// Counts the password hashes the store computes (scrypt: about 50 ms of CPU each).
const hashed = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../server/services/accounts/secrets.ts", async (original) => {
  const actual = await original<typeof Secrets>();
  return {
    ...actual,
    hashPassword: async (password: string) => {
      hashed.count++;
      return actual.hashPassword(password);
    },
  };
});

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedAccounts(database.db);
});
afterAll(async () => {
  await database?.close();
});

describe("a password reset with a link that cannot be used", () => {
  it("is refused before the new password is hashed, so bad tokens cost no hashing", async () => {
    const before = hashed.count;
    const RESET =
      "mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { ... on ErrorResult { errorCode } ... on Login { user { email } } } }";
    for (const token of ["x".repeat(43), "", "y"]) {
      expect(await testBrowser(database).run(RESET, { t: token, p: "a long new password" })).toEqual({
        resetPassword: { errorCode: "NOT_FOUND" },
      });
    }
    // Too long to be a token: bad input, refused before any work.
    expect((await failure(testBrowser(database).run(RESET, { t: "z".repeat(101), p: "a long new password" }))).violations[0]!.path).toEqual(
      ["token"],
    );
    expect(hashed.count).toBe(before);
  });
});
