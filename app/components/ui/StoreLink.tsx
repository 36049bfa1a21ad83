import type { ReactNode } from "react";
import { Link } from "./Link.tsx";
import type { SiteLink } from "../../lib/site-data.ts";
import { isExternalHref } from "../../lib/links.ts";
import { useRegionHref, useShellUi } from "../../lib/site.tsx";

export interface StoreLinkProps {
  link: SiteLink | null | undefined;
  className?: string;
  children?: ReactNode;
  onNavigate?: () => void;
}

/**
 * A site link (docs/product.md#links): pages, posts and questionnaires navigate client-side within the current region;
 * custom links to other hosts and mailto/tel/sms are plain anchors; an enquiry-form link (no href) is a
 * button that opens the "Speak to an expert" panel.
 */
export function StoreLink({ link, className, children, onNavigate }: StoreLinkProps) {
  const href = useRegionHref();
  const ui = useShellUi();
  if (!link) return null;
  const text = children ?? link.text;
  if (!link.href || link.item?.__typename === "EnquiryFormLink") {
    return (
      <button
        type="button"
        className={["link-button", className].filter(Boolean).join(" ")}
        data-enquiry-type={link.item?.__typename === "EnquiryFormLink" ? link.item.enquiryType : undefined}
        onClick={() => {
          onNavigate?.();
          ui.openExpertPanel(link.item?.__typename === "EnquiryFormLink" ? link.item.enquiryType : null);
        }}
      >
        {text}
      </button>
    );
  }
  const newWindow = link.target === "_blank";
  if (isExternalHref(link.href)) {
    return (
      <a
        href={link.href}
        className={className}
        target={newWindow ? "_blank" : undefined}
        rel={newWindow ? "noopener noreferrer" : undefined}
      >
        {text}
      </a>
    );
  }
  return (
    <Link to={href(link.href)} className={className} target={newWindow ? "_blank" : undefined} onClick={onNavigate}>
      {text}
    </Link>
  );
}
