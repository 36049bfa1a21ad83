ALTER TYPE "public"."session_kind" ADD VALUE 'UNVERIFIED';--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_password_hash" text;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_jobId_unique" UNIQUE("job_id");--> statement-breakpoint
-- An account whose address was never proven holds no password, passkey or session: whoever registered
-- it must prove the address first (a link, a code, a reset or a verified Google sign-in).
DELETE FROM "sessions" WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "email_verified_at" IS NULL AND NOT "is_consultant");--> statement-breakpoint
DELETE FROM "passkeys" WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "email_verified_at" IS NULL AND NOT "is_consultant");--> statement-breakpoint
UPDATE "users" SET "password_hash" = NULL WHERE "email_verified_at" IS NULL AND NOT "is_consultant";
