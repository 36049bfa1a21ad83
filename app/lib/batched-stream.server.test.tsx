import { Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BatchedStream } from "./batched-stream.server.ts";

/** Renders `element` into a BatchedStream from the shell on, answering the pieces it passed on. */
function render(element: React.ReactNode): Promise<{ pieces: string[]; finals: number }> {
  return new Promise((resolve, reject) => {
    let finals = 0;
    const body = new BatchedStream(() => finals++);
    const pieces: string[] = [];
    body.on("data", (piece: Buffer) => pieces.push(piece.toString("utf8")));
    body.on("end", () => resolve({ pieces, finals }));
    body.on("error", reject);
    const { pipe } = renderToPipeableStream(element, { onShellReady: () => pipe(body), onShellError: reject });
  });
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
});
