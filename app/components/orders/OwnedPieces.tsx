import type { OwnedPiece, OwnedPiecePageData, ProductsTabData } from "../../routes/orders/orders.server.ts";
import { buttonClass } from "../ui/button-class.ts";
import { Image } from "../ui/Image.tsx";
import { Link } from "../ui/Link.tsx";
import { useOrderWords } from "./format.ts";
import "./orders.css";

/** The day a year after `from` (the next annual aftercare). */
function yearAfter(from: Date): Date {
  const next = new Date(from);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

/**
 * What a piece the customer owns comes with: its details, the grading report of a listed stone, the
 * lifetime warranty and the annual aftercare, dated from delivery (or dispatch while it travels).
 */
function PieceCare({ piece }: { piece: OwnedPiece }) {
  const { t, day } = useOrderWords();
  const from = piece.deliveredAt ?? piece.dispatchedAt;
  return (
    <>
      {piece.line.description.length ? (
        <div className="owned-piece__section">
          <h3>{t("owned_details")}</h3>
          <ul className="order-line__details">
            {piece.line.description.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="owned-piece__section">
        <h3>{t("owned_certificate")}</h3>
        {piece.certificate ? (
          <p>
            {t("owned_certificate_text", { lab: piece.certificate.lab, number: piece.certificate.number })}
            {piece.certificate.url ? (
              <>
                {" "}
                <a href={piece.certificate.url} rel="noopener noreferrer" target="_blank">
                  {t("owned_certificate_view", { lab: piece.certificate.lab })}
                </a>
              </>
            ) : null}
          </p>
        ) : (
          <p className="order-details__muted">{t("owned_no_certificate")}</p>
        )}
      </div>
      {piece.status === "DISPATCHED" && piece.dispatchedAt ? (
        <p className="order-details__muted">{t("owned_on_the_way", { date: day(piece.dispatchedAt) })}</p>
      ) : null}
      {from ? (
        <>
          <div className="owned-piece__section">
            <h3>{t("owned_warranty")}</h3>
            <p>{t("owned_warranty_text", { date: day(from) })}</p>
          </div>
          <div className="owned-piece__section">
            <h3>{t("owned_aftercare")}</h3>
            <p>{t("owned_aftercare_text", { date: day(yearAfter(new Date(from))) })}</p>
          </div>
        </>
      ) : null}
    </>
  );
}

/** The profile's products tab: every piece the customer owns, each linking to its page. */
export function OwnedPiecesList({ data }: { data: ProductsTabData }) {
  const { t } = useOrderWords();
  if (data.pieces.length === 0)
    return (
      <div className="acc-empty">
        <h2 className="acc-empty__title">{t("owned_empty_title")}</h2>
        <p className="acc-empty__text">{t("owned_empty_text")}</p>
      </div>
    );
  return (
    <ul className="owned-list" aria-label={t("owned_title")}>
      {data.pieces.map((piece) => (
        <li key={piece.line.id} className="owned-piece">
          {piece.line.image ? (
            <Image
              image={{ id: piece.line.image.urlTemplate, alt: piece.line.image.alt, urlTemplate: piece.line.image.urlTemplate }}
              sizes="256px"
              width={256}
              height={256}
            />
          ) : null}
          <h2 className="owned-piece__title">
            <Link to={piece.href} aria-label={t("owned_view", { name: piece.line.name })}>
              {piece.line.name}
            </Link>
          </h2>
          <p className="order-details__muted">{t("owned_from_order", { orderId: piece.orderId })}</p>
          <PieceCare piece={piece} />
        </li>
      ))}
    </ul>
  );
}

/** /profile/product/{id}: one piece the customer owns. */
export function OwnedPieceView({ data }: { data: OwnedPiecePageData }) {
  const { t } = useOrderWords();
  const { piece } = data;
  return (
    <div className="container">
      <div className="order-pay acc-page">
        <header>
          <p className="eyebrow">{t("owned_from_order", { orderId: piece.orderId })}</p>
          <h1 className="order-pay__title">{piece.line.name}</h1>
        </header>
        <article className="owned-piece">
          {piece.line.image ? (
            <Image
              image={{ id: piece.line.image.urlTemplate, alt: piece.line.image.alt, urlTemplate: piece.line.image.urlTemplate }}
              sizes="(min-width: 720px) 640px, 100vw"
              priority
            />
          ) : null}
          <PieceCare piece={piece} />
        </article>
        <p>
          <Link to={data.backHref} className={buttonClass("secondary")}>
            {t("owned_back")}
          </Link>
        </p>
      </div>
    </div>
  );
}
