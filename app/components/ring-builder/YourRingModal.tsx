import { useEffect, useRef, type ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";

export interface YourRingModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The dialog has gone: closed and its exit transition over. */
  onGone: () => void;
  titleId: string;
  title: ReactNode;
  /** The header's close button. */
  closeButton: ReactNode;
  children: ReactNode;
}

/**
 * "Your ring" as the modal dialog it becomes once hydrated (react-aria: focus moves in, is trapped and
 * the page behind is inert; Escape closes it). Loaded after hydration: until then the page version shows.
 */
export default function YourRingModal({ isOpen, onClose, onGone, titleId, title, closeButton, children }: YourRingModalProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(next) => (next ? null : onClose())} isDismissable={false} className="rb-ring-overlay">
      <Modal className="rb-ring rb-ring--modal">
        <Dialog className="rb-ring__dialog" aria-labelledby={titleId}>
          <header className="rb-ring__head">
            <Heading slot="title" id={titleId} className="rb-ring__title">
              {title}
            </Heading>
            {closeButton}
          </header>
          {children}
          <WhenGone onGone={onGone} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Calls `onGone` when the dialog's content is taken away, which react-aria does once its exit transition is over. */
function WhenGone({ onGone }: { onGone: () => void }) {
  const latest = useRef(onGone);
  useEffect(() => {
    latest.current = onGone;
  });
  useEffect(() => () => latest.current(), []);
  return null;
}
