ALTER TABLE "flashcards" ADD COLUMN "front_image_description" text;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "back_image_description" text;