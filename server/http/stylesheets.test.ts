import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createStylesheetReader } from "./stylesheets.ts";

const dir = mkdtempSync(join(tmpdir(), "stylesheets-"));
mkdirSync(join(dir, "assets"));
writeFileSync(join(dir, "assets", "root-abc.css"), ".a{color:red}");
writeFileSync(join(dir, "assets", "evil-abc.css"), ".b{content:'</style><script>x</script>'}");
writeFileSync(join(dir, "secret.css"), ".secret{}");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the build's stylesheets for pages", () => {
  const read = createStylesheetReader(dir);

  it("reads a built stylesheet by its URL, with or without the manifest's trailing #", () => {
    expect(read("/assets/root-abc.css")).toBe(".a{color:red}");
    expect(read("/assets/root-abc.css#")).toBe(".a{color:red}");
  });

  it("never lets a stylesheet close the element it is written into", () => {
    expect(read("/assets/evil-abc.css")).toBe(".b{content:'<\\/style><script>x</script>'}");
  });

  it("answers nothing for a missing file or anything outside the build's assets", () => {
    expect(read("/assets/missing.css")).toBeUndefined();
    expect(read("/secret.css")).toBeUndefined();
    expect(read("/assets/../secret.css")).toBeUndefined();
    expect(read("https://evil.example/a.css")).toBeUndefined();
  });
});
