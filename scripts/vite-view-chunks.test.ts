import { describe, expect, it } from "vitest";
import { viewChunks } from "./vite-view-chunks.ts";

describe("where the client build put the lazily loaded views", () => {
  it("names each view's chunk and the chunks it imports, transitively and once, as URLs", () => {
    const chunks = [
      {
        fileName: "assets/Product-a.js",
        imports: ["assets/grammar-b.js", "assets/react-c.js"],
        moduleIds: ["/s/app/components/Product.tsx", "/s/app/components/Gallery.tsx"],
      },
      { fileName: "assets/grammar-b.js", imports: ["assets/react-c.js"], moduleIds: ["/s/core/urls/catalogue.ts"] },
      { fileName: "assets/react-c.js", imports: [], moduleIds: ["/s/node_modules/react/index.js"] },
      // A view that shares a chunk with another module (imported statically elsewhere too).
      {
        fileName: "assets/shared-d.js",
        imports: ["assets/react-c.js"],
        moduleIds: ["/s/app/components/Blocks.tsx", "/s/app/components/Tiles.tsx"],
      },
    ];
    const views = new Set(["/s/app/components/Product.tsx", "/s/app/components/Blocks.tsx"]);
    expect(viewChunks(chunks, views, "/s", "/")).toEqual({
      "app/components/Product.tsx": ["/assets/Product-a.js", "/assets/grammar-b.js", "/assets/react-c.js"],
      "app/components/Blocks.tsx": ["/assets/shared-d.js", "/assets/react-c.js"],
    });
  });
});
