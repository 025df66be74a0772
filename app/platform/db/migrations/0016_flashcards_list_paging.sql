ALTER TABLE "flashcard_sets" ADD COLUMN "card_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "flashcards_set_due_idx" ON "flashcards" USING btree ("set_id","due");--> statement-breakpoint
UPDATE "flashcard_sets" AS s SET "card_count" = (SELECT count(*) FROM "flashcards" AS f WHERE f."set_id" = s."id");--> statement-breakpoint
CREATE FUNCTION "flashcard_sets_add_cards"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "flashcard_sets" AS s SET "card_count" = s."card_count" + n."added"
  FROM (SELECT "set_id", count(*)::int AS "added" FROM "added_cards" GROUP BY "set_id") AS n
  WHERE s."id" = n."set_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "flashcard_sets_remove_cards"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "flashcard_sets" AS s SET "card_count" = greatest(0, s."card_count" - o."removed")
  FROM (SELECT "set_id", count(*)::int AS "removed" FROM "removed_cards" GROUP BY "set_id") AS o
  WHERE s."id" = o."set_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "flashcards_count_added" AFTER INSERT ON "flashcards" REFERENCING NEW TABLE AS "added_cards" FOR EACH STATEMENT EXECUTE FUNCTION "flashcard_sets_add_cards"();--> statement-breakpoint
CREATE TRIGGER "flashcards_count_removed" AFTER DELETE ON "flashcards" REFERENCING OLD TABLE AS "removed_cards" FOR EACH STATEMENT EXECUTE FUNCTION "flashcard_sets_remove_cards"();
