import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const APP = join(import.meta.dirname, "..");

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith(".css") ? [path] : [];
  });
}

/** Each style rule of a stylesheet with the at-rules it sits in ("@media (hover: hover)"). */
function rulesOf(css: string): { selector: string; within: string[] }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const rules: { selector: string; within: string[] }[] = [];
  const stack: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "{") {
      const prelude = text.slice(start, i).trim();
      if (!prelude.startsWith("@")) rules.push({ selector: prelude, within: stack.filter((p) => p.startsWith("@")) });
      stack.push(prelude);
      start = i + 1;
    } else if (c === "}") {
      stack.pop();
      start = i + 1;
    } else if (c === ";") {
      start = i + 1;
    }
  }
  return rules;
}

const HOVER_MEDIA = /^@media\b.*\(\s*hover\s*:\s*hover\s*\)/;

describe("hover styles", () => {
  it("finds rules and the media they sit in", () => {
    const rules = rulesOf("a:hover { color: red; } @media (min-width: 1px) { @media (hover: hover) { b:hover { color: blue } } }");
    expect(rules).toEqual([
      { selector: "a:hover", within: [] },
      { selector: "b:hover", within: ["@media (min-width: 1px)", "@media (hover: hover)"] },
    ]);
  });

  // On a touch screen a tap leaves :hover on what was tapped until the next tap elsewhere: a button
  // stays dark, a tile outlined. Hover styles are for pointers that hover.
  it("are only given to pointers that can hover (@media (hover: hover)), in every stylesheet", () => {
    const bare = cssFiles(APP).flatMap((file) =>
      rulesOf(readFileSync(file, "utf8"))
        .filter((rule) => rule.selector.includes(":hover") && !rule.within.some((at) => HOVER_MEDIA.test(at)))
        .map((rule) => `${relative(APP, file)}: ${rule.selector.replace(/\s+/g, " ")}`),
    );
    expect(bare).toEqual([]);
  });
});
