ALTER TABLE "footer_columns" ADD COLUMN "title_message_id" text;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "text_message_id" text;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "title_message_id" text;--> statement-breakpoint
ALTER TABLE "menu_section_items" ADD COLUMN "title_message_id" text;--> statement-breakpoint
ALTER TABLE "menu_sections" ADD COLUMN "title_message_id" text;--> statement-breakpoint
ALTER TABLE "sub_menus" ADD COLUMN "title_message_id" text;--> statement-breakpoint
ALTER TABLE "sub_menus" ADD COLUMN "description_message_id" text;--> statement-breakpoint
ALTER TABLE "sub_menus" ADD COLUMN "editorial_text_message_id" text;