CREATE TABLE "study_plans" (
	"user_id" text PRIMARY KEY NOT NULL,
	"minutes_per_day" integer DEFAULT 30 NOT NULL,
	"exam_dates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_objectives" (
	"submission_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"code" text NOT NULL,
	"achieved" integer NOT NULL,
	"max" integer NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "submission_objectives_submission_id_code_pk" PRIMARY KEY("submission_id","code")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "target_grades" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "achieved_marks" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "total_marks" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "percentage" double precision;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "grade" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "level" integer;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_objectives" ADD CONSTRAINT "submission_objectives_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_objectives" ADD CONSTRAINT "submission_objectives_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_objectives_user_subject_idx" ON "submission_objectives" USING btree ("user_id","subject_id","marked_at");--> statement-breakpoint
CREATE INDEX "submissions_user_status_subject_grade_idx" ON "submissions" USING btree ("user_id","status","subject_id","grade");--> statement-breakpoint
CREATE INDEX "submissions_user_subject_marked_idx" ON "submissions" USING btree ("user_id","subject_id","marked_at");--> statement-breakpoint
-- Results marked before this migration: their figures and objectives, from the stored result.
UPDATE "submissions" SET
	"achieved_marks" = ("result" ->> 'achievedMarks')::integer,
	"total_marks" = ("result" ->> 'totalMarks')::integer,
	"percentage" = ("result" ->> 'percentage')::double precision,
	"grade" = "result" ->> 'grade',
	"level" = ("result" ->> 'level')::integer
WHERE "status" = 'marked' AND "result" IS NOT NULL;--> statement-breakpoint
INSERT INTO "submission_objectives" ("submission_id", "user_id", "subject_id", "code", "achieved", "max", "marked_at")
SELECT s."id", s."user_id", s."subject_id", o ->> 'code', (o ->> 'achieved')::integer, (o ->> 'max')::integer, coalesce(s."marked_at", s."created_at")
FROM "submissions" s, jsonb_array_elements(s."result" -> 'objectives') o
WHERE s."status" = 'marked' AND s."result" IS NOT NULL
ON CONFLICT DO NOTHING;
