import { describe, expect, it } from "vitest";
import { normalisePath, safeLocalPath } from "./local-path.ts";

describe("safeLocalPath", () => {
  it("keeps a local path, its query and its fragment", () => {
    expect(safeLocalPath("/us/engagement-rings?utm_source=x#metal=gold")).toBe("/us/engagement-rings?utm_source=x#metal=gold");
    expect(safeLocalPath("/")).toBe("/");
  });

  it("never answers a target another host could be read from", () => {
    for (const target of [
      "//evil.example",
      "///evil.example/x",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "https://evil.example/x",
      "evil.example",
    ]) {
      const local = safeLocalPath(target);
      expect(local, target).toMatch(/^\/(?![/\\])/);
      expect(new URL(local, "https://shop.example").origin, target).toBe("https://shop.example");
    }
  });

  it("leaves slashes and backslashes in the query alone", () => {
    expect(safeLocalPath("//a?next=//b\\c")).toBe("/a?next=//b\\c");
  });
});

describe("normalisePath", () => {
  it("resolves dot segments, encoded or not, as the page router would", () => {
    expect(normalisePath("/%2e%2e/us/engagement-rings")).toBe("/us/engagement-rings");
    expect(normalisePath("/a/%2E/b/../c")).toBe("/a/c");
    expect(normalisePath("/engagement-rings/.%2e/us/")).toBe("/us/");
  });

  it("reads backslashes as slashes and collapses repeated slashes", () => {
    expect(normalisePath("/uk/\\evil.example")).toBe("/uk/evil.example");
    expect(normalisePath("/uk//evil.example//")).toBe("/uk/evil.example/");
  });

  it("leaves a canonical path unchanged", () => {
    for (const path of ["/", "/us/", "/engagement-rings/solitaire", "/a%2Fb", "/diamonds/natural/all-shapes/2"])
      expect(normalisePath(path)).toBe(path);
  });
});
