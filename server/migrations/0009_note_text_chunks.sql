-- A note's search text moves into pieces that a save rewrites only when they change (see
-- server/src/db/schema/noteTextChunks.ts). Each note's current text becomes its one piece with an
-- unknown digest (''), so its next save rewrites it in pieces. Stored out of line and uncompressed,
-- like the text it replaces: pglz in WebAssembly cost more than the write (migration 0003).
CREATE TABLE "note_text_chunks" (
	"note_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"digest" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "note_text_chunks_note_id_seq_pk" PRIMARY KEY("note_id","seq")
);
--> statement-breakpoint
ALTER TABLE "note_text_chunks" ADD CONSTRAINT "note_text_chunks_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_text_chunks" ALTER COLUMN "text" SET STORAGE EXTERNAL;--> statement-breakpoint
INSERT INTO "note_text_chunks" ("note_id", "seq", "digest", "text")
  SELECT "id", 0, '', "search_text" FROM "notes" WHERE "search_text" <> '';--> statement-breakpoint
ALTER TABLE "notes" DROP COLUMN "search_text";