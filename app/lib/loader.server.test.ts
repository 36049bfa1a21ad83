import { GraphQLError } from "graphql";
import { RouterContextProvider, createStaticHandler, isRouteErrorResponse } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { OperationError } from "../../server/graphql/execute.ts";

const failure: { error: unknown; consultant: boolean } = { error: null, consultant: false };
const logged: unknown[] = [];

vi.mock("./query.server.ts", () => ({
  query: () => Promise.reject(failure.error),
  requestContext: () => ({
    requestId: "req-42",
    user: failure.consultant ? { isConsultant: true } : null,
    log: { error: (obj: unknown) => logged.push(obj) },
  }),
}));

const { load } = await import("./loader.server.ts");

/** What a loader running `load` throws. */
async function thrown(error: unknown): Promise<unknown> {
  failure.error = error;
  try {
    await load(new RouterContextProvider(), "{ me { id } }", {});
  } catch (e) {
    return e;
  }
  throw new Error("load did not throw");
}

/** What the page's error boundary gets when its loader's `load` fails with `error`. */
async function boundaryError(error: unknown): Promise<unknown> {
  failure.error = error;
  const handler = createStaticHandler([{ id: "page", path: "/", loader: ({ context }) => load(context, "{ me { id } }", {}) }]);
  const context = await handler.query(new Request("https://shop.example/"), { requestContext: new RouterContextProvider() });
  if (context instanceof Response) throw new Error("the page answered a Response");
  return context.errors?.["page"];
}

beforeEach(() => {
  logged.length = 0;
  failure.consultant = false;
});

describe("a page whose GraphQL fails", () => {
  it("answers 500 with the request id and the messages of its errors that are not internal, and logs the error", async () => {
    const answer = await boundaryError(
      new OperationError([
        new GraphQLError("You are not allowed to do that.", { extensions: { category: "authorization" } }),
        new GraphQLError('relation "stones" does not exist: SELECT * FROM stones', { extensions: { category: "internal" } }),
        new GraphQLError("Cannot read properties of undefined (reading 'select')", { path: ["stone"] }),
      ]),
    );
    expect(isRouteErrorResponse(answer)).toBe(true);
    const response = answer as { status: number; data: unknown };
    expect(response.status).toBe(500);
    expect(response.data).toEqual({ requestId: "req-42", errors: ["You are not allowed to do that."] });
    expect(JSON.stringify(response.data)).not.toMatch(/SELECT|undefined/);
    expect(logged).toHaveLength(1);
  });

  it("tells a signed-in consultant what went wrong, and a customer nothing more", async () => {
    const error = new OperationError([new GraphQLError("Cannot read properties of undefined (reading 'select')", { path: ["stone"] })]);
    const customer = (await boundaryError(error)) as { data: unknown };
    expect(customer.data).toEqual({ requestId: "req-42", errors: [] });
    failure.consultant = true;
    const consultant = (await boundaryError(error)) as { data: unknown };
    expect(consultant.data).toEqual({
      requestId: "req-42",
      errors: [],
      staffDetails: ["Cannot read properties of undefined (reading 'select')"],
    });
  });

  it("answers 404 when every error is about input the address cannot mean", async () => {
    const answer = await thrown(new OperationError([new GraphQLError("page: too far", { extensions: { category: "validation" } })]));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(404);
  });

  it("leaves an error outside GraphQL to the error boundary as it is", async () => {
    const error = new TypeError("boom");
    expect(await thrown(error)).toBe(error);
  });
});
