import { describe, expect, it } from "vitest";
import type { RequestContext } from "../context.ts";
import { pageVisitor } from "./shared-pages.ts";

/** A signed-in customer's context whose database answers nothing: any query it is asked fails. */
function customer(): RequestContext {
  const db = new Proxy(
    {},
    {
      get() {
        throw new Error("queried the database");
      },
    },
  );
  return {
    user: { id: "u1", isConsultant: false, isAdmin: false },
    cookies: { get: () => undefined },
    db,
  } as unknown as RequestContext;
}

describe("pageVisitor", () => {
  it("answers personal for a signed-in customer's page never stored, without querying whether their pages are everyone's", async () => {
    await expect(pageVisitor(customer(), false)).resolves.toBe("personal");
  });

  it("asks whether a signed-in customer's pages are everyone's for a page stored before", async () => {
    await expect(pageVisitor(customer(), true)).rejects.toThrow("queried the database");
  });

  it("answers anyone for a visitor the store does not know, without a query", async () => {
    await expect(pageVisitor({ ...customer(), user: null }, true)).resolves.toBe("anyone");
  });
});
