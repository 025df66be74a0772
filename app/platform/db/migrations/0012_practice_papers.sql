CREATE TABLE "practice_papers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"subject" text NOT NULL,
	"exam_board" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"paper_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"marks" integer DEFAULT 1 NOT NULL,
	"question_type" text DEFAULT 'essay' NOT NULL,
	"guidance" text
);
--> statement-breakpoint
ALTER TABLE "practice_papers" ADD CONSTRAINT "practice_papers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_questions" ADD CONSTRAINT "practice_questions_paper_id_practice_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."practice_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_questions" ADD CONSTRAINT "practice_questions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_papers_user_idx" ON "practice_papers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "practice_questions_paper_idx" ON "practice_questions" USING btree ("paper_id","position");