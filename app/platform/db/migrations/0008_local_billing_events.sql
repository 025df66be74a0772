CREATE TABLE "local_billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_read_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "local_billing_events_due_idx" ON "local_billing_events" USING btree ("next_attempt_at") WHERE "local_billing_events"."delivered_at" is null;