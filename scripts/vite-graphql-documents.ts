// A Vite plugin that lets the bundles hold only the GraphQL documents they use. The generated
// `graphql(source)` (app/graphql/gql.ts) looks a document up in a map of every document of the app, so
// any chunk that calls it carries all of them. This plugin replaces each `graphql(`...`)` call in app/
// with an import of that one document (named by gql.ts's own map, as the codegen client preset's babel
// plugin does), each document a module of its own made from its line in app/graphql/graphql.ts: a
// chunk then holds the documents of its own components, not every document any page uses.
// A call whose text is not in the map (codegen not run) is left as it was: it still works.
// The browser's documents are their text (urql parses a text document once, and sends and hashes the
// same text it would print from the tree): a tenth of the size of the syntax tree the server executes.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { print, stripIgnoredCharacters, type DocumentNode } from "graphql";
import type { Plugin } from "vite";

/** gql.ts's map: document text → the export of graphql.ts that holds it. */
export function readDocumentMap(gqlSource: string): Map<string, string> {
  const map = new Map<string, string>();
  const start = gqlSource.indexOf("const documents");
  if (start < 0) return map;
  const body = gqlSource.slice(start, gqlSource.indexOf("\n};", start));
  for (const line of body.split("\n")) {
    const m = /^\s*("(?:[^"\\]|\\.)*"):\s*types\.(\w+),?\s*$/.exec(line);
    if (m) map.set(JSON.parse(m[1]!) as string, m[2]!);
  }
  return map;
}

/** graphql.ts's documents: export name → the document as JSON (one generated line each). */
export function readDocumentValues(graphqlSource: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const m of graphqlSource.matchAll(/^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm))
    values.set(m[1]!, m[2]!);
  return values;
}

/** A document's text, without the spaces and line breaks GraphQL ignores, from its syntax tree as JSON. */
export function documentText(json: string): string {
  return stripIgnoredCharacters(print(JSON.parse(json) as DocumentNode));
}

const VIRTUAL = "virtual:store-graphql-document/";

const CALL = /\bgraphql\(\s*`([^`\\]*)`\s*\)(\s*;)?/g;
const IMPORT = /^import\s*\{\s*graphql\s*\}\s*from\s*"[./]*\/?graphql\/index\.ts";\s*$/m;

/** The module with each known `graphql(`...`)` call replaced by an import of its document. */
export function rewriteDocuments(code: string, documents: Map<string, string>): string | null {
  const used = new Set<string>();
  let replacedAll = true;
  const out = code.replace(CALL, (call: string, text: string, semicolon: string | undefined, offset: number) => {
    const name = text.includes("${") ? undefined : documents.get(text);
    if (!name) {
      replacedAll = false;
      return call;
    }
    // A statement of its own (a fragment declared for codegen) is dropped; an expression becomes the document.
    const lineStart = code.lastIndexOf("\n", offset - 1) + 1;
    if (semicolon && code.slice(lineStart, offset).trim() === "") return "";
    used.add(name);
    return `__document_${name}${semicolon ?? ""}`;
  });
  if (out === code) return null;
  const imports = [...used].map((name) => `import __document_${name} from "${VIRTUAL}${name}";`).join("\n");
  return `${imports}\n${replacedAll ? out.replace(IMPORT, "") : out}`;
}

export function graphqlDocuments(): Plugin {
  let documents = new Map<string, string>();
  let values = new Map<string, string>();
  let appDir = "";
  let graphqlDir = "";
  return {
    name: "store:graphql-documents",
    enforce: "pre",
    apply: "build",
    configResolved(config) {
      appDir = resolve(config.root, "app") + "/";
      graphqlDir = appDir + "graphql/";
      values = readDocumentValues(readFileSync(graphqlDir + "graphql.ts", "utf8"));
      documents = new Map([...readDocumentMap(readFileSync(graphqlDir + "gql.ts", "utf8"))].filter(([, name]) => values.has(name)));
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? "\0" + id : null;
    },
    load(id) {
      if (!id.startsWith("\0" + VIRTUAL)) return null;
      const value = values.get(id.slice(VIRTUAL.length + 1));
      if (value === undefined) return null;
      // The server executes the syntax tree; the browser sends the text.
      return `export default ${this.environment.name === "client" ? JSON.stringify(documentText(value)) : value};`;
    },
    transform(code, id) {
      const file = id.split("?")[0]!;
      if (!file.startsWith(appDir) || file.startsWith(graphqlDir) || !/\.tsx?$/.test(file) || !code.includes("graphql(`")) return null;
      const out = rewriteDocuments(code, documents);
      return out === null ? null : { code: out, map: null };
    },
  };
}
