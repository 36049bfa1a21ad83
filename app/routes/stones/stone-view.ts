import type { Lab } from "../../../core/vocabulary/stones.ts";
import type { StoneView } from "../../components/stones/types.ts";
import type { StoneRowFragment } from "../../graphql/graphql.ts";
import { moneyOf } from "../../lib/money.ts";

/**
 * A stone as the API answers it (the StoneRow fragment, app/routes/stones/documents.ts) to what the pages
 * show. A module of its own: the ring builder's answers carry stones, and its sending code (which the
 * catalogue's pages load) needs this without the stone search's documents and URL grammar.
 */

const LABS_IN_ORDER: Lab[] = ["GIA", "IGI", "GCAL"];

export function toStoneView(stone: StoneRowFragment & { __typename?: "Stone" }): StoneView {
  const { __typename, deliveryDate, expressDeliveryDate, certificates: byLab, dtlUrl, price, ...facts } = stone;
  const certificates = LABS_IN_ORDER.flatMap((lab) => {
    const cert = byLab[lab.toLowerCase() as "gia" | "igi" | "gcal"];
    return cert ? [{ lab, number: cert.number, url: cert.url }] : [];
  });
  return {
    ...facts,
    price: moneyOf(price),
    deliveryDate: (stone.express ? expressDeliveryDate : null) ?? deliveryDate ?? null,
    certificates,
    hasDtl: dtlUrl !== null,
  };
}
