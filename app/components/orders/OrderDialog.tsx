import { useEffect, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { useMessage } from "../../lib/intl.tsx";
import { Modal } from "../ui/Dialog.tsx";
import { Link } from "../ui/Link.tsx";
import "./orders.css";

/** Whether the page's scripts have taken over (a dialog opened after that is the modal from the start). */
let hydrated = false;

/**
 * An order's details over My orders: open when the address names the order (`?id=`). The server
 * draws it open in the page (a `<dialog open>` with a link back), so it reads and closes without
 * scripts; once the page's scripts run it is the store's modal (`Modal`: the browser's `<dialog>`,
 * focus kept inside, Escape and the close button close it), and closing it goes to `closeHref`, the
 * address without the order.
 */
export function OrderDialog({ title, closeHref, children }: { title: string; closeHref: string; children: ReactNode }) {
  const t = useMessage();
  const navigate = useNavigate();
  // Drawn as the server drew it until the page has hydrated; opened later in the page, the modal at once.
  const [started, setStarted] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setStarted(true);
  }, []);
  if (started)
    return (
      <Modal
        isOpen
        onOpenChange={(open) => (open ? undefined : void navigate(closeHref, { preventScrollReset: true }))}
        title={title}
        className="order-modal"
      >
        {children}
      </Modal>
    );
  return (
    <dialog open className="order-dialog-static" aria-labelledby="order-dialog-title">
      <div className="modal modal--centre order-modal">
        <div className="modal__dialog">
          <div className="modal__head">
            <h2 id="order-dialog-title" className="modal__title">
              {title}
            </h2>
            <Link to={closeHref} className="modal__close" aria-label={t("order_close")}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.5" fill="none" />
              </svg>
            </Link>
          </div>
          <div className="modal__body">{children}</div>
        </div>
      </div>
    </dialog>
  );
}
