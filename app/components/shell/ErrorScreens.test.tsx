import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { ReactNode } from "react";
import { IntlRoot } from "../../lib/intl.tsx";
import { mergeMessages } from "../../i18n/index.ts";
import { InitErrorScreen, NotFoundScreen, ServerErrorScreen } from "./ErrorScreens.tsx";
import { CriticalErrorScreen } from "./CriticalErrorScreen.tsx";

function render(node: ReactNode, translations: { token: string; translation: string }[] = []): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <IntlRoot locale="en-gb" messages={mergeMessages({}, translations)}>
        {node}
      </IntlRoot>
    </MemoryRouter>,
  ).replace(/&#x27;/g, "'");
}

describe("error screens", () => {
  it("not found", () => {
    const html = render(<NotFoundScreen />);
    expect(html).toContain(">Not found</h1>");
    expect(html).toContain("Please use the main menu to find what you're looking for.");
  });

  it("generic server error with the request ID, try again and call", () => {
    const html = render(<ServerErrorScreen requestId="req-123" />);
    expect(html).toContain("Oops! Something went wrong.");
    expect(html).toContain("This error has been logged and we have been notified.");
    expect(html).toContain("If the problem persists, please contact us.");
    expect(html).toContain("Request ID: req-123");
    expect(html).toContain("Try again");
    expect(html).toMatch(/href="tel:\+\d+"/);
  });

  it("critical error from tokens the server can override, with the trace id", () => {
    const html = render(<CriticalErrorScreen traceId="trace-9" />, [{ token: "critical_error_title", translation: "Something broke" }]);
    expect(html).toContain("Something broke");
    expect(html).toContain("trace-9");
  });

  it("init error offers Try Again", () => {
    const html = render(<InitErrorScreen requestId="r-1" />);
    expect(html).toContain("Try Again");
    expect(html).toContain("Request ID: r-1");
  });
});
