import type { ReactNode } from "react";
import "./InlineError.css";

/**
 * A failure shown where it happened, without replacing what is on screen: a results update that did
 * not load leaves the last results in place and says so above them.
 */
export function InlineError({ children }: { children: ReactNode }) {
  return (
    <p className="ui-inline-error" role="alert">
      {children}
    </p>
  );
}
