import { describe, expect, it } from "vitest";
import { reachable } from "./vite-shell-chunk.ts";

describe("the shell's modules", () => {
  it("are what the entries import statically, transitively, and not what they import lazily", () => {
    const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
      entry: { importedIds: ["react-dom", "root"], dynamicallyImportedIds: [] },
      root: { importedIds: ["header", "react-router"], dynamicallyImportedIds: ["footer"] },
      header: { importedIds: ["icons", "react"], dynamicallyImportedIds: [] },
      "react-dom": { importedIds: ["react", "scheduler"], dynamicallyImportedIds: [] },
      footer: { importedIds: ["social-icons"], dynamicallyImportedIds: [] },
    };
    const shell = reachable(["entry"], (id) => graph[id]?.importedIds ?? []);
    expect([...shell].sort()).toEqual(["entry", "header", "icons", "react", "react-dom", "react-router", "root", "scheduler"]);
  });

  it("survive an import cycle", () => {
    const graph: Record<string, string[]> = { a: ["b"], b: ["a", "c"], c: [] };
    expect([...reachable(["a"], (id) => graph[id] ?? [])].sort()).toEqual(["a", "b", "c"]);
  });
});
