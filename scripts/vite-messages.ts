// A Vite plugin for the browser's build: its messages come parsed, and each page carries the messages
// of its own domains.
//
// - Parsed: the message bundles of app/i18n (the shell's and each domain's en-gb, each locale's
//   differences) are evaluated when the store is built and shipped as data, a text without ICU syntax
//   as it is and any other as its syntax tree, parsed by the parser the server uses. The store's
//   formatter (app/lib/message-format.ts) then gets app/i18n/message-parser.ts instead of the parser: the
//   parser (and the skeleton parser it brings) is loaded only for a server translation with ICU syntax.
// - By what a page shows: app/i18n/en-gb.ts (every en-gb message, what the server and the tests have)
//   becomes the shell's messages, and each message of a domain (catalogue, stones, ...) is a module of
//   its own that adds it (app/i18n/index.ts addMessages), imported at the top of every module that names
//   it: a string (or the start of a template string) in its code that is its id, or a beginning of ids
//   at an underscore ("stone_shape", `rb_error_${code}`); comments do not count. A chunk then carries
//   the messages its own modules name, and an overlay or another page brings its own before it renders.
// The server build and the dev server are left as they are: the source's semantics (every message, the
// parser at hand) are unchanged.
import { readdirSync, existsSync } from "node:fs";
import { resolve } from "node:path";
import { parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { runnerImport, type Plugin } from "vite";
import { isPlainText } from "../app/i18n/message-parser.ts";

type Messages = Record<string, unknown>;

/** A message as the browser's build ships it: a text without ICU syntax as it is, any other as its syntax tree. */
export function compileMessage(message: string): string | MessageFormatElement[] {
  return isPlainText(message) ? message : parse(message);
}

/** Every message of a bundle, compiled (values that are not texts are left out, as mergeMessages leaves them). */
export function compileMessages(messages: Messages): Record<string, string | MessageFormatElement[]> {
  const out: Record<string, string | MessageFormatElement[]> = {};
  for (const [id, message] of Object.entries(messages)) if (typeof message === "string") out[id] = compileMessage(message);
  return out;
}

/** A module that exports each of `exports` (name → messages) compiled. */
export function compiledModule(exports: Record<string, unknown>): string {
  return Object.entries(exports)
    .map(([name, value]) => {
      const data = JSON.stringify(compileMessages(value as Messages));
      return name === "default" ? `export default ${data};` : `export const ${name} = ${data};`;
    })
    .join("\n");
}

/**
 * What a module may name, and the ids it then needs: every id, and each beginning of ids up to an
 * underscore, with and without it ("stone_", "stone_shape", "stone_shape_": every shape's name).
 */
export function nameIndex(ids: Iterable<string>): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  for (const id of ids) {
    const names = [id];
    for (let i = id.indexOf("_"); i > 0; i = id.indexOf("_", i + 1)) names.push(id.slice(0, i), id.slice(0, i + 1));
    for (const name of names) {
      let set = index.get(name);
      if (!set) index.set(name, (set = new Set()));
      set.add(id);
    }
  }
  return index;
}

/** The texts of a module's strings and template strings (each part between its `${}`), from its syntax tree. */
export function stringsOf(program: unknown): string[] {
  const texts: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== "object") return;
    const n = node as { type?: unknown; value?: unknown };
    if (n.type === "Literal" && typeof n.value === "string") texts.push(n.value);
    else if (n.type === "TemplateElement")
      texts.push((n.value as { cooked?: string | null; raw: string }).cooked ?? (n.value as { raw: string }).raw);
    else
      for (const key in n)
        if (key !== "type" && key !== "start" && key !== "end" && key !== "range" && key !== "loc")
          visit((n as Record<string, unknown>)[key]);
  };
  visit(program);
  return texts;
}

const NAME = /^[a-z][a-z0-9]*_[a-z0-9_]*/;

/** The message ids these strings of a module name, sorted. */
export function idsNamed(strings: Iterable<string>, index: Map<string, Set<string>>): string[] {
  const ids = new Set<string>();
  for (const text of strings) {
    const name = NAME.exec(text)?.[0];
    if (name) for (const id of index.get(name) ?? []) ids.add(id);
  }
  return [...ids].sort();
}

