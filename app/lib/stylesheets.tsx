import { createContext, useContext, useMemo } from "react";
import { UNSAFE_DataRouterDataContext, UNSAFE_DataRouterStateContext, UNSAFE_FrameworkContext, type LinkDescriptor } from "react-router";

/**
 * The text of a built stylesheet by its URL (`/assets/root-….css`), or undefined when the file is not
 * at hand. Given by entry.server.tsx to the server render only (server/http/stylesheets.ts); null
 * in the development server, which links its stylesheets.
 */
export type StylesheetReader = (href: string) => string | undefined;
export const StylesheetContext = createContext<StylesheetReader | null>(null);

/**
 * The stylesheets the server wrote into the document, read once when the page's scripts start: the
 * browser renders the same `<style>` elements from them, so hydration keeps them as they are.
 */
const inDocument: Map<string, string> | null =
  typeof document === "undefined"
    ? null
    : new Map(
        [...document.querySelectorAll<HTMLStyleElement>("style[data-href]")].map((style) => [
          style.dataset["href"]!,
          style.textContent ?? "",
        ]),
      );

/**
 * The page's `<link>`s, like React Router's `<Links>`, with its stylesheets written into the document
 * as `<style>` elements instead of linked: the first paint then waits for no other request (a
 * stylesheet link blocks rendering until it has arrived, one round trip after the HTML on a mobile
 * network). The styles of the first page stay for the whole visit; a page the visitor navigates to
 * later links the stylesheets it adds, which React Router loads before it shows that page.
 */
export function PageLinks({ nonce }: { nonce?: string | undefined }) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useContext(UNSAFE_DataRouterStateContext)?.matches;
  const errors = useContext(UNSAFE_DataRouterDataContext)?.errors;
  const read = useContext(StylesheetContext);

  const { stylesheets, others } = useMemo(() => {
    const stylesheets: string[] = [];
    const others: LinkDescriptor[] = [];
    if (!framework || !matches) return { stylesheets, others };
    // Below a route that failed, only the routes down to its error boundary render (as in <Links>).
    const errorAt = errors ? matches.findIndex((m) => errors[m.route.id] !== undefined) : -1;
    const active = errorAt === -1 ? matches : matches.slice(0, errorAt + 1);
    for (const match of active) {
      for (const href of framework.manifest.routes[match.route.id]?.css ?? []) if (!stylesheets.includes(href)) stylesheets.push(href);
      for (const link of framework.routeModules[match.route.id]?.links?.() ?? []) {
        if ("rel" in link && link.rel === "stylesheet" && typeof link.href === "string") {
          if (!stylesheets.includes(link.href)) stylesheets.push(link.href);
        } else others.push(link);
      }
    }
    return { stylesheets, others };
  }, [framework, matches, errors]);

  // Server: every stylesheet the build has, inline. Browser: what the server inlined (always, in its
  // order), then a link for each stylesheet of the current page that was not.
  const inline: [string, string][] = [];
  const linked: string[] = [];
  if (read) {
    for (const href of stylesheets) {
      const text = read(href);
      if (text === undefined) linked.push(href);
      else inline.push([href, text]);
    }
  } else {
    if (inDocument) inline.push(...inDocument);
    for (const href of stylesheets) if (!inDocument?.has(href)) linked.push(href);
  }

  return (
    <>
      {others.map((link, i) => (
        // Descriptors are plain attribute objects (the root's icon); none is a page prefetch.
        <link key={`l${i}`} {...(link as React.LinkHTMLAttributes<HTMLLinkElement>)} />
      ))}
      {inline.map(([href, text]) => (
        <style key={href} data-href={href} dangerouslySetInnerHTML={{ __html: text }} />
      ))}
      {linked.map((href) => (
        <link key={href} rel="stylesheet" href={href} nonce={nonce} />
      ))}
    </>
  );
}
