import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, Outlet, UNSAFE_ErrorResponseImpl as ErrorResponse, createRoutesStub, useRouteError } from "react-router";
import type { ComponentProps } from "react";
import { IntlRoot } from "./lib/intl.tsx";
import { mergeMessages } from "./i18n/index.ts";
import { ErrorBoundary, Layout, meta } from "./root.tsx";
import type { RootData } from "./lib/site.tsx";

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
    const html = render(
      new ErrorResponse(500, "", { requestId: "req-42", errors: ["You are not allowed to do that.", "Too many requests."] }),
    );
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

const ROOT: RootData = {
  init: null,
  region: "UK",
  locale: "en-gb",
  currency: "GBP",
  taxNote: "VAT included",
  regionChosen: false,
  cookiesDismissed: true,
  origin: "https://shop.example",
  graphqlUrl: "/graphql",
  requestId: "r-1",
  messages: {},
  now: 0,
};

/** The document head the store renders for `path`: the root route (layout, meta) above a page. */
function head(path: string, state: { root?: RootData; page?: unknown; error?: unknown }): string {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      meta: meta as never,
      Component: () => (
        <Layout>
          <Outlet />
        </Layout>
      ),
      ErrorBoundary: function Boundary() {
        const props = { error: useRouteError(), params: {} } as unknown as ComponentProps<typeof ErrorBoundary>;
        return (
          <Layout>
            <ErrorBoundary {...props} />
          </Layout>
        );
      },
      children: [{ id: "page", path: "*", Component: () => <p>page</p> }],
    },
  ]);
  const hydrationData = {
    loaderData: { root: state.root ?? ROOT, ...(state.page ? { page: state.page } : {}) },
    ...(state.error ? { errors: { root: state.error } } : {}),
  };
  const html = renderToStaticMarkup(<Stub initialEntries={[path]} hydrationData={hydrationData} />);
  return /<head>([\s\S]*)<\/head>/.exec(html)![1]!.replace(/&amp;/g, "&");
}

describe("the head of a page that answered 404", () => {
  const notFound = new ErrorResponse(404, "Not Found", "Not found");

  it("has the not-found title in the visitor's words, noindex, and no canonical or alternate links", () => {
    const html = head("/engagement-rings/no-such-ring", { error: notFound });
    expect(html).toContain("<title>Not found | Hatton & Vale</title>");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('rel="alternate"');

    const translated = head("/us/no-such-page", {
      root: { ...ROOT, region: "US", locale: "en-us", messages: { not_found_title: "Page not found" } },
      error: notFound,
    });
    expect(translated).toContain("<title>Page not found | Hatton & Vale</title>");
  });

  it("names no address for a page answered 404 with its data (a sold stone)", () => {
    const html = head("/lab-grown-diamond-search/AB12CD3", {
      page: { seo: { title: "Stone not found", robots: "noindex, follow", notFound: true } },
    });
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('rel="alternate"');
  });

  it("names the address and the alternates of a page that says noindex (sign-in, the ring being built)", () => {
    for (const path of ["/sign-in", "/us/profile/my-orders", "/engagement-rings/your-ring"]) {
      const html = head(path, { page: { seo: { title: "Not for search engines", robots: "noindex, nofollow" } } });
      expect(html).toContain(`<link rel="canonical" href="https://shop.example${path}"/>`);
    }
  });

  it("keeps the canonical link of a page that has an address", () => {
    expect(head("/engagement-rings", { page: { seo: { title: "Engagement rings" } } })).toContain(
      '<link rel="canonical" href="https://shop.example/engagement-rings"/>',
    );
  });
});
