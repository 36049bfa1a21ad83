import { describe, expect, it } from "vitest";
import { redactingSerializers, redactUrl } from "./log-redaction.ts";

describe("log redaction", () => {
  it("replaces the values of secret query parameters, whatever their case, and keeps the others", () => {
    expect(redactUrl("/a?authToken=abc&utm_source=x&PASSWORD=p&token[]=t#f")).toBe(
      "/a?authToken=%5BRedacted%5D&utm_source=x&PASSWORD=%5BRedacted%5D&token[]=%5BRedacted%5D",
    );
    expect(redactUrl("/a?b=1")).toBe("/a?b=1");
    expect(redactUrl("/a")).toBe("/a");
  });

  it("serialises a request and response without credentials", () => {
    const req = redactingSerializers.req({
      url: "/x?authToken=s1&page=2",
      query: { authToken: "s1", page: "2", nested: { password: "s2" } },
      headers: { cookie: "session-id=s3", authorization: "Bearer s4", "user-agent": "ua" },
    });
    const res = redactingSerializers.res({ statusCode: 200, headers: { "set-cookie": "session-id=s5", "content-type": "text/html" } });
    const text = JSON.stringify([req, res]);
    for (const secret of ["s1", "s2", "s3", "s4", "s5"]) expect(text).not.toContain(`"${secret}`);
    expect(text).not.toMatch(/=s\d/);
    expect(req.headers?.["user-agent"]).toBe("ua");
    expect(req.query).toMatchObject({ page: "2" });
  });
});
