DROP INDEX "file_passages_user_idx";--> statement-breakpoint
-- Passages indexed before carry their owner as a lexeme too ("u" + the id's hex digits, passageTerms.ts).
UPDATE "file_passages" SET "terms" = "terms" || to_tsvector('simple', 'u' || replace("user_id"::text, '-', ''));
