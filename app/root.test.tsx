import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import type { ComponentProps } from "react";
import { IntlRoot } from "./lib/intl.tsx";
import { mergeMessages } from "./i18n/index.ts";
import { ErrorBoundary } from "./root.tsx";

/** The root error boundary as the visitor sees it for an error a page's loader threw. */
function render(error: unknown): string {
  const props = { error, params: {} } as unknown as ComponentProps<typeof ErrorBoundary>;
  return renderToStaticMarkup(
    <MemoryRouter>
      <IntlRoot locale="en-gb" messages={mergeMessages({}, [])}>
        <ErrorBoundary {...props} />
      </IntlRoot>
    </MemoryRouter>,
  ).replace(/&#x27;/g, "'");
}

describe("the root error boundary", () => {
  it("lists the messages a 500 answer carries, with its request id", () => {
    const html = render(new ErrorResponse(500, "", { requestId: "req-42", errors: ["You are not allowed to do that.", "Too many requests."] }));
    expect(html).toContain("Oops! Something went wrong.");
    expect(html).toMatch(/<li>You are not allowed to do that\.<\/li>\s*<li>Too many requests\.<\/li>/);
    expect(html).toContain("Request ID: req-42");
  });

  it("shows no list for an error that carries nothing to show", () => {
    const html = render(new Error("Unexpected Server Error"));
    expect(html).toContain("Oops! Something went wrong.");
    expect(html).not.toContain("<li>");
    expect(html).not.toContain("Unexpected Server Error");
  });

  it("shows the not-found page for 404", () => {
    expect(render(new ErrorResponse(404, "Not Found", "Not found"))).toContain(">Not found</h1>");
  });
});
