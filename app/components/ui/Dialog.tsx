import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useMessage } from "../../lib/intl.tsx";
import "./ui.css";

export interface ModalProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading (also its accessible name). */
  title: ReactNode;
  children: ReactNode;
  /** centre: a card in the middle; right/left: a full-height panel from that side (drawers). */
  placement?: "centre" | "right" | "left";
  /** Whether a click outside or Escape closes it (default true). */
  isDismissable?: boolean;
  /** Hides the heading visually (it stays the accessible name). */
  hideTitle?: boolean;
  className?: string;
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab stops at inside `root`, in order (those shown, not disabled). */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0 && !el.closest("[inert]"));
}

/**
 * A modal dialog: the browser's own `<dialog>` opened with `showModal()`, so the page behind is inert
 * and the dialog is on top of everything; focus moves in (to the element marked `autoFocus`, else the
 * first one that takes focus), Tab and Shift+Tab go round inside it, Escape, the close button and a
 * click outside close it (unless it is not dismissable), the page does not scroll behind it, and focus
 * goes back to what opened it. Its contents are rendered only while it is open.
 */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  placement = "centre",
  isDismissable = true,
  hideTitle,
  className,
}: ModalProps) {
  const t = useMessage();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Whether the dialog is shown: the contents mount only once it is, so that their autoFocus lands.
  const [shown, setShown] = useState(false);
  const opener = useRef<Element | null>(null);
  const change = useRef(onOpenChange);
  change.current = onOpenChange;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      opener.current = document.activeElement;
      // The page stops scrolling behind the dialog; the root's scrollbar gutter stays (global.css), so
      // nothing moves sideways, and nothing here reads the layout as the dialog opens.
      const root = document.documentElement;
      const overflow = root.style.overflow;
      root.style.overflow = "hidden";
      dialog.showModal();
      setShown(true);
      return () => {
        root.style.overflow = overflow;
        if (dialog.open) dialog.close();
        setShown(false);
        // The browser gives focus back as the dialog closes; when what opened it has gone, the owner decides.
        const back = opener.current;
        if (
          back instanceof HTMLElement &&
          back.isConnected &&
          !dialog.contains(document.activeElement) &&
          document.activeElement !== back
        ) {
          back.focus();
        }
      };
    }
    return undefined;
  }, [isOpen]);

  // Closed by the browser itself (a second Escape, say): the owner's state follows.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onClose = () => {
      if (isOpen) change.current(false);
    };
    dialog.addEventListener("close", onClose);
    return () => dialog.removeEventListener("close", onClose);
  }, [isOpen]);

  if (typeof document === "undefined") return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !ref.current) return;
    const stops = tabbables(ref.current);
    if (stops.length === 0) return;
    const first = stops[0]!;
    const last = stops[stops.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !ref.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !ref.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
  // The dialog element is the dimmed overlay; a click on it, not on the card inside, is a click outside.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (isDismissable && event.target === ref.current) onOpenChange(false);
  };

  return createPortal(
    <dialog
      ref={ref}
      className={`modal-overlay modal-overlay--${placement}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (isDismissable) onOpenChange(false);
      }}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      {isOpen && shown ? (
        <div className={`modal modal--${placement} ${className ?? ""}`}>
          <div className="modal__dialog">
            <div className="modal__head">
              <h2 id={titleId} className={hideTitle ? "visually-hidden" : "modal__title"}>
                {title}
              </h2>
              {isDismissable ? (
                <button type="button" className="modal__close" onClick={() => onOpenChange(false)} aria-label={t("close")}>
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.5" fill="none" />
                  </svg>
                </button>
              ) : null}
            </div>
            <div className="modal__body">{children}</div>
          </div>
        </div>
      ) : null}
    </dialog>,
    document.body,
  );
}
