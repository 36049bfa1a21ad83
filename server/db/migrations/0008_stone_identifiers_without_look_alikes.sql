-- Stone identifiers without look-alike characters: eight characters of 2-9 and A-Z less I, L and O
-- (an affine map modulo 31^8, digits written least significant first), where they were seven of
-- 0-9 and A-Z (O and 0, I and 1 could not be told apart). Mirrored by
-- server/services/stones/identifier.ts, which still reads the identifiers made before.
ALTER TABLE "stones" DROP CONSTRAINT "stones_identifier_format";--> statement-breakpoint
ALTER TABLE "ring_builders" DROP CONSTRAINT "ring_builders_stone_identifier";--> statement-breakpoint
CREATE OR REPLACE FUNCTION stone_identifier(n bigint) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', ((((n * 774840979 + 423918244107) % 852891037441) / 1) % 31)::int + 1, 1)
    || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', ((((n * 774840979 + 423918244107) % 852891037441) / 31) % 31)::int + 1, 1)
    || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', ((((n * 774840979 + 423918244107) % 852891037441) / 961) % 31)::int + 1, 1)
    || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', ((((n * 774840979 + 423918244107) % 852891037441) / 29791) % 31)::int + 1, 1)
    || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', ((((n * 774840979 + 423918244107) % 852891037441) / 923521) % 31)::int + 1, 1)
    || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', ((((n * 774840979 + 423918244107) % 852891037441) / 28629151) % 31)::int + 1, 1)
    || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', ((((n * 774840979 + 423918244107) % 852891037441) / 887503681) % 31)::int + 1, 1)
    || substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', ((((n * 774840979 + 423918244107) % 852891037441) / 27512614111) % 31)::int + 1, 1)
$$;--> statement-breakpoint
-- A ring being built keeps its stone: its identifier is written the new way (the stored column
-- still holds the old identifiers until it is made again below).
UPDATE "ring_builders" SET "stone_identifier" = stone_identifier(s."id")
  FROM "stones" s WHERE s."identifier" = "ring_builders"."stone_identifier";--> statement-breakpoint
ALTER TABLE "stones" DROP COLUMN "identifier";--> statement-breakpoint
ALTER TABLE "stones" ADD COLUMN "identifier" text GENERATED ALWAYS AS (stone_identifier(id)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "stones" ADD CONSTRAINT "stones_identifier_format" CHECK ("stones"."identifier" ~ '^[2-9A-HJKMNP-Z]{8}$');--> statement-breakpoint
ALTER TABLE "ring_builders" ADD CONSTRAINT "ring_builders_stone_identifier" CHECK (("ring_builders"."stone_kind" = 'CATALOGUE') = ("ring_builders"."stone_identifier" is not null) and "ring_builders"."stone_identifier" ~ '^[2-9A-HJKMNP-Z]{8}$');
