-- Knowledge-base passages' embeddings (issue 19), only where pgvector can be installed: PGlite ships
-- it; a PostgreSQL without it keeps keyword search alone and this migration still succeeds. The table
-- is not in the Drizzle schema for that reason (db/repos/passageEmbeddings.ts queries it in SQL).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS vector;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pgvector is not available (%): knowledge-base search stays keyword-only', SQLERRM;
END
$$;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
    -- Any length: models differ; a search compares only vectors of the configured model and length.
    EXECUTE 'CREATE TABLE IF NOT EXISTS "passage_embeddings" (
      "file_id" uuid NOT NULL,
      "seq" integer NOT NULL,
      "user_id" uuid NOT NULL,
      "model" text NOT NULL,
      "embedding" vector NOT NULL,
      CONSTRAINT "passage_embeddings_pk" PRIMARY KEY ("file_id", "seq"),
      CONSTRAINT "passage_embeddings_passage_fk" FOREIGN KEY ("file_id", "seq")
        REFERENCES "file_passages" ("file_id", "seq") ON DELETE CASCADE
    )';
    EXECUTE 'CREATE INDEX IF NOT EXISTS "passage_embeddings_user_idx" ON "passage_embeddings" ("user_id", "model")';
  END IF;
END
$$;
