import type { ReactNode, Ref } from "react";
import { useMessage } from "../../lib/intl.tsx";
import "./accounts.css";

/**
 * The frame of the account pages: a small-capitals eyebrow, the serif heading and a line of
 * introduction over a white card, with an optional note beside it on wide screens. The heading can
 * take the focus (`headingRef`), when the page's form changes in place.
 */
export function AccountLayout({
  title,
  intro,
  children,
  aside,
  headingRef,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const t = useMessage();
  return (
    <div className={`acc-page container${aside ? " acc-page--with-aside" : ""}`}>
      <div className="acc-page__main">
        <header className="acc-page__head">
          <p className="eyebrow">{t("acc_eyebrow")}</p>
          <h1 className="acc-page__title" ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
            {title}
          </h1>
          {intro ? <p className="acc-page__intro">{intro}</p> : null}
        </header>
        <div className="acc-card">{children}</div>
      </div>
      {aside ? <aside className="acc-page__aside">{aside}</aside> : null}
    </div>
  );
}
