import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Reads the stylesheets of the client build (`/assets/….css` under `clientDir`) for pages to write
 * into the document, each once per process: the build's stylesheets are few and never change while
 * the store runs. Anything that is not a built stylesheet answers undefined (the page links it).
 */
export function createStylesheetReader(clientDir: string): (href: string) => string | undefined {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (texts.has(href)) return texts.get(href);
    // The manifest names some stylesheets with a trailing "#" (a stylesheet also imported by a lazily
    // loaded chunk); the file is the same.
    const match = /^\/assets\/([\w.-]+\.css)#?$/.exec(href);
    let text: string | undefined;
    if (match) {
      try {
        // A stylesheet cannot end the <style> element it is written into.
        text = readFileSync(join(clientDir, "assets", match[1]!), "utf8").replaceAll("</style", "<\\/style");
      } catch {
        text = undefined;
      }
    }
    texts.set(href, text);
    return text;
  };
}
