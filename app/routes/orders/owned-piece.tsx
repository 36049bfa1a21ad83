import type { Route } from "./+types/owned-piece";
import { OwnedPieceView } from "../../components/orders/OwnedPieces.tsx";
import { notFoundMeta, pageMeta } from "../../lib/meta.ts";
import { loadOwnedPiece, ORDER_HEADERS } from "./orders.server.ts";

/** /profile/product/{id}: a piece the customer owns, its certificate, warranty and aftercare. */
export function loader(args: Route.LoaderArgs) {
  return loadOwnedPiece(args);
}

export function headers() {
  return ORDER_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : notFoundMeta(matches);
}

export default function OwnedPiecePage({ loaderData }: Route.ComponentProps) {
  return <OwnedPieceView data={loaderData} />;
}
