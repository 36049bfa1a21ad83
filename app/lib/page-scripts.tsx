import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts, type ScriptsProps } from "react-router";

/**
 * React Router's `<Scripts>`, with the page's modules preloaded at low fetch priority. A
 * `modulepreload` link is otherwise fetched at high priority, beside the HTML, the fonts and the
 * largest image: on a slow mobile connection 200-odd KB of scripts then share the line with what the
 * first paint needs, while they are only needed after it (hydration). At low priority they still start
 * as the document arrives, after what draws the page.
 */
export function PageScripts(props: ScriptsProps) {
  // A component's body called in ours: its hooks are this component's, in the same order every render.
  const scripts = Scripts(props);
  return scripts ? <>{lowerPreloads(scripts.props.children)}</> : null;
}

function lowerPreloads(children: ReactNode): ReactNode {
  return Children.map(children, (child) => {
    if (!isValidElement(child)) return child;
    const element = child as ReactElement<{ rel?: string; children?: ReactNode }>;
    if (element.type === "link" && element.props.rel === "modulepreload") return cloneElement(element as ReactElement<{ fetchPriority?: string }>, { fetchPriority: "low" });
    return element;
  });
}
