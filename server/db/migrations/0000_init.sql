CREATE TYPE "public"."currency_code" AS ENUM('GBP', 'EUR', 'USD', 'NZD', 'AUD', 'CAD', 'ZAR');--> statement-breakpoint
CREATE TYPE "public"."locale_code" AS ENUM('en-gb', 'en-au', 'en-ca', 'en-ie', 'en-nz', 'en-us', 'en-za');--> statement-breakpoint
CREATE TYPE "public"."region_code" AS ENUM('AU', 'CA', 'EU', 'IE', 'INT', 'NZ', 'UK', 'US', 'ZA');--> statement-breakpoint
CREATE TABLE "regions" (
	"code" "region_code" PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"locales" "locale_code"[] NOT NULL,
	"currency" "currency_code" NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_touches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"client_id" text,
	"session_id" text,
	"ft_utm" jsonb,
	"lt_utm" jsonb,
	"gclid" text,
	"fbp" text,
	"fbclid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TYPE "public"."catalogue_kind" AS ENUM('ENGAGEMENT_RING', 'WEDDING_RING', 'READY_TO_GO', 'JEWELLERY');--> statement-breakpoint
CREATE TYPE "public"."tax_type" AS ENUM('INCLUSIVE', 'EXCLUSIVE');--> statement-breakpoint
CREATE TABLE "catalogue_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"catalogue_code" text NOT NULL,
	"kind" "catalogue_kind" NOT NULL,
	"product_name" text NOT NULL,
	"slug" text NOT NULL,
	"suffix_slug" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"ring_styles" text[] DEFAULT '{}'::text[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"design_styles" text[] DEFAULT '{}'::text[] NOT NULL,
	"design_features" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_type" text,
	"product_styles" text[] DEFAULT '{}'::text[] NOT NULL,
	"gemstones" text[] DEFAULT '{}'::text[] NOT NULL,
	"band_width" numeric(4, 2),
	"centre_stone_shapes" text[] DEFAULT '{}'::text[] NOT NULL,
	"centre_stone_weight_min" numeric(6, 2),
	"centre_stone_weight_max" numeric(6, 2),
	"delivery_days" smallint NOT NULL,
	"express_eligible" boolean DEFAULT false NOT NULL,
	"sku" text NOT NULL,
	"recommended_rank" integer NOT NULL,
	"default_metal" text NOT NULL,
	"default_shape" text,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_average" numeric(3, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_products_catalogueCode_unique" UNIQUE("catalogue_code"),
	CONSTRAINT "catalogue_products_delivery_days_check" CHECK ("catalogue_products"."delivery_days" > 0),
	CONSTRAINT "catalogue_products_rank_check" CHECK ("catalogue_products"."recommended_rank" > 0)
);
--> statement-breakpoint
CREATE TABLE "catalogue_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"author" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"reviewed_on" date NOT NULL,
	CONSTRAINT "catalogue_reviews_rating_check" CHECK ("catalogue_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "catalogue_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"metal" text NOT NULL,
	"shape" text DEFAULT '' NOT NULL,
	"sku" text NOT NULL,
	"list_price" numeric(12, 2) NOT NULL,
	"display_rank" smallint NOT NULL,
	CONSTRAINT "catalogue_variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "catalogue_variants_list_price_check" CHECK ("catalogue_variants"."list_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"variant_id" integer NOT NULL,
	"currency" "currency_code" NOT NULL,
	"tax_type" "tax_type" NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	CONSTRAINT "product_prices_variant_id_currency_tax_type_pk" PRIMARY KEY("variant_id","currency","tax_type")
);
--> statement-breakpoint
CREATE TABLE "ready_to_go_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"sku" text NOT NULL,
	"stone_shape" text NOT NULL,
	"stone_carat" numeric(6, 2) NOT NULL,
	"stone_colour" text NOT NULL,
	"stone_clarity" text NOT NULL,
	"ring_size" text NOT NULL,
	"quantity" integer NOT NULL,
	"ready_to_ship" boolean DEFAULT false NOT NULL,
	CONSTRAINT "ready_to_go_items_sku_unique" UNIQUE("sku"),
	CONSTRAINT "ready_to_go_items_quantity_check" CHECK ("ready_to_go_items"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "catalogue_reviews" ADD CONSTRAINT "catalogue_reviews_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_variants" ADD CONSTRAINT "catalogue_variants_product_id_catalogue_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalogue_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_variant_id_catalogue_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalogue_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ready_to_go_items" ADD CONSTRAINT "ready_to_go_items_variant_id_catalogue_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalogue_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_products_kind_slug_suffix_idx" ON "catalogue_products" USING btree ("kind","slug","suffix_slug");--> statement-breakpoint
CREATE INDEX "catalogue_products_kind_rank_idx" ON "catalogue_products" USING btree ("kind","recommended_rank");--> statement-breakpoint
CREATE INDEX "catalogue_products_kind_express_idx" ON "catalogue_products" USING btree ("kind","express_eligible","delivery_days");--> statement-breakpoint
CREATE INDEX "catalogue_products_kind_type_idx" ON "catalogue_products" USING btree ("kind","product_type");--> statement-breakpoint
CREATE INDEX "catalogue_products_ring_styles_idx" ON "catalogue_products" USING gin ("ring_styles");--> statement-breakpoint
CREATE INDEX "catalogue_products_categories_idx" ON "catalogue_products" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "catalogue_products_design_styles_idx" ON "catalogue_products" USING gin ("design_styles");--> statement-breakpoint
CREATE INDEX "catalogue_products_design_features_idx" ON "catalogue_products" USING gin ("design_features");--> statement-breakpoint
CREATE INDEX "catalogue_products_product_styles_idx" ON "catalogue_products" USING gin ("product_styles");--> statement-breakpoint
CREATE INDEX "catalogue_products_gemstones_idx" ON "catalogue_products" USING gin ("gemstones");--> statement-breakpoint
CREATE INDEX "catalogue_reviews_product_idx" ON "catalogue_reviews" USING btree ("product_id","reviewed_on");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_variants_product_metal_shape_idx" ON "catalogue_variants" USING btree ("product_id","metal","shape");--> statement-breakpoint
CREATE INDEX "catalogue_variants_metal_shape_idx" ON "catalogue_variants" USING btree ("metal","shape");--> statement-breakpoint
CREATE INDEX "product_prices_currency_amount_idx" ON "product_prices" USING btree ("currency","tax_type","amount");--> statement-breakpoint
CREATE INDEX "ready_to_go_items_variant_idx" ON "ready_to_go_items" USING btree ("variant_id","ready_to_ship");
--> statement-breakpoint
CREATE TYPE "public"."enquiry_type" AS ENUM('GENERAL', 'SPEAK_TO_EXPERT', 'BESPOKE_DESIGN', 'ENGAGEMENT_RING', 'WEDDING_RING', 'JEWELLERY', 'DIAMOND', 'GEMSTONE');--> statement-breakpoint
CREATE TYPE "public"."link_kind" AS ENUM('PAGE', 'POST', 'CUSTOM', 'QUESTIONNAIRE', 'ENQUIRY_FORM');--> statement-breakpoint
CREATE TYPE "public"."menu_item_style" AS ENUM('DEFAULT', 'HIGHLIGHT', 'CALL_TO_ACTION');--> statement-breakpoint
CREATE TABLE "avatar_stack_images" (
	"position" integer PRIMARY KEY NOT NULL,
	"image_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" "currency_code" PRIMARY KEY NOT NULL,
	"rate" numeric(14, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_positive" CHECK ("exchange_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "footer_column_links" (
	"column_id" integer NOT NULL,
	"position" integer NOT NULL,
	"link_id" integer NOT NULL,
	CONSTRAINT "footer_column_links_column_id_position_pk" PRIMARY KEY("column_id","position")
);
--> statement-breakpoint
CREATE TABLE "footer_columns" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "footer_columns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"text" text,
	"separator_line" boolean DEFAULT false NOT NULL,
	"working_hours" boolean DEFAULT false NOT NULL,
	CONSTRAINT "footer_columns_position" UNIQUE("position")
);
--> statement-breakpoint
CREATE TABLE "footer_logos" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "footer_logos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer NOT NULL,
	"link_id" integer,
	"image_id" text NOT NULL,
	CONSTRAINT "footer_logos_position" UNIQUE("position")
);
--> statement-breakpoint
CREATE TABLE "links" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "link_kind" NOT NULL,
	"text" text NOT NULL,
	"target" text DEFAULT '_self' NOT NULL,
	"ref_id" text,
	"path" text,
	"slug" text,
	"url" text,
	"enquiry_type" "enquiry_type",
	CONSTRAINT "links_target" CHECK ("links"."target" in ('_self', '_blank')),
	CONSTRAINT "links_complete" CHECK (case "links"."kind"
        when 'PAGE' then "links"."path" is not null and "links"."path" like '/%'
        when 'POST' then "links"."ref_id" is not null and "links"."slug" is not null
        when 'CUSTOM' then "links"."url" is not null
        when 'QUESTIONNAIRE' then "links"."ref_id" is not null
        when 'ENQUIRY_FORM' then "links"."enquiry_type" is not null
      end)
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "menu_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"hide_on_mobile" boolean DEFAULT false NOT NULL,
	"hide_on_desktop" boolean DEFAULT false NOT NULL,
	"link_id" integer,
	CONSTRAINT "menu_items_position" UNIQUE("position")
);
--> statement-breakpoint
CREATE TABLE "menu_section_items" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "menu_section_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"section_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"link_id" integer,
	"media_image_id" text,
	"icon" text,
	"style" "menu_item_style" DEFAULT 'DEFAULT' NOT NULL,
	CONSTRAINT "menu_section_items_position" UNIQUE("section_id","position")
);
--> statement-breakpoint
CREATE TABLE "menu_sections" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "menu_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sub_menu_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text,
	CONSTRAINT "menu_sections_position" UNIQUE("sub_menu_id","position")
);
--> statement-breakpoint
CREATE TABLE "payment_icons" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "payment_icons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"icon_image_id" text NOT NULL,
	CONSTRAINT "payment_icons_position" UNIQUE("position")
);
--> statement-breakpoint
CREATE TABLE "site_images" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"alt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"site_wide_message" text,
	"site_wide_message_link_id" integer,
	"consultation_prompt_link_id" integer,
	"pre_header_link_id" integer,
	"copyright" text NOT NULL,
	"default_alternate_region" "region_code" DEFAULT 'UK' NOT NULL,
	"ring_builder_enabled" boolean DEFAULT true NOT NULL,
	"ring_builder_recommendations_enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "social_networks" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "social_networks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"icon_image_id" text NOT NULL,
	"link_id" integer NOT NULL,
	CONSTRAINT "social_networks_position" UNIQUE("position")
);
--> statement-breakpoint
CREATE TABLE "sub_menus" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "sub_menus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu_item_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"use_large_format_items" boolean DEFAULT false NOT NULL,
	"editorial_text" text,
	"editorial_link_id" integer,
	"editorial_image_id" text,
	CONSTRAINT "sub_menus_menuItemId_unique" UNIQUE("menu_item_id")
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"locale" "locale_code" NOT NULL,
	"token" text NOT NULL,
	"translation" text NOT NULL,
	CONSTRAINT "translations_locale_token_pk" PRIMARY KEY("locale","token")
);
--> statement-breakpoint
CREATE TABLE "working_hours" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"week_days" smallint[] NOT NULL,
	"opening" text NOT NULL,
	"closing" text NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "working_hours_single_row" CHECK ("working_hours"."id" = 1),
	CONSTRAINT "working_hours_opening_format" CHECK ("working_hours"."opening" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "working_hours_closing_format" CHECK ("working_hours"."closing" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "working_hours_order" CHECK ("working_hours"."opening" < "working_hours"."closing"),
	CONSTRAINT "working_hours_week_days" CHECK ("working_hours"."week_days" <@ array[1, 2, 3, 4, 5, 6, 7]::smallint[])
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "content_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"robots_index" boolean DEFAULT true NOT NULL,
	"robots_follow" boolean DEFAULT true NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "content_pages_slug_format" CHECK ("content_pages"."slug" = '/' or "content_pages"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*$'),
	CONSTRAINT "content_pages_blocks_array" CHECK (jsonb_typeof("content_pages"."blocks") = 'array')
);
--> statement-breakpoint
ALTER TABLE "avatar_stack_images" ADD CONSTRAINT "avatar_stack_images_image_id_site_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."site_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_column_links" ADD CONSTRAINT "footer_column_links_column_id_footer_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."footer_columns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_column_links" ADD CONSTRAINT "footer_column_links_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_logos" ADD CONSTRAINT "footer_logos_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footer_logos" ADD CONSTRAINT "footer_logos_image_id_site_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."site_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_section_items" ADD CONSTRAINT "menu_section_items_section_id_menu_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."menu_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_section_items" ADD CONSTRAINT "menu_section_items_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_section_items" ADD CONSTRAINT "menu_section_items_media_image_id_site_images_id_fk" FOREIGN KEY ("media_image_id") REFERENCES "public"."site_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_sections" ADD CONSTRAINT "menu_sections_sub_menu_id_sub_menus_id_fk" FOREIGN KEY ("sub_menu_id") REFERENCES "public"."sub_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_icons" ADD CONSTRAINT "payment_icons_icon_image_id_site_images_id_fk" FOREIGN KEY ("icon_image_id") REFERENCES "public"."site_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_site_wide_message_link_id_links_id_fk" FOREIGN KEY ("site_wide_message_link_id") REFERENCES "public"."links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_consultation_prompt_link_id_links_id_fk" FOREIGN KEY ("consultation_prompt_link_id") REFERENCES "public"."links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_pre_header_link_id_links_id_fk" FOREIGN KEY ("pre_header_link_id") REFERENCES "public"."links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_networks" ADD CONSTRAINT "social_networks_icon_image_id_site_images_id_fk" FOREIGN KEY ("icon_image_id") REFERENCES "public"."site_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_networks" ADD CONSTRAINT "social_networks_link_id_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_menus" ADD CONSTRAINT "sub_menus_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_menus" ADD CONSTRAINT "sub_menus_editorial_link_id_links_id_fk" FOREIGN KEY ("editorial_link_id") REFERENCES "public"."links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_menus" ADD CONSTRAINT "sub_menus_editorial_image_id_site_images_id_fk" FOREIGN KEY ("editorial_image_id") REFERENCES "public"."site_images"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- A stone's public identifier: exactly 7 upper-case letters or digits, a bijection of its id
-- (an affine map modulo 36^7, digits written least significant first). Mirrored by
-- server/services/stones/identifier.ts.
CREATE FUNCTION stone_identifier(n bigint) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', (((n * 122949851 + 21936950640) % 78364164096) % 36)::int + 1, 1)
    || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', ((((n * 122949851 + 21936950640) % 78364164096) / 36) % 36)::int + 1, 1)
    || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', ((((n * 122949851 + 21936950640) % 78364164096) / 1296) % 36)::int + 1, 1)
    || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', ((((n * 122949851 + 21936950640) % 78364164096) / 46656) % 36)::int + 1, 1)
    || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', ((((n * 122949851 + 21936950640) % 78364164096) / 1679616) % 36)::int + 1, 1)
    || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', ((((n * 122949851 + 21936950640) % 78364164096) / 60466176) % 36)::int + 1, 1)
    || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', ((((n * 122949851 + 21936950640) % 78364164096) / 2176782336) % 36)::int + 1, 1)
$$;
--> statement-breakpoint
CREATE TYPE "public"."colour_grade" AS ENUM('VERY_LIGHT', 'LIGHT', 'MEDIUM_LIGHT', 'MEDIUM', 'MEDIUM_DARK', 'DARK', 'VERY_DARK', 'HOT');--> statement-breakpoint
CREATE TYPE "public"."cut_grade" AS ENUM('IDEAL', 'EXCELLENT', 'VERY_GOOD', 'GOOD', 'FAIR');--> statement-breakpoint
CREATE TYPE "public"."diamond_clarity" AS ENUM('FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2');--> statement-breakpoint
CREATE TYPE "public"."diamond_colour" AS ENUM('D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M');--> statement-breakpoint
CREATE TYPE "public"."fancy_colour" AS ENUM('YELLOW', 'PINK', 'BLUE', 'GREEN', 'ORANGE', 'PURPLE', 'RED', 'BROWN', 'CHAMPAGNE', 'COGNAC', 'OLIVE', 'GREY', 'BLACK', 'WHITE', 'VIOLET', 'CHAMELEON', 'PINKISH_PURPLE', 'GREENISH_YELLOW', 'ORANGY_PINK', 'YELLOWISH_GREEN');--> statement-breakpoint
CREATE TYPE "public"."fancy_intensity" AS ENUM('FAINT', 'VERY_LIGHT', 'LIGHT', 'FANCY_LIGHT', 'FANCY', 'FANCY_INTENSE', 'FANCY_VIVID', 'FANCY_DEEP', 'FANCY_DARK');--> statement-breakpoint
CREATE TYPE "public"."fluorescence" AS ENUM('NONE', 'FAINT', 'VERY_SLIGHT', 'SLIGHT', 'MEDIUM', 'STRONG', 'VERY_STRONG');--> statement-breakpoint
CREATE TYPE "public"."gemstone_clarity" AS ENUM('EYE_CLEAN', 'LOUPE_CLEAN', 'SLIGHTLY_INCLUDED', 'INCLUDED');--> statement-breakpoint
CREATE TYPE "public"."gemstone_colour" AS ENUM('BLUE', 'ROYAL_BLUE', 'CORNFLOWER_BLUE', 'TEAL', 'GREEN', 'YELLOW', 'ORANGE', 'PADPARADSCHA', 'PEACH', 'PINK', 'HOT_PINK', 'RED', 'PIGEON_BLOOD_RED', 'PURPLE', 'VIOLET', 'WHITE', 'GREY', 'BLACK', 'COLOUR_CHANGE', 'MULTICOLOUR');--> statement-breakpoint
CREATE TYPE "public"."gemstone_grade" AS ENUM('AAAA', 'AAA', 'AA', 'A');--> statement-breakpoint
CREATE TYPE "public"."gemstone_type" AS ENUM('SAPPHIRE', 'RUBY', 'EMERALD', 'AQUAMARINE', 'MORGANITE', 'SPINEL', 'TANZANITE', 'TOURMALINE', 'GARNET', 'ALEXANDRITE', 'AMETHYST', 'TOPAZ', 'PERIDOT', 'OPAL');--> statement-breakpoint
CREATE TYPE "public"."stone_category" AS ENUM('DIAMOND', 'LAB_GROWN_DIAMOND', 'FANCY_DIAMOND', 'LAB_GROWN_FANCY_DIAMOND', 'GEMSTONE');--> statement-breakpoint
CREATE TYPE "public"."stone_shape" AS ENUM('ROUND', 'OVAL', 'EMERALD', 'CUSHION', 'PEAR', 'PRINCESS', 'RADIANT', 'MARQUISE', 'ASSCHER', 'HEART', 'ELONGATED_CUSHION', 'ELONGATED_RADIANT', 'OLD_MINE', 'OLD_EUROPEAN', 'ROSE_CUT', 'BAGUETTE', 'TAPERED_BAGUETTE', 'TRILLION', 'HEXAGONAL', 'OCTAGONAL', 'KITE', 'SHIELD', 'HALF_MOON', 'LOZENGE', 'TRAPEZOID', 'BULLET', 'CADILLAC', 'PENTAGONAL', 'SQUARE_EMERALD', 'CABOCHON');--> statement-breakpoint
CREATE TABLE "feed_imports" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "feed_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"feed" text NOT NULL,
	"file" text NOT NULL,
	"full" boolean NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"made_unavailable" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stone_inventory_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stone_inventory_state_single_row" CHECK ("stone_inventory_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "stones" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "stones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"identifier" text GENERATED ALWAYS AS (stone_identifier(id)) STORED NOT NULL,
	"feed" text NOT NULL,
	"external_id" text NOT NULL,
	"category" "stone_category" NOT NULL,
	"shape" "stone_shape" NOT NULL,
	"carat_weight" numeric(10, 6) NOT NULL,
	"colour" "diamond_colour",
	"clarity" "diamond_clarity",
	"cut" "cut_grade",
	"polish" "cut_grade",
	"symmetry" "cut_grade",
	"fluorescence" "fluorescence",
	"girdle" text,
	"fancy_colour" "fancy_colour",
	"intensity" "fancy_intensity",
	"gemstone_type" "gemstone_type",
	"gemstone_colour" "gemstone_colour",
	"colour_grade" "colour_grade",
	"gemstone_clarity" "gemstone_clarity",
	"grade" "gemstone_grade",
	"crystal" text,
	"depth_percent" numeric(5, 2),
	"table_percent" numeric(5, 2),
	"length" numeric(6, 2),
	"width" numeric(6, 2),
	"depth" numeric(6, 2),
	"ratio" numeric(6, 3),
	"origin_country" text,
	"shipping_from_country" text,
	"delivery_days" smallint NOT NULL,
	"price_gbp" integer NOT NULL,
	"cost" numeric(14, 2),
	"cost_currency" text,
	"photo_url" text,
	"video_url" text,
	"report_url" text,
	"express" boolean DEFAULT false NOT NULL,
	"is_b2b" boolean DEFAULT false NOT NULL,
	"is_treated" boolean DEFAULT false NOT NULL,
	"cert_gcal" text,
	"cert_gia" text,
	"cert_igi" text,
	"canada_mark" boolean DEFAULT false NOT NULL,
	"known_origin" boolean DEFAULT false NOT NULL,
	"dtl_report" boolean DEFAULT false NOT NULL,
	"in_stock" boolean DEFAULT false NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"unavailable_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stones_identifier_format" CHECK ("stones"."identifier" ~ '^[A-Z0-9]{7}$'),
	CONSTRAINT "stones_feed_format" CHECK ("stones"."feed" ~ '^[a-z0-9]+$'),
	CONSTRAINT "stones_carat_positive" CHECK ("stones"."carat_weight" > 0),
	CONSTRAINT "stones_price_positive" CHECK ("stones"."price_gbp" > 0),
	CONSTRAINT "stones_delivery_days" CHECK ("stones"."delivery_days" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "stones_identifier_idx" ON "stones" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "stones_feed_external_id_idx" ON "stones" USING btree ("feed","external_id");--> statement-breakpoint
CREATE INDEX "stones_cert_gia_idx" ON "stones" USING btree ("cert_gia") WHERE "stones"."cert_gia" is not null;
--> statement-breakpoint
-- Every statement that changes stones bumps stone_inventory_state.version in the same transaction, so
-- an in-memory search index that read (version, rows) in one snapshot knows exactly when it is stale.
INSERT INTO "stone_inventory_state" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION stone_inventory_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    UPDATE stone_inventory_state SET version = version + 1, changed_at = now() WHERE id = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stones_inventory_insert AFTER INSERT ON stones REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stone_inventory_bump();
--> statement-breakpoint
CREATE TRIGGER stones_inventory_update AFTER UPDATE ON stones REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stone_inventory_bump();
--> statement-breakpoint
CREATE TRIGGER stones_inventory_delete AFTER DELETE ON stones REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stone_inventory_bump();
