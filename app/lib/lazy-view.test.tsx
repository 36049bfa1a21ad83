import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deferredView, lazyView, ViewChunksContext } from "./lazy-view.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("a view loaded with its page", () => {
  it("is drawn by the server at once, with a modulepreload of its scripts", async () => {
    const View = lazyView("app/components/Greeting.tsx", () => Promise.resolve(Greeting));
    await View.load();
    const html = renderToString(
      <html>
        <head />
        <body>
          <ViewChunksContext.Provider value={{ "app/components/Greeting.tsx": ["/assets/Greeting-a.js", "/assets/shared-b.js"] }}>
            <View name="Olivia" />
          </ViewChunksContext.Provider>
        </body>
      </html>,
    );
    expect(html).toContain("<p>Hello <!-- -->Olivia</p>");
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/Greeting-a\.js"/);
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/shared-b\.js"/);
  });

  it("loads its module once, however often it is drawn or loaded", async () => {
    let loads = 0;
    const View = lazyView("app/components/Greeting.tsx", () => {
      loads += 1;
      return Promise.resolve(Greeting);
    });
    await Promise.all([View.load(), View.load()]);
    expect(renderToString(<View name="Ethan" />)).toBe("<p>Hello <!-- -->Ethan</p>");
    expect(loads).toBe(1);
  });
});

describe("a part of the page deferred until the page has hydrated", () => {
  it("is drawn by the server at once, in a boundary of its own, without a modulepreload", async () => {
    const Part = deferredView(() => Promise.resolve(Greeting));
    await Part.load();
    const html = renderToString(
      <ViewChunksContext.Provider value={{ "app/components/Greeting.tsx": ["/assets/Greeting-a.js"] }}>
        <Part name="Amelia" />
      </ViewChunksContext.Provider>,
    );
    expect(html).toBe("<!--$--><p>Hello <!-- -->Amelia</p><!--/$-->");
  });

  it("shows its fallback while its module has not loaded", () => {
    const Part = deferredView(() => new Promise<typeof Greeting>(() => undefined), <p>Loading</p>);
    expect(renderToString(<Part name="Noah" />)).toContain("<p>Loading</p>");
  });
});
