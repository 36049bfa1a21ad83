import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fail, fromZod, invalid, malformed, ok } from "../services/result.ts";
import { unwrap } from "./result.ts";

describe("unwrap", () => {
  it("answers the value of a success", () => {
    expect(unwrap(ok(42))).toBe(42);
  });

  it("turns invalid input into one validation error with every violation under the argument", () => {
    const error = (() => {
      try {
        unwrap(fail(invalid(["shape"], "unknown value"), invalid(["karat"], "must be 9, 14 or 18")), ["input"]);
      } catch (e) {
        return e as { extensions: Record<string, unknown> };
      }
    })();
    expect(error?.extensions).toEqual({
      category: "validation",
      violations: [
        { path: ["input", "shape"], message: "unknown value" },
        { path: ["input", "karat"], message: "must be 9, 14 or 18" },
      ],
    });
  });

  it("turns one malformed argument into a coercion error naming it", () => {
    expect(() => unwrap(fail(malformed(["slug"], "Not a page address")))).toThrow(
      expect.objectContaining({
        extensions: { category: "coercion_error", violations: [{ path: ["slug"], message: "Not a page address" }] },
      }),
    );
  });

  it("keeps the paths of a zod failure", () => {
    const parsed = z.object({ page: z.number().min(1) }).safeParse({ page: 0 });
    if (parsed.success) throw new Error("expected a failure");
    const failure = fromZod(parsed.error);
    expect(failure.errors).toEqual([expect.objectContaining({ code: "INVALID_INPUT", path: ["page"] })]);
  });
});
