ALTER TABLE "notes" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "excerpt" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Search matches a lower-cased copy of the text with strpos(), ~3x faster than ILIKE over the raw
-- text on the embedded database; the excerpt keeps lists from reading the text at all.
ALTER TABLE "notes" ALTER COLUMN "search_text" SET STORAGE EXTERNAL;--> statement-breakpoint
UPDATE "notes" SET
  "search_text" = lower("plain_text"),
  "excerpt" = left(btrim(regexp_replace(left("plain_text", 400), '\s+', ' ', 'g')), 160);
