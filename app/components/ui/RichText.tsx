import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { internalPath } from "../../lib/links.ts";
import "./ui.css";

/**
 * Content HTML (validated to a safe subset by the content service before it is stored). Internal
 * links navigate client-side; mailto, tel, sms and links to other hosts are left alone, as
 * are clicks with a modifier key or on links that open a new window.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.("a");
    if (!anchor || !event.currentTarget.contains(anchor) || anchor.target === "_blank" || anchor.hasAttribute("download")) return;
    const path = internalPath(anchor.getAttribute("href"), window.location.origin);
    if (!path) return;
    event.preventDefault();
    navigate(path);
  };
  return (
    // Only clicks on links are intercepted; the links themselves are focusable and keyboard-operable.
    <div className={["rich-text", className].filter(Boolean).join(" ")} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
