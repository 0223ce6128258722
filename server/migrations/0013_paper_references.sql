ALTER TABLE "papers" ADD COLUMN "csl" jsonb;--> statement-breakpoint
-- Backfill: the one reference fact existing rows hold implicitly is their type, guessed from the venue
-- the way cslType.ts does (arXiv-only → article, conference words → paper-conference, other venues →
-- article-journal, none → document). Their other fields stay in the paper's own columns.
UPDATE "papers" SET "csl" = jsonb_build_object('type', CASE
  WHEN "arxiv_id" IS NOT NULL AND ("venue" IS NULL OR btrim("venue") = '' OR "venue" ~* 'arxiv') THEN 'article'
  WHEN "venue" IS NULL OR btrim("venue") = '' THEN 'document'
  WHEN "venue" ~* '(^|[^a-z])(proceedings|proc\.|conference|workshop|symposium|meeting|congress|colloquium|findings of)([^a-z]|$)|会议|论文集' THEN 'paper-conference'
  ELSE 'article-journal' END);--> statement-breakpoint
UPDATE "library_papers" SET "paper" = "paper" || jsonb_build_object('csl', jsonb_build_object('type', CASE
  WHEN "paper"->>'arxivId' IS NOT NULL AND (coalesce(btrim("paper"->>'venue'), '') = '' OR "paper"->>'venue' ~* 'arxiv') THEN 'article'
  WHEN coalesce(btrim("paper"->>'venue'), '') = '' THEN 'document'
  WHEN "paper"->>'venue' ~* '(^|[^a-z])(proceedings|proc\.|conference|workshop|symposium|meeting|congress|colloquium|findings of)([^a-z]|$)|会议|论文集' THEN 'paper-conference'
  ELSE 'article-journal' END))
WHERE "paper"->'csl' IS NULL;
