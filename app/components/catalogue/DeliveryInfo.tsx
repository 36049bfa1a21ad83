import { useEffect, useState } from "react";
import {
  deliveryDate as deliveryDateOf,
  expressDeliveryDate as expressDateOf,
  formatDeliveryDay,
  orderDeadline as orderDeadlineOf,
} from "../../../core/delivery.ts";
import type { Locale } from "../../../core/regions.ts";
import { RichMessage, useMessage } from "../../lib/intl.tsx";
import { Countdown } from "./Countdown.tsx";
import "./DeliveryInfo.css";

interface DeliveryInfoProps {
  /** Standard delivery date (ISO date). */
  deliveryDate: string;
  /** Express delivery date (ISO date), eight days earlier; absent when the design cannot be made express. */
  expressDeliveryDate?: string | null;
  /** Order by this moment (ISO date-time) for the dates above. */
  orderDeadline: string;
  /** Working days to make the piece: the dates move on by these rules once the deadline passes. */
  deliveryDays: number;
  renderedAt: string;
  locale: Locale;
}

/**
 * The dates as the server gave them until their deadline passes (the page may stay open, or come
 * from the page cache, past it); from then on the next order day's, by the same rules.
 */
function datesAt(now: number, props: DeliveryInfoProps) {
  if (now < Date.parse(props.orderDeadline)) return props;
  const at = { now: new Date(now) };
  return {
    deliveryDate: deliveryDateOf(props.deliveryDays, at),
    expressDeliveryDate: props.expressDeliveryDate ? expressDateOf(props.deliveryDays, at) : null,
    orderDeadline: orderDeadlineOf(props.deliveryDays, at).toISOString(),
  };
}

/** Delivery date with the countdown to the order deadline, express delivery, free shipping and returns. */
export function DeliveryInfo(props: DeliveryInfoProps) {
  const t = useMessage();
  const { locale } = props;
  // The first render uses the server's clock, so it hydrates to the same markup; then it ticks.
  const [now, setNow] = useState(() => Date.parse(props.renderedAt));
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const { deliveryDate, expressDeliveryDate, orderDeadline } = datesAt(now, props);
  const day = (date: string) => formatDeliveryDay(date, locale);
  return (
    <ul className="cat-delivery" aria-label={t("cat_delivery")}>
      <li>
        <TruckIcon />
        <div>
          <RichMessage id="cat_delivery_by" values={{ date: <strong data-delivery-date>{day(deliveryDate)}</strong> }} />
          <div>
            <span className="cat-visually-hidden">{`${t("cat_delivery_time_left")} `}</span>
            <Countdown deadline={orderDeadline} now={now} />
          </div>
        </div>
      </li>
      {expressDeliveryDate ? (
        <li>
          <BoltIcon />
          <span>
            <RichMessage id="cat_delivery_express" values={{ date: <strong data-express-date>{day(expressDeliveryDate)}</strong> }} />
          </span>
        </li>
      ) : null}
      <li>
        <BoxIcon />
        <span>
          <RichMessage id="cat_delivery_free" values={{ b: (chunks) => <strong>{chunks}</strong> }} />
        </span>
      </li>
    </ul>
  );
}

const iconProps = {
  width: 20,
  height: 20,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.3,
  "aria-hidden": true,
} as const;

function TruckIcon() {
  return (
    <svg {...iconProps}>
      <path d="M2.5 6.5h11v9h-11zM13.5 10h4l3 3v2.5h-7z" strokeLinejoin="round" />
      <circle cx="6.5" cy="17" r="1.6" />
      <circle cx="17" cy="17" r="1.6" />
    </svg>
  );
}
function BoltIcon() {
  return (
    <svg {...iconProps}>
      <path d="M13 2.5L5 13.5h6l-1 8 8-11h-6z" strokeLinejoin="round" />
    </svg>
  );
}
function BoxIcon() {
  return (
    <svg {...iconProps}>
      <path d="M3.5 7.5L12 3l8.5 4.5v9L12 21l-8.5-4.5zM3.5 7.5L12 12l8.5-4.5M12 12v9" strokeLinejoin="round" />
    </svg>
  );
}
