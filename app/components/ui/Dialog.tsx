import type { ReactNode } from "react";
import { Dialog as AriaDialog, Heading, Modal as AriaModal, ModalOverlay } from "react-aria-components";
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

/**
 * A modal dialog (react-aria): focus moves in and is trapped, Escape and the close button close it,
 * focus returns to what opened it, the page behind is inert.
 */
export function Modal({ isOpen, onOpenChange, title, children, placement = "centre", isDismissable = true, hideTitle, className }: ModalProps) {
  const t = useMessage();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={`modal-overlay modal-overlay--${placement}`}
    >
      <AriaModal className={`modal modal--${placement} ${className ?? ""}`}>
        <AriaDialog className="modal__dialog">
          {({ close }) => (
            <>
              <div className="modal__head">
                <Heading slot="title" className={hideTitle ? "visually-hidden" : "modal__title"}>
                  {title}
                </Heading>
                {isDismissable ? (
                  <button type="button" className="modal__close" onClick={close} aria-label={t("close")}>
                    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                      <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.5" fill="none" />
                    </svg>
                  </button>
                ) : null}
              </div>
              <div className="modal__body">{children}</div>
            </>
          )}
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  );
}
