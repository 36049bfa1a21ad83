import { execFileSync } from "node:child_process";
import { existsSync, lstatSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The repository stands on its own: the store's rules are written in docs/product.md (and stated
 * where they apply), never as a pointer into a document that is not in the repository. Outside
 * docs/, no file may cite the old specification or design brief by section number, the
 * specification by its upper-case name, or either by a path above the repository (the patterns below).
 */

const ROOT = resolve(import.meta.dirname, "..");
// Built from parts so that this file does not match its own patterns.
const WORD = ["S", "P", "E", "C"].join("");
const FORBIDDEN: { what: string; pattern: RegExp }[] = [
  { what: `a numbered ${WORD} reference`, pattern: new RegExp(`${WORD} ?[0-9]`) },
  { what: `a bare ${WORD} reference`, pattern: new RegExp(`\\b${WORD}\\b`) },
  { what: "a path outside the repository", pattern: new RegExp(["\\.\\.", "shared", ""].join("/")) },
  { what: "a numbered design-brief reference", pattern: new RegExp(`${["D", "E", "S", "I", "G", "N"].join("")} ?[0-9]`) },
];
const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|pdf|zip|gz|tgz|wasm|lockb)$/i;

/** Tracked files and new files not ignored by git (under a folder, when given), text files only. */
function gitFiles(...under: string[]): string[] {
  const out = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", ...under], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split("\0"))].filter((f) => f && !BINARY.test(f));
}

/** The files outside docs/. */
function repositoryFiles(): string[] {
  return gitFiles().filter((f) => !f.startsWith("docs/"));
}

function offendingLines(): string[] {
  const found: string[] = [];
  for (const file of repositoryFiles()) {
    const path = resolve(ROOT, file);
    // Deleted in the working tree, or not a plain file (a symlinked folder, a submodule).
    if (!existsSync(path) || !lstatSync(path).isFile()) continue;
    const text = readFileSync(path, "utf8");
    if (text.includes("\0")) continue;
    text.split("\n").forEach((line, i) => {
      for (const { what, pattern } of FORBIDDEN) {
        if (pattern.test(line)) found.push(`${file}:${i + 1}: ${what}: ${line.trim()}`);
      }
    });
  }
  return found;
}

describe("the repository stands on its own", () => {
  it("states its rules (or links docs/product.md) instead of citing a document outside it", () => {
    expect(offendingLines(), "state the rule, or link its anchor in docs/product.md").toEqual([]);
  });

  it("links only to anchors docs/product.md has", () => {
    const product = readFileSync(resolve(ROOT, "docs/product.md"), "utf8");
    const anchors = new Set([...product.matchAll(/<a id="([^"]+)"><\/a>/g)].map((m) => m[1]));
    for (const [, heading] of product.matchAll(/^#+ (.+)$/gm)) {
      anchors.add(
        heading!
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, "")
          .replace(/ /g, "-"),
      );
    }
    const broken: string[] = [];
    const check = (file: string, text: string, pattern: RegExp) => {
      for (const m of text.matchAll(pattern)) if (!anchors.has(m[1]!)) broken.push(`${file}: #${m[1]}`);
    };
    check("docs/product.md", product, /\]\(#([a-z0-9-]+)\)/g);
    for (const file of [...repositoryFiles(), ...gitFiles("docs")]) {
      const path = resolve(ROOT, file);
      if (existsSync(path) && lstatSync(path).isFile()) check(file, readFileSync(path, "utf8"), /product\.md#([a-z0-9-]+)/g);
    }
    expect(broken).toEqual([]);
  });
});
