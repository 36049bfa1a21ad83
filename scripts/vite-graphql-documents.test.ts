import { readFileSync } from "node:fs";
import { createRequest, stringifyDocument } from "@urql/core";
import { describe, expect, it } from "vitest";
import { documentText, readDocumentMap, readDocumentValues, rewriteDocuments } from "./vite-graphql-documents.ts";

const gql = `import * as types from './graphql.ts';
const documents: Documents = {
    "\\n  fragment Thing on Thing { id }\\n": types.ThingFragmentDoc,
    "\\n  query Things($first: Int) {\\n    things(first: $first) { ...Thing }\\n  }\\n": types.ThingsDocument,
};
export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
`;
const generated = `export const ThingFragmentDoc = {"kind":"Document","definitions":[]} as unknown as DocumentNode<ThingFragment, unknown>;
export const ThingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition"}]} as unknown as DocumentNode<ThingsQuery, ThingsQueryVariables>;
`;

describe("GraphQL documents one by one", () => {
  const documents = readDocumentMap(gql);

  it("reads the generated map of document texts and the documents' values", () => {
    expect([...documents.values()]).toEqual(["ThingFragmentDoc", "ThingsDocument"]);
    expect(documents.get("\n  query Things($first: Int) {\n    things(first: $first) { ...Thing }\n  }\n")).toBe("ThingsDocument");
    expect(readDocumentValues(generated).get("ThingsDocument")).toBe('{"kind":"Document","definitions":[{"kind":"OperationDefinition"}]}');
  });

  it("replaces each known call by its own document and drops a fragment declared on its own", () => {
    const code = [
      'import { graphql } from "../graphql/index.ts";',
      "graphql(`\n  fragment Thing on Thing { id }\n`);",
      "export const THINGS = graphql(`\n  query Things($first: Int) {\n    things(first: $first) { ...Thing }\n  }\n`);",
    ].join("\n");
    const out = rewriteDocuments(code, documents)!;
    expect(out).toContain('import __document_ThingsDocument from "virtual:store-graphql-document/ThingsDocument";');
    expect(out).toContain("export const THINGS = __document_ThingsDocument;");
    expect(out).not.toContain("graphql(");
    expect(out).not.toContain("graphql/index.ts");
    expect(out).not.toContain("ThingFragmentDoc");
  });

  it("leaves a call it does not know as it was, with the generated graphql() it needs", () => {
    const code =
      'import { graphql } from "../graphql/index.ts";\nexport const A = graphql(`query Unknown { a }`);\nexport const B = graphql(`\n  fragment Thing on Thing { id }\n`);';
    const out = rewriteDocuments(code, documents)!;
    expect(out).toContain("graphql(`query Unknown { a }`)");
    expect(out).toContain('import { graphql } from "../graphql/index.ts";');
    expect(out).toContain("export const B = __document_ThingFragmentDoc;");
    expect(rewriteDocuments("export const x = 1;", documents)).toBeNull();
  });
});

describe("the browser's documents as text", () => {
  const values = readDocumentValues(readFileSync(new URL("../app/graphql/graphql.ts", import.meta.url), "utf8"));

  it("are sent and hashed as the very text urql makes of the syntax tree, for every generated document", () => {
    expect(values.size).toBeGreaterThan(10);
    for (const [name, json] of values) {
      const text = documentText(json);
      const fromTree = stringifyDocument(createRequest(JSON.parse(json) as Parameters<typeof createRequest>[0], {}).query);
      expect(stringifyDocument(createRequest(text, {}).query), name).toBe(fromTree);
    }
  });

  it("are a fraction of the syntax tree's size", () => {
    const json = values.get("InitDocument")!;
    expect(documentText(json).length).toBeLessThan(json.length / 5);
    expect(documentText(json)).toMatch(/^query Init\(\$locale:Locale!/);
  });
});
