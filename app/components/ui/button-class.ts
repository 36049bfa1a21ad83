import "./ui.css";

// The look of a button, apart from react-aria's Button (./Button.tsx): what every page renders (the
// shell's banners, the error screens, content links) is a native <button> or a link with these classes,
// so a page's scripts need not carry react-aria for it. A native button is pressed with the keyboard as
// react-aria's is, and global.css draws its focus ring (:focus-visible) as ui.css draws react-aria's.

export type ButtonVariant = "primary" | "secondary" | "ghost" | "link" | "inverse";

/** The classes of a button of `variant` and `size`, with any `extra`. */
export function buttonClasses(variant: ButtonVariant, size: "md" | "sm", extra?: string): string {
  return ["btn", `btn--${variant}`, size === "sm" ? "btn--sm" : "", extra ?? ""].filter(Boolean).join(" ");
}

/** Class names for native buttons and for anchors that are styled as buttons but are not router links (mailto:, tel:). */
export function buttonClass(variant: ButtonVariant = "primary", size: "md" | "sm" = "md"): string {
  return buttonClasses(variant, size);
}
