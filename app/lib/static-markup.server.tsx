import { renderToString } from "react-dom/server";
import type { RenderOnce } from "./static-markup.tsx";

/** Variants kept for one set of keys (regions a snapshot's menu is drawn for, and more): bounded all the same. */
const MAX_VARIANTS = 64;

interface Node {
  next: WeakMap<object, Node>;
  variants: Map<string, string>;
}

const root: Node = { next: new WeakMap(), variants: new Map() };

/**
 * The server's RenderOnce (app/lib/static-markup.tsx): kept by its keys, weakly, so a snapshot's
 * markup goes with the snapshot. `renderToString` writes the same hydratable markup as the page's
 * streaming render (Suspense markers, text separators): a part kept this way reads the same as one
 * drawn with the page.
 */
export const renderOnce: RenderOnce = (keys, variant, render) => {
  let node = root;
  for (const key of keys) {
    let next = node.next.get(key);
    if (!next) node.next.set(key, (next = { next: new WeakMap(), variants: new Map() }));
    node = next;
  }
  let html = node.variants.get(variant);
  if (html === undefined) {
    html = renderToString(render());
    if (node.variants.size >= MAX_VARIANTS) node.variants.delete(node.variants.keys().next().value!);
    node.variants.set(variant, html);
  }
  return html;
};
