import { useId, useState } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { StaticMarkupContext, useRenderOnce } from "./static-markup.tsx";
import { renderOnce } from "./static-markup.server.tsx";

function Items({ region }: { region: string }) {
  const [count] = useState(3);
  return (
    <ul>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <a href={`/${region}/item-${i}`}>Item {i}</a> in {region}
        </li>
      ))}
    </ul>
  );
}

/** Renders a document to a string through the streaming renderer, as entry.server.tsx does. */
function stream(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        html += chunk.toString("utf8");
        callback();
      },
      final(callback) {
        resolve(html);
        callback();
      },
    });
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onShellError: reject });
  });
}

describe("markup rendered once", () => {
  it("renders a part once for its keys and variant, and again for another variant", () => {
    const key = {};
    let renders = 0;
    const render = (region: string) => () => {
      renders++;
      return <Items region={region} />;
    };
    const uk = renderOnce([key], "UK", render("uk"));
    expect(renderOnce([key], "UK", render("uk"))).toBe(uk);
    expect(renders).toBe(1);
    expect(uk).toBe(renderToString(<Items region="uk" />));
    const us = renderOnce([key], "US", render("us"));
    expect(us).toContain('href="/us/item-2"');
    expect(renders).toBe(2);
    // Other keys (the next site data) are rendered again.
    renderOnce([{}], "UK", render("uk"));
    expect(renders).toBe(3);
  });

  it("is drawn inside a page's streaming render as if drawn with it, and the page's own hooks and ids are untouched", async () => {
    const key = {};
    function Panel() {
      const once = useRenderOnce();
      const before = useId();
      const html = once!([key], "UK", () => <Items region="uk" />);
      const after = useId();
      const [label] = useState("menu");
      return (
        <nav aria-label={label} data-ids={`${before} ${after}`}>
          <div dangerouslySetInnerHTML={{ __html: html }} />
        </nav>
      );
    }
    function Plain() {
      const before = useId();
      const after = useId();
      const [label] = useState("menu");
      return (
        <nav aria-label={label} data-ids={`${before} ${after}`}>
          <div>
            <Items region="uk" />
          </div>
        </nav>
      );
    }
    const page = (panel: React.ReactNode) => (
      <html>
        <body>
          {panel}
          <p id={"tail"}>after the panel</p>
        </body>
      </html>
    );
    const kept = await stream(<StaticMarkupContext value={renderOnce}>{page(<Panel />)}</StaticMarkupContext>);
    const drawn = await stream(page(<Plain />));
    expect(kept).toBe(drawn);
  });
});
