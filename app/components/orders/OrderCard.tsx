import type { OrderSummary } from "../../routes/orders/orders.server.ts";
import { Image } from "../ui/Image.tsx";
import { Link } from "../ui/Link.tsx";
import { useOrderWords } from "./format.ts";
import { OrderStatusBadge } from "./OrderStatusBadge.tsx";
import "./orders.css";

/** One order in a list: its first piece's picture, number, date, status and total; the link opens its details. */
export function OrderCard({ order, href }: { order: OrderSummary; href: string }) {
  const { t, money, day } = useOrderWords();
  const image = order.firstLine?.image;
  return (
    <article className="order-card">
      <div className="order-card__media" aria-hidden="true">
        {image ? (
          <Image image={{ id: image.urlTemplate, alt: "", urlTemplate: image.urlTemplate }} sizes="96px" width={96} height={96} alt="" />
        ) : (
          <span className="order-card__placeholder" />
        )}
      </div>
      <div className="order-card__body">
        <h2 className="order-card__title">
          <Link to={href} className="order-card__link" aria-label={t("order_view", { orderId: order.id })}>
            {t("order_number", { orderId: order.id })}
          </Link>
        </h2>
        <p className="order-card__meta">
          {order.placedAt ? t("order_placed_on", { date: day(order.placedAt) }) : null}
          {order.firstLine ? <span className="order-card__piece"> · {order.firstLine.name}</span> : null}
          {order.lineCount > 1 ? <span> · {t("order_items", { count: order.lineCount })}</span> : null}
        </p>
      </div>
      <div className="order-card__side">
        <OrderStatusBadge status={order.status} />
        <p className="order-card__total">{money(order.total)}</p>
      </div>
    </article>
  );
}
