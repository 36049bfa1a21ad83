import { describe, expect, it } from "vitest";
import { isReady, openDatabase } from "../../server/db/client.ts";
import { createTestDatabase } from "../helpers/db.ts";

describe("readiness", () => {
  it("is ready once every migration is applied", async () => {
    const database = await createTestDatabase();
    try {
      expect(await isReady(database)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it("is not ready on a database that was never migrated", async () => {
    const database = await openDatabase();
    try {
      expect(await isReady(database)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
