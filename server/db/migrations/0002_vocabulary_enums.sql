CREATE TYPE "public"."link_target" AS ENUM('_self', '_blank');--> statement-breakpoint
CREATE TYPE "public"."design_feature" AS ENUM('BEAD_SETTING', 'BEZEL_SETTING', 'CLAW_SETTING', 'HAND_ENGRAVING', 'MILGRAIN', 'SAPPHIRE_COLOURS', 'HIDDEN_HALO', 'TWISTED_BAND', 'SPLIT_SHANK', 'CATHEDRAL_SETTING', 'EAST_WEST', 'DIAMOND_BAND', 'TAPERED_BAND', 'SIDE_STONES');--> statement-breakpoint
CREATE TYPE "public"."design_style" AS ENUM('CLASSIC', 'VINTAGE', 'ART_DECO', 'FLORAL', 'CLUSTER', 'MODERN', 'NATURE_INSPIRED', 'MINIMALIST', 'GEOMETRIC', 'ORGANIC', 'DELICATE', 'STATEMENT', 'BIRTHSTONE', 'BRIDAL', 'BUTTERFLY', 'CELESTIAL', 'HEART');--> statement-breakpoint
CREATE TYPE "public"."jewellery_gemstone" AS ENUM('DIAMOND', 'LAB_GROWN_DIAMOND', 'SAPPHIRE', 'RUBY', 'EMERALD', 'PEARL', 'GARNET', 'AMETHYST', 'AQUAMARINE', 'ALEXANDRITE', 'PERIDOT', 'OPAL', 'TOPAZ', 'CITRINE', 'TOURMALINE', 'TANZANITE', 'MORGANITE', 'SPINEL');--> statement-breakpoint
CREATE TYPE "public"."jewellery_style" AS ENUM('PENDANT', 'CHAIN', 'CHOKER', 'TENNIS', 'LARIAT', 'STUDS', 'HOOPS', 'DROP', 'CLIMBER', 'CLUSTER', 'BANGLE', 'CUFF', 'CHARM', 'SIGNET', 'STACKABLE', 'COCKTAIL', 'PROMISE', 'ETERNITY');--> statement-breakpoint
CREATE TYPE "public"."jewellery_type" AS ENUM('NECKLACE', 'EARRINGS', 'BRACELET', 'RING');--> statement-breakpoint
CREATE TYPE "public"."metal" AS ENUM('PLATINUM', 'WHITE_GOLD_18K', 'YELLOW_GOLD_18K', 'ROSE_GOLD_18K', 'WHITE_GOLD_14K', 'YELLOW_GOLD_14K', 'ROSE_GOLD_14K', 'WHITE_GOLD_9K', 'YELLOW_GOLD_9K', 'ROSE_GOLD_9K', 'SILVER');--> statement-breakpoint
CREATE TYPE "public"."ring_style" AS ENUM('SOLITAIRE', 'HALO', 'TRILOGY', 'PAVE', 'TOI_MOI', 'GEMSTONE_SIDES', 'PLAIN', 'DIAMOND', 'CHANNEL_SET', 'BEZEL_SET', 'BAGUETTE', 'CHEVRON', 'CURVED', 'SAPPHIRE', 'TWISTED');--> statement-breakpoint
CREATE TYPE "public"."wedding_category" AS ENUM('LADIES', 'MENS');--> statement-breakpoint
ALTER TABLE "links" DROP CONSTRAINT "links_target";--> statement-breakpoint
DROP INDEX "catalogue_variants_product_metal_shape_idx";--> statement-breakpoint
ALTER TABLE "links" ALTER COLUMN "target" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "links" ALTER COLUMN "target" SET DATA TYPE "public"."link_target" USING "target"::"public"."link_target";--> statement-breakpoint
ALTER TABLE "links" ALTER COLUMN "target" SET DEFAULT '_self'::"public"."link_target";--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "ring_styles" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "ring_styles" SET DATA TYPE "public"."ring_style"[] USING "ring_styles"::"public"."ring_style"[];--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "ring_styles" SET DEFAULT '{}'::"public"."ring_style"[];--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "categories" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "categories" SET DATA TYPE "public"."wedding_category"[] USING "categories"::"public"."wedding_category"[];--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "categories" SET DEFAULT '{}'::"public"."wedding_category"[];--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "design_styles" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "design_styles" SET DATA TYPE "public"."design_style"[] USING "design_styles"::"public"."design_style"[];--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "design_styles" SET DEFAULT '{}'::"public"."design_style"[];--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "design_features" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "design_features" SET DATA TYPE "public"."design_feature"[] USING "design_features"::"public"."design_feature"[];--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "design_features" SET DEFAULT '{}'::"public"."design_feature"[];--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "product_type" SET DATA TYPE "public"."jewellery_type" USING "product_type"::"public"."jewellery_type";--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "product_styles" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "product_styles" SET DATA TYPE "public"."jewellery_style"[] USING "product_styles"::"public"."jewellery_style"[];--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "product_styles" SET DEFAULT '{}'::"public"."jewellery_style"[];--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "gemstones" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "gemstones" SET DATA TYPE "public"."jewellery_gemstone"[] USING "gemstones"::"public"."jewellery_gemstone"[];--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "gemstones" SET DEFAULT '{}'::"public"."jewellery_gemstone"[];--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "centre_stone_shapes" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "centre_stone_shapes" SET DATA TYPE "public"."stone_shape"[] USING "centre_stone_shapes"::"public"."stone_shape"[];--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "centre_stone_shapes" SET DEFAULT '{}'::"public"."stone_shape"[];--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "default_metal" SET DATA TYPE "public"."metal" USING "default_metal"::"public"."metal";--> statement-breakpoint
ALTER TABLE "catalogue_products" ALTER COLUMN "default_shape" SET DATA TYPE "public"."stone_shape" USING "default_shape"::"public"."stone_shape";--> statement-breakpoint
ALTER TABLE "catalogue_variants" ALTER COLUMN "metal" SET DATA TYPE "public"."metal" USING "metal"::"public"."metal";--> statement-breakpoint
ALTER TABLE "catalogue_variants" ALTER COLUMN "shape" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "catalogue_variants" ALTER COLUMN "shape" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_variants" ALTER COLUMN "shape" SET DATA TYPE "public"."stone_shape" USING nullif("shape", '')::"public"."stone_shape";--> statement-breakpoint
ALTER TABLE "ready_to_go_items" ALTER COLUMN "stone_shape" SET DATA TYPE "public"."stone_shape" USING "stone_shape"::"public"."stone_shape";--> statement-breakpoint
ALTER TABLE "ready_to_go_items" ALTER COLUMN "stone_colour" SET DATA TYPE "public"."diamond_colour" USING "stone_colour"::"public"."diamond_colour";--> statement-breakpoint
ALTER TABLE "ready_to_go_items" ALTER COLUMN "stone_clarity" SET DATA TYPE "public"."diamond_clarity" USING "stone_clarity"::"public"."diamond_clarity";--> statement-breakpoint
ALTER TABLE "catalogue_variants" ADD CONSTRAINT "catalogue_variants_product_metal_shape_key" UNIQUE NULLS NOT DISTINCT("product_id","metal","shape");
