CREATE TABLE "ai_token_days" (
	"day" date PRIMARY KEY NOT NULL,
	"tokens" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "marking_progress" jsonb;--> statement-breakpoint
CREATE INDEX "submissions_status_created_idx" ON "submissions" USING btree ("status","created_at");--> statement-breakpoint
INSERT INTO "ai_token_days" ("day", "tokens") SELECT "day", sum("input_tokens" + "output_tokens") FROM "ai_usage" GROUP BY "day";
