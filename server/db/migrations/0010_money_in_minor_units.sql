-- Money as integer minor units (docs/decisions/0021-one-money.md): catalogue list prices and the
-- materialised sale prices were numeric(12,2) major units, stone list prices whole pounds and supplier
-- costs numeric(14,2); each becomes a whole number of pence or cents, the same amounts exactly
-- (x 100, which numeric multiplies without rounding; a value with more than two decimals cannot be
-- stored there, so none is rounded).
ALTER TABLE "catalogue_variants" DROP CONSTRAINT "catalogue_variants_list_price_check";--> statement-breakpoint
ALTER TABLE "stones" DROP CONSTRAINT "stones_price_positive";--> statement-breakpoint
DROP INDEX "product_prices_currency_amount_idx";--> statement-breakpoint
ALTER TABLE "catalogue_variants" ADD COLUMN "list_price_minor" bigint;--> statement-breakpoint
ALTER TABLE "product_prices" ADD COLUMN "amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "stones" ADD COLUMN "list_price_minor" integer;--> statement-breakpoint
ALTER TABLE "stones" ADD COLUMN "cost_minor" bigint;--> statement-breakpoint
UPDATE "catalogue_variants" SET "list_price_minor" = ("list_price" * 100)::bigint;--> statement-breakpoint
UPDATE "product_prices" SET "amount_minor" = ("amount" * 100)::bigint;--> statement-breakpoint
UPDATE "stones" SET "list_price_minor" = "price_gbp" * 100, "cost_minor" = ("cost" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "catalogue_variants" ALTER COLUMN "list_price_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_prices" ALTER COLUMN "amount_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stones" ALTER COLUMN "list_price_minor" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "product_prices_currency_amount_idx" ON "product_prices" USING btree ("currency","tax_type","amount_minor");--> statement-breakpoint
ALTER TABLE "catalogue_variants" DROP COLUMN "list_price";--> statement-breakpoint
ALTER TABLE "product_prices" DROP COLUMN "amount";--> statement-breakpoint
ALTER TABLE "stones" DROP COLUMN "price_gbp";--> statement-breakpoint
ALTER TABLE "stones" DROP COLUMN "cost";--> statement-breakpoint
ALTER TABLE "catalogue_variants" ADD CONSTRAINT "catalogue_variants_list_price_check" CHECK ("catalogue_variants"."list_price_minor" > 0);--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_amount_check" CHECK ("product_prices"."amount_minor" > 0);--> statement-breakpoint
ALTER TABLE "stones" ADD CONSTRAINT "stones_price_positive" CHECK ("stones"."list_price_minor" > 0);
