import type { ButtonHTMLAttributes } from "react";
import { buttonClasses, type ButtonVariant } from "./button-class.ts";

export { buttonClass, type ButtonVariant } from "./button-class.ts";

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "disabled" | "onClick"> {
  variant?: ButtonVariant;
  size?: "md" | "sm";
  className?: string;
  isDisabled?: boolean;
  /** An action of the button is under way: the button is disabled and marked `data-pending`. */
  isPending?: boolean;
  /** The button is pressed (a click, or Enter or Space while it has focus). */
  onPress?: () => void;
}

/**
 * A native <button> in the button look (`type="button"` unless told otherwise): pressed by pointer or
 * keyboard as any button, its focus ring drawn by global.css (:focus-visible). While `isPending` it is
 * disabled and marked `data-pending` (the form's own notice says how it went); no pending announcement
 * points at the button's label, which is gone when the view the button was in changes. Not react-aria's
 * Button: a page whose only react-aria part would be its buttons does not load react-aria.
 */
export function Button({
  variant = "primary",
  size = "md",
  className,
  isPending,
  isDisabled,
  onPress,
  type = "button",
  ...props
}: ButtonProps) {
  const disabled = isDisabled || isPending;
  return (
    <button
      {...props}
      type={type}
      disabled={disabled}
      data-disabled={disabled || undefined}
      data-pending={isPending || undefined}
      aria-busy={isPending || undefined}
      className={buttonClasses(variant, size, className)}
      onClick={onPress ? () => onPress() : undefined}
    />
  );
}
