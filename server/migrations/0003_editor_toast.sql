-- Notes keep their documents out of line and uncompressed by PostgreSQL: `content` is already
-- compressed by the server (DEFLATE, base64), and compressing `plain_text` with pglz on every save
-- cost more than the save itself on the embedded database (measured, docs/benchmarks-editor.md).
ALTER TABLE "notes" ALTER COLUMN "content" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "notes" ALTER COLUMN "plain_text" SET STORAGE EXTERNAL;
