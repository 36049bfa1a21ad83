CREATE TYPE "public"."certificate_lab" AS ENUM('GIA', 'IGI', 'GCAL');--> statement-breakpoint
CREATE TYPE "public"."made_to_order_stone" AS ENUM('LAB_GROWN_DIAMOND', 'SAPPHIRE', 'RUBY', 'EMERALD', 'AQUAMARINE', 'MORGANITE', 'SPINEL', 'TANZANITE', 'TOURMALINE', 'GARNET', 'ALEXANDRITE', 'AMETHYST', 'TOPAZ', 'PERIDOT', 'OPAL');--> statement-breakpoint
CREATE TYPE "public"."ring_builder_item" AS ENUM('MOUNT', 'CENTRE_STONE');--> statement-breakpoint
CREATE TYPE "public"."ring_builder_stone_kind" AS ENUM('CATALOGUE', 'LAB_GROWN_DIAMOND', 'GEMSTONE');--> statement-breakpoint
CREATE TABLE "made_to_order_stone_prices" (
	"stone" "made_to_order_stone" NOT NULL,
	"carat_from" numeric(6, 2) NOT NULL,
	"diamond_colour" "diamond_colour",
	"diamond_clarity" "diamond_clarity",
	"colour_grade" "colour_grade",
	"gemstone_clarity" "gemstone_clarity",
	"price_per_carat" integer NOT NULL,
	"delivery_days" smallint NOT NULL,
	CONSTRAINT "made_to_order_stone_prices_key" UNIQUE NULLS NOT DISTINCT("stone","diamond_colour","diamond_clarity","colour_grade","gemstone_clarity","carat_from"),
	CONSTRAINT "made_to_order_stone_prices_grades" CHECK (case when "made_to_order_stone_prices"."stone" = 'LAB_GROWN_DIAMOND'
        then "made_to_order_stone_prices"."diamond_colour" is not null and "made_to_order_stone_prices"."diamond_clarity" is not null and "made_to_order_stone_prices"."colour_grade" is null and "made_to_order_stone_prices"."gemstone_clarity" is null
        else "made_to_order_stone_prices"."diamond_colour" is null and "made_to_order_stone_prices"."diamond_clarity" is null and "made_to_order_stone_prices"."colour_grade" is not null and "made_to_order_stone_prices"."gemstone_clarity" is not null end),
	CONSTRAINT "made_to_order_stone_prices_positive" CHECK ("made_to_order_stone_prices"."price_per_carat" > 0 and "made_to_order_stone_prices"."carat_from" >= 0 and "made_to_order_stone_prices"."delivery_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "ring_builders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"version" integer DEFAULT 0 NOT NULL,
	"ring_size" text,
	"ring_size_persisted" boolean DEFAULT false NOT NULL,
	"last_added" "ring_builder_item",
	"mount_catalogue_code" text,
	"mount_metal" "metal",
	"mount_shape" "stone_shape",
	"signature_stone_colour" "gemstone_colour",
	"signature_stone_crystal" "gemstone_type",
	"signature_stone_width" numeric(4, 2),
	"mount_uri" text,
	"mount_added_at" timestamp with time zone,
	"stone_kind" "ring_builder_stone_kind",
	"stone_identifier" text,
	"stone_category" "stone_category",
	"stone_certificate_lab" "certificate_lab",
	"stone_certificate_number" text,
	"stone_shape" "stone_shape",
	"stone_carat" numeric(10, 6),
	"stone_colour" "diamond_colour",
	"stone_clarity" "diamond_clarity",
	"stone_cut" "cut_grade",
	"stone_gemstone_type" "gemstone_type",
	"stone_gemstone_colour" "gemstone_colour",
	"stone_colour_grade" "colour_grade",
	"stone_gemstone_clarity" "gemstone_clarity",
	"stone_uri" text,
	"stone_added_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ring_builders_userId_unique" UNIQUE("user_id"),
	CONSTRAINT "ring_builders_mount_whole" CHECK (("ring_builders"."mount_catalogue_code" is null) = ("ring_builders"."mount_metal" is null) and ("ring_builders"."mount_metal" is null) = ("ring_builders"."mount_added_at" is null)),
	CONSTRAINT "ring_builders_stone_whole" CHECK (("ring_builders"."stone_kind" is null) = ("ring_builders"."stone_shape" is null) and ("ring_builders"."stone_shape" is null) = ("ring_builders"."stone_carat" is null) and ("ring_builders"."stone_carat" is null) = ("ring_builders"."stone_added_at" is null)),
	CONSTRAINT "ring_builders_stone_identifier" CHECK (("ring_builders"."stone_kind" = 'CATALOGUE') = ("ring_builders"."stone_identifier" is not null) and "ring_builders"."stone_identifier" ~ '^[A-Z0-9]{7}$'),
	CONSTRAINT "ring_builders_stone_carat" CHECK ("ring_builders"."stone_carat" > 0)
);
--> statement-breakpoint
ALTER TABLE "ring_builders" ADD CONSTRAINT "ring_builders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;