CREATE TABLE "stone_holds_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stone_holds_state_single_row" CHECK ("stone_holds_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_one_live_per_key" ON "jobs" USING btree ("key") WHERE "jobs"."key" is not null and "jobs"."state" in ('pending', 'running');--> statement-breakpoint
-- Every statement that changes stone holds moves stone_holds_state.version on in the same transaction,
-- so the in-memory stone search hides held stones (and shows released ones) without a rebuild. A table
-- of its own, not stone_inventory_state: a long feed import holds that row, and checkouts must not wait on it.
INSERT INTO "stone_holds_state" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION stone_holds_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    UPDATE stone_holds_state SET version = version + 1, changed_at = now() WHERE id = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER stone_holds_insert AFTER INSERT ON stone_holds REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stone_holds_bump();
--> statement-breakpoint
CREATE TRIGGER stone_holds_update AFTER UPDATE ON stone_holds REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stone_holds_bump();
--> statement-breakpoint
CREATE TRIGGER stone_holds_delete AFTER DELETE ON stone_holds REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stone_holds_bump();
