CREATE TABLE "practice_attempt_answers" (
	"attempt_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"answer_text" text DEFAULT '' NOT NULL,
	"submission_id" uuid,
	"choice_marks" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "practice_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"paper_id" uuid NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"time_allowed_seconds" integer NOT NULL,
	"elapsed_seconds" integer DEFAULT 0 NOT NULL,
	"running_since" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "practice_papers" ADD COLUMN "time_allowed_minutes" integer;--> statement-breakpoint
ALTER TABLE "practice_papers" ADD COLUMN "catalogue_ref" jsonb;--> statement-breakpoint
ALTER TABLE "practice_questions" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "practice_questions" ADD COLUMN "source_text" text;--> statement-breakpoint
ALTER TABLE "practice_questions" ADD COLUMN "catalogue_question_type_id" text;--> statement-breakpoint
ALTER TABLE "practice_questions" ADD COLUMN "answer_key" text;--> statement-breakpoint
ALTER TABLE "practice_attempt_answers" ADD CONSTRAINT "practice_attempt_answers_attempt_id_practice_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."practice_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_attempt_answers" ADD CONSTRAINT "practice_attempt_answers_question_id_practice_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."practice_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_attempt_answers" ADD CONSTRAINT "practice_attempt_answers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_attempt_answers" ADD CONSTRAINT "practice_attempt_answers_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_paper_id_practice_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."practice_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_attempt_answers_user_idx" ON "practice_attempt_answers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "practice_attempts_user_idx" ON "practice_attempts" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "practice_attempts_paper_idx" ON "practice_attempts" USING btree ("paper_id");