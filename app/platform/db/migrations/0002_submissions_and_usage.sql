CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"board" text NOT NULL,
	"paper" text NOT NULL,
	"topic" text,
	"question_type" text NOT NULL,
	"question_text" text NOT NULL,
	"answer_text" text NOT NULL,
	"source_text" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"result" jsonb,
	"marker" jsonb,
	"quota_day" date NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"marked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "usage_days" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "usage_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_days" ADD CONSTRAINT "usage_days_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_user_idempotency_key" ON "submissions" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "submissions_user_created_idx" ON "submissions" USING btree ("user_id","created_at");