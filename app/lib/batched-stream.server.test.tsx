import { Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BatchedStream } from "./batched-stream.server.ts";

/** Renders `element` into a BatchedStream from the shell on, answering the chunks of its body. */
async function render(element: React.ReactNode): Promise<{ pieces: string[]; finals: number }> {
  let finals = 0;
  const body = await new Promise<BatchedStream>((resolve, reject) => {
    const stream = new BatchedStream(() => finals++);
    const { pipe } = renderToPipeableStream(element, {
      onShellReady: () => {
        pipe(stream);
        resolve(stream);
      },
      onShellError: reject,
    });
  });
  const pieces: string[] = [];
  for await (const piece of body.body) {
    expect(Buffer.isBuffer(piece)).toBe(true);
    pieces.push(Buffer.from(piece).toString("utf8"));
  }
  return { pieces, finals };
}

const rows = Array.from({ length: 2_000 }, (_, i) => `row ${i} ${"é".repeat(i % 7)}`);

function Rows() {
  return (
    <ul>
      {rows.map((r) => (
        <li key={r}>{r}</li>
      ))}
    </ul>
  );
}

describe("a rendered document", () => {
  it("is passed on in one piece when nothing is left to stream after the shell", async () => {
    const { pieces, finals } = await render(
      <html>
        <body>
          <Rows />
        </body>
      </html>,
    );
    expect(pieces).toHaveLength(1);
    expect(Buffer.byteLength(pieces[0]!)).toBeGreaterThan(40_000);
    expect(pieces[0]).toContain("<li>row 1999 ");
    expect(pieces[0]!.endsWith("</body></html>")).toBe(true);
    expect(finals).toBe(1);
  });

  it("still streams: the shell first, then each boundary that resolves later", async () => {
    let open!: (value: string) => void;
    const later = new Promise<string>((resolve) => (open = resolve));
    function Late() {
      return <p>{use(later)}</p>;
    }
    const rendering = render(
      <html>
        <body>
          <Rows />
          <Suspense fallback={<p>waiting</p>}>
            <Late />
          </Suspense>
        </body>
      </html>,
    );
    setTimeout(() => open("arrived"), 20);
    const { pieces } = await rendering;
    expect(pieces).toHaveLength(2);
    expect(pieces[0]).toContain("waiting");
    expect(pieces[0]).not.toContain("arrived");
    expect(pieces[1]).toContain("arrived");
  });

  it("stops rendering when the visitor leaves before the end", async () => {
    const later = new Promise<string>(() => {});
    function Never() {
      return <p>{use(later)}</p>;
    }
    let failed: unknown;
    const body = await new Promise<BatchedStream>((resolve, reject) => {
      const stream = new BatchedStream();
      const { pipe } = renderToPipeableStream(
        <html>
          <body>
            <Suspense fallback={<p>waiting</p>}>
              <Never />
            </Suspense>
          </body>
        </html>,
        {
          onShellReady: () => {
            pipe(stream);
            resolve(stream);
          },
          onShellError: reject,
          onError: (error) => void (failed = error),
        },
      );
    });
    const reader = body.body.getReader();
    expect(Buffer.from((await reader.read()).value!).toString("utf8")).toContain("waiting");
    await reader.cancel();
    await new Promise((r) => setTimeout(r, 10));
    expect(body.destroyed).toBe(true);
    expect(String(failed)).toMatch(/closed|abort/i);
  });
});
