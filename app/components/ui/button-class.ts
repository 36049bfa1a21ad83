import "./ui.css";

// The look of a button: the classes of ./Button.tsx, of the native buttons every page renders (the
// shell's banners, the error screens) and of links styled as buttons. Apart from the Button component,
// so that a page that only needs the look does not load it.

export type ButtonVariant = "primary" | "secondary" | "ghost" | "link" | "inverse";

/** The classes of a button of `variant` and `size`, with any `extra`. */
export function buttonClasses(variant: ButtonVariant, size: "md" | "sm", extra?: string): string {
  return ["btn", `btn--${variant}`, size === "sm" ? "btn--sm" : "", extra ?? ""].filter(Boolean).join(" ");
}

/** Class names for native buttons and for anchors that are styled as buttons but are not router links (mailto:, tel:). */
export function buttonClass(variant: ButtonVariant = "primary", size: "md" | "sm" = "md"): string {
  return buttonClasses(variant, size);
}
