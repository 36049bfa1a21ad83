import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deferredView, lazyView, ViewChunksContext } from "./lazy-view.tsx";
import { ModulePreloadsContext } from "./scripts.tsx";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("a view loaded with its page", () => {
  it("is drawn by the server at once, its scripts added to the page's preloads", async () => {
    const View = lazyView("app/components/Greeting.tsx", () => Promise.resolve(Greeting));
    await View.load();
    const preloads = new Set<string>(["/assets/root-c.js"]);
    const html = renderToString(
      <ViewChunksContext.Provider value={{ "app/components/Greeting.tsx": ["/assets/Greeting-a.js", "/assets/shared-b.js"] }}>
        <ModulePreloadsContext.Provider value={preloads}>
          <View name="Olivia" />
        </ModulePreloadsContext.Provider>
      </ViewChunksContext.Provider>,
    );
    expect(html).toBe("<p>Hello <!-- -->Olivia</p>");
    expect([...preloads]).toEqual(["/assets/root-c.js", "/assets/Greeting-a.js", "/assets/shared-b.js"]);
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
  it("is drawn by the server at once, in a boundary of its own, its scripts not preloaded", async () => {
    const Part = deferredView(() => Promise.resolve(Greeting));
    await Part.load();
    const preloads = new Set<string>();
    const html = renderToString(
      <ViewChunksContext.Provider value={{ "app/components/Greeting.tsx": ["/assets/Greeting-a.js"] }}>
        <ModulePreloadsContext.Provider value={preloads}>
          <Part name="Amelia" />
        </ModulePreloadsContext.Provider>
      </ViewChunksContext.Provider>,
    );
    expect(html).toBe("<!--$--><p>Hello <!-- -->Amelia</p><!--/$-->");
    expect(preloads.size).toBe(0);
  });

  it("shows its fallback while its module has not loaded", () => {
    const Part = deferredView(() => new Promise<typeof Greeting>(() => undefined), <p>Loading</p>);
    expect(renderToString(<Part name="Noah" />)).toContain("<p>Loading</p>");
  });
});

describe("views made with one load function", () => {
  it("share its loading: the module is loaded once, and each draws at once when the other has loaded it", async () => {
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve(Greeting);
    };
    const WithPage = lazyView("app/components/Greeting.tsx", load);
    const AfterPage = deferredView(load);
    await WithPage.load();
    await AfterPage.load();
    expect(loads).toBe(1);
    expect(renderToString(<AfterPage name="Isla" />)).toBe("<!--$--><p>Hello <!-- -->Isla</p><!--/$-->");
    expect(renderToString(<WithPage name="Isla" />)).toBe("<p>Hello <!-- -->Isla</p>");
  });
});
