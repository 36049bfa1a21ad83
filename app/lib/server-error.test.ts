import { describe, expect, it } from "vitest";
import { MAX_SHOWN_ERRORS, publicErrorMessages, readServerError } from "./server-error.ts";

describe("what the server-error page may show", () => {
  it("lists the messages of errors with a public category, each once, and never an internal one", () => {
    const errors = [
      { message: "You are not allowed to do that.", extensions: { category: "authorization" } },
      { message: 'relation "stones" does not exist: SELECT * FROM stones', extensions: { category: "internal" } },
      { message: "Cannot read properties of undefined (reading 'select')\n    at resolve (server/services/x.ts:1:1)" },
      { message: "Too many requests. Please try again shortly.", extensions: { category: "rateLimit" } },
      { message: "You are not allowed to do that.", extensions: { category: "authorization" } },
      { message: "some detail", extensions: { category: "somethingElse" } },
    ];
    expect(publicErrorMessages(errors)).toEqual(["You are not allowed to do that.", "Too many requests. Please try again shortly."]);
  });

  it("lists at most a few messages", () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ message: `m${i}`, extensions: { category: "validation" } }));
    expect(publicErrorMessages(many)).toHaveLength(MAX_SHOWN_ERRORS);
  });

  it("reads the request id and messages a 500 answer carries, and nothing from anything else", () => {
    expect(readServerError({ requestId: "r-1", errors: ["a", 3, "", "b"] })).toEqual({ requestId: "r-1", errors: ["a", "b"] });
    expect(readServerError("Unexpected Server Error")).toEqual({ requestId: null, errors: [] });
    expect(readServerError(null)).toEqual({ requestId: null, errors: [] });
    expect(readServerError({ requestId: 5, errors: "x" })).toEqual({ requestId: null, errors: [] });
  });
});
