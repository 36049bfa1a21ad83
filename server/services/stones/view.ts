import { deliveryDate, expressDeliveryDate } from "../../../core/delivery.ts";
import type { Money } from "../../../core/money.ts";
import { regionPath, type Currency, type Region } from "../../../core/regions.ts";
import { dtlPath, stoneDetailPath } from "../../../core/urls/stones.ts";
import { shapeByCode } from "../../../core/vocabulary/shapes.ts";
import { ENGLISH_STONE_TITLE_WORDS, stoneTitle } from "../../../core/stones/title.ts";
import { displayCategoryOf, gemTypeOf, reportUrl, type DisplayCategory, type GemType, type Lab } from "../../../core/vocabulary/stones.ts";
import type { stones } from "../../db/schema/index.ts";
import { imageRecord, type ImageRecord } from "../../media/registry.ts";
import type { ExchangeRates } from "../pricing.ts";
import { stoneSalePrice } from "./prices.ts";

export type StoneRow = typeof stones.$inferSelect;

export interface Certificate {
  lab: Lab;
  number: string;
  /** The lab's own report page. */
  url: string;
}

/** A stone as the API shows it (its record plus what its pages need). */
export interface StoneView extends StoneRow {
  displayCategory: DisplayCategory;
  gemType: GemType;
  price: Money;
  photo: ImageRecord;
  certificates: { gcal: Certificate | null; gia: Certificate | null; igi: Certificate | null };
  /** The first certificate's report (GIA, else IGI, else GCAL), else the supplier's report document. */
  report: string | null;
  video: string | null;
  /** ISO date of delivery when ordered now (UK working days). */
  deliveryDate: string;
  expressDeliveryDate: string | null;
  /** The stone's page in the region. */
  url: string;
  /** The diamond report page, when the stone has one. */
  dtlUrl: string | null;
  title: string;
}

function certificate(lab: Lab, number: string | null): Certificate | null {
  return number ? { lab, number, url: reportUrl(lab, number) } : null;
}

/** The hue and tone a stone is drawn in: its colour grade, fancy colour or gemstone colour. */
function photoParams(
  row: Pick<StoneRow, "shape" | "category" | "colour" | "fancyColour" | "intensity" | "gemstoneColour" | "colourGrade" | "gemstoneType">,
): Record<string, string> {
  const shape = shapeByCode(row.shape).slug;
  const slug = (code: string) => code.toLowerCase().replace(/_/g, "-");
  if (row.category === "GEMSTONE") {
    return {
      shape,
      hue: slug(row.gemstoneColour ?? "BLUE"),
      tone: slug(row.colourGrade ?? "MEDIUM"),
      gem: slug(row.gemstoneType ?? "SAPPHIRE"),
    };
  }
  if (row.fancyColour) return { shape, hue: slug(row.fancyColour), tone: slug(row.intensity ?? "FANCY"), gem: "diamond" };
  return { shape, hue: slug(row.colour ?? "G"), tone: "colourless", gem: "diamond" };
}

/**
 * The drawing of a stone described by its grades (a made-to-order stone has no row): the same
 * picture a listed stone of those grades gets.
 */
export function stonePhoto(stone: Parameters<typeof photoParams>[0], alt: string): ImageRecord {
  return imageRecord("stone", photoParams(stone), alt);
}

export interface ViewOptions {
  currency: Currency;
  region: Region;
  rates: ExchangeRates;
  now?: Date;
  /** Delivery dates by delivery days, shared by the stones of one answer. */
  dates?: Map<number, { standard: string; express: string }>;
}

export function stoneView(row: StoneRow, options: ViewOptions): StoneView {
  const price = stoneSalePrice(row.listPriceMinor, options.currency, options.region, options.rates);
  const certificates = {
    gcal: certificate("GCAL", row.certGcal),
    gia: certificate("GIA", row.certGia),
    igi: certificate("IGI", row.certIgi),
  };
  const title = stoneTitle(row, ENGLISH_STONE_TITLE_WORDS);
  const dates = options.dates ?? new Map<number, { standard: string; express: string }>();
  let date = dates.get(row.deliveryDays);
  if (!date) {
    const when = { now: options.now ?? new Date() };
    date = { standard: deliveryDate(row.deliveryDays, when), express: expressDeliveryDate(row.deliveryDays, when) };
    dates.set(row.deliveryDays, date);
  }
  return {
    ...row,
    displayCategory: displayCategoryOf(row.category),
    gemType: gemTypeOf(row.category),
    price,
    photo: stonePhoto(row, title),
    certificates,
    report: (certificates.gia ?? certificates.igi ?? certificates.gcal)?.url ?? row.reportUrl,
    video: row.videoUrl,
    deliveryDate: date.standard,
    expressDeliveryDate: row.express ? date.express : null,
    url: regionPath(
      options.region,
      stoneDetailPath({
        identifier: row.identifier,
        category: row.category,
        feedIdentifier: row.feed,
        externalId: row.externalId,
        giaNumber: row.certGia,
      }),
    ),
    dtlUrl: row.dtlReport ? regionPath(options.region, dtlPath(row.identifier)) : null,
    title,
  };
}
