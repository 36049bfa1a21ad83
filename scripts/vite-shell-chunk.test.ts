import { describe, expect, it } from "vitest";
import { staticClosure } from "./vite-shell-chunk.ts";

describe("the shell's modules", () => {
  it("are what the entries import statically, transitively, and not what they import lazily", () => {
    const graph: Record<string, string[]> = {
      entry: ["react-dom", "root"],
      root: ["header", "react-router"],
      header: ["icons", "react"],
      "react-dom": ["react", "scheduler"],
      // The footer is imported with import(): only its importer's dynamic imports name it.
      lazyFooter: ["icons"],
    };
    const info = (id: string) => (id in graph ? { importedIds: graph[id]! } : { importedIds: [] });
    expect([...staticClosure(["entry"], info)].sort()).toEqual(["entry", "header", "icons", "react", "react-dom", "react-router", "root", "scheduler"]);
  });

  it("survive an import cycle", () => {
    const graph: Record<string, string[]> = { a: ["b"], b: ["a", "c"], c: [] };
    expect([...staticClosure(["a"], (id) => ({ importedIds: graph[id] ?? [] }))].sort()).toEqual(["a", "b", "c"]);
  });
});
