import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { regionPath } from "../../../core/regions.ts";
import { COOKIE, readCookie } from "../../../core/cookies.ts";
import { BAG_PATH } from "../../../core/urls/bag.ts";
import { runQuery } from "../../lib/graphql-client.ts";
import { useMessage } from "../../lib/intl.tsx";
import { useSite, useVisitor } from "../../lib/site.tsx";
import { BAG_COUNT } from "../../routes/bag/count-document.ts";
import "./bag-count.css";

/** Another part of the page changed the bag: the header's count asks again. */
export const BAG_CHANGED_EVENT = "bag-changed";

/**
 * The header's link to the bag, with the number of pieces in it. The server renders it without a
 * count (a page from the page cache is everyone's), and the browser asks for the count once the page
 * has started, only when there can be a bag: the visitor holds a bag cookie or is signed in.
 */
export function BagCount() {
  const t = useMessage();
  const { region, client } = useSite();
  const { user } = useVisitor();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!client) return;
    const read = () => {
      if (!user && !readCookie(document.cookie, COOKIE.bag)) return setCount(null);
      runQuery(client, BAG_COUNT, {}, { requestPolicy: "network-only" })
        .then((answer) => setCount(answer.bag.count))
        .catch(() => setCount(null));
    };
    read();
    window.addEventListener(BAG_CHANGED_EVENT, read);
    return () => window.removeEventListener(BAG_CHANGED_EVENT, read);
  }, [client, user]);
  return (
    <a
      href={regionPath(region, BAG_PATH)}
      className="icon-button bag-count"
      aria-label={t("bag_header_count", { count: count ?? 0 })}
      data-bag-count={count ?? ""}
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M5.5 8.5h13l-1 11.75h-11z" strokeLinejoin="round" />
        <path d="M9 8.5V7a3 3 0 0 1 6 0v1.5" />
      </svg>
      {count ? (
        <span className="bag-count__badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </a>
  );
}

/**
 * The bag's link, drawn into the header's end (beside the account button) once the page has started,
 * by the footer's deferred script: the header's own script, which every page loads first, carries none
 * of it. Nothing is drawn on the server or before the page starts.
 */
export function BagCountInHeader() {
  const [slot, setSlot] = useState<Element | null>(null);
  useEffect(() => setSlot(document.querySelector(".site-header__end")), []);
  return slot ? createPortal(<BagCount />, slot) : null;
}
