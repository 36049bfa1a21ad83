import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";
import { buttonClasses, type ButtonVariant } from "./button-class.ts";

export { buttonClass, type ButtonVariant } from "./button-class.ts";

export interface ButtonProps extends Omit<AriaButtonProps, "className"> {
  variant?: ButtonVariant;
  size?: "md" | "sm";
  className?: string;
}

/**
 * A real <button> (react-aria: press, keyboard and focus-visible handling). While `isPending` it is
 * disabled and marked `data-pending` (the form's own notice says how it went). react-aria's pending
 * announcement is not used: it points at the button's label, which is gone when the view the button
 * was in changes, leaving an unnamed element in the page.
 */
export function Button({ variant = "primary", size = "md", className, isPending, isDisabled, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isDisabled={isDisabled || isPending}
      data-pending={isPending || undefined}
      aria-busy={isPending || undefined}
      className={buttonClasses(variant, size, className)}
    />
  );
}
