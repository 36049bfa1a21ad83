import type { ComponentProps } from "react";
import { isExternalHref } from "../../lib/links.ts";

export interface LinkProps extends Omit<ComponentProps<"a">, "href"> {
  /** Where the link goes: a path from the store's root (region prefix included), a query or place on this page, or a full URL. */
  to: string;
  /** Keeps the scroll position when the link opens its page in place (a filter chip, a stone beside its list). */
  preventScrollReset?: boolean;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
}

/**
 * A link within the store: a plain anchor, opened in the page by the one click handler of
 * app/lib/link-navigation.ts instead of a handler of its own. A page shows a hundred and more links,
 * and React Router's `<Link>` costs each of them its hooks and listeners while the page starts.
 * `data-discover` lets React Router learn the routes of the links in view before they are followed.
 */
export function Link({ to, preventScrollReset, replace, ...anchor }: LinkProps) {
  const internal = !isExternalHref(to);
  return (
    <a
      {...anchor}
      href={to}
      data-link={internal ? "" : undefined}
      data-discover={internal ? "true" : undefined}
      data-keep-scroll={internal && preventScrollReset ? "" : undefined}
      data-replace={internal && replace ? "" : undefined}
    />
  );
}