const VIRTUAL = "virtual:store-message/";
const PARSER = "@formatjs/icu-messageformat-parser";

export function messages(): Plugin {
  let root = "";
  let i18nDir = "";
  /** Compiled modules of the message bundles, by file. */
  let compiled = new Map<string, string>();
  /** Each domain message compiled (as JSON), by id, and what names them. */
  let domainMessages = new Map<string, string>();
  let index = new Map<string, Set<string>>();
  let ready: Promise<void> | null = null;

  async function evaluate(file: string): Promise<Record<string, unknown>> {
    const { module } = await runnerImport<Record<string, unknown>>(file, { root, logLevel: "error" });
    return module;
  }

  /** Evaluates every message bundle once, for the whole build. */
  async function prepare(): Promise<void> {
    const all = (await evaluate(i18nDir + "en-gb.ts"))["enGb"] as Messages;
    const next = new Map<string, string>();
    const nextMessages = new Map<string, string>();
    for (const name of readdirSync(i18nDir).sort()) {
      if (/^en-[a-z]{2}\.ts$/.test(name) && name !== "en-gb.ts") next.set(i18nDir + name, compiledModule(await evaluate(i18nDir + name)));
      const bundle = `${i18nDir}${name}/en-gb.ts`;
      if (!existsSync(bundle)) continue;
      const exports = await evaluate(bundle);
      const entries = Object.entries(exports);
      const keys = entries.flatMap(([, value]) => Object.keys(value as Messages));
      // A folder whose messages are not built in (the e-mails') is not the browser's.
      if (entries.length !== 1 || !keys.every((key) => Object.hasOwn(all, key))) continue;
      next.set(bundle, compiledModule(exports));
      if (name === "shell") continue;
      for (const [id, message] of Object.entries(compileMessages(entries[0]![1] as Messages)))
        nextMessages.set(id, JSON.stringify(message));
    }
    if (!next.has(i18nDir + "shell/en-gb.ts")) throw new Error("app/i18n/shell/en-gb.ts (the shell's messages) is missing");
    compiled = next;
    domainMessages = nextMessages;
    index = nameIndex(nextMessages.keys());
  }

  return {
    name: "store:messages",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      root = config.root;
      i18nDir = resolve(root, "app/i18n") + "/";
    },
    buildStart() {
      ready = prepare();
      return ready;
    },
    async resolveId(id, importer) {
      if (id.startsWith(VIRTUAL)) return "\0" + id;
      // The formatter, as any module but the browser's parser itself (which loads the parser on demand), gets the browser's parser.
      if (id === PARSER && importer && importer.split("?")[0] !== i18nDir + "message-parser.ts")
        return this.resolve(i18nDir + "message-parser.ts", importer, { skipSelf: true });
      return null;
    },
    async load(id) {
      await ready;
      if (id.startsWith("\0" + VIRTUAL)) {
        const messageId = id.slice(VIRTUAL.length + 1);
        const message = domainMessages.get(messageId);
        if (message === undefined) return null;
        return `import { addMessages } from ${JSON.stringify(i18nDir + "index.ts")};\naddMessages({ ${JSON.stringify(messageId)}: ${message} });\n`;
      }
      const file = id.split("?")[0]!;
      // Every en-gb message becomes the shell's, to which the domains' are added.
      if (file === i18nDir + "en-gb.ts") return `import { shellEnGb } from "./shell/en-gb.ts";\nexport const enGb = { ...shellEnGb };\n`;
      return compiled.get(file) ?? null;
    },
    transform: {
      order: "post",
      async handler(code, id) {
        await ready;
        const file = id.split("?")[0]!;
        if (
          !/\.[cm]?[jt]sx?$/.test(file) ||
          file.includes("/node_modules/") ||
          !(file.startsWith(root + "/app/") || file.startsWith(root + "/core/"))
        )
          return null;
        if (file.startsWith(i18nDir) && (compiled.has(file) || file === i18nDir + "en-gb.ts" || file === i18nDir + "index.ts")) return null;
        const named = idsNamed(stringsOf(this.parse(code)), index);
        if (named.length === 0) return null;
        return { code: named.map((messageId) => `import "${VIRTUAL}${messageId}";\n`).join("") + code, map: null };
      },
    },
  };
}
