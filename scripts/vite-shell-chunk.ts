// The shell's scripts in one chunk: every module the client entry and the root import statically,
// transitively (React, ReactDOM, React Router and the store's shell), is loaded by every page, so
// the browser build puts them in a single chunk rather than in as many as the bundler would make of
// them by which lazily loaded parts also import them. Each file is compressed on its own, so one
// file of the same code is smaller (about 5 KB of gzip less than fifteen) and one request.
// The set is read off the module graph once the build has parsed it (buildEnd), before the chunks
// are made; the group's test asks it.
import type { Plugin } from "vite";

/** Every node `roots` reach through `next`, the roots included (each visited once, cycles allowed). */
export function reachable(roots: readonly string[], next: (node: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    stack.push(...next(node));
  }
  return seen;
}

/**
 * The plugin that finds the shell's modules, and the code-splitting group that puts them in one chunk
 * (`name`). `entries` match the ids of the client entry and the root route.
 */
export function shellChunk(name: string, entries: readonly RegExp[]) {
  let shell = new Set<string>();
  const plugin: Plugin = {
    name: "store:shell-chunk",
    apply: "build",
    buildEnd() {
      if (this.environment.name !== "client") return;
      const ids = [...this.getModuleIds()];
      const missing = entries.filter((entry) => !ids.some((id) => entry.test(id)));
      if (missing.length > 0) this.error(`no module of the build matches the shell's entry ${missing.join(", ")}`);
      const roots = ids.filter((id) => entries.some((entry) => entry.test(id)));
      // Static imports only: what the shell loads with import() stays out of it.
      shell = reachable(roots, (id) => this.getModuleInfo(id)?.importedIds ?? []);
    },
  };
  // The entries themselves stay entry chunks (each imports the group).
  const group = { name, test: (id: string) => shell.has(id) && !entries.some((entry) => entry.test(id)) };
  return { plugin, group };
}
