-- Notes keep their compressed document as bytes instead of base64 text: the embedded database sends
-- a bytea parameter as it is (binary), where text went through a JavaScript loop per character and
-- was a third longer (docs/benchmarks-editor.md). One format for every row: base64 is decoded, and
-- the few rows saved before migration 0003 (plain JSON text) become DEFLATE "stored" blocks (no
-- compression; a block holds up to 65,535 bytes after a header byte, LEN and NLEN little-endian),
-- which the server inflates like any other.
ALTER TABLE "notes" ADD COLUMN "content_deflated" bytea;--> statement-breakpoint
UPDATE "notes" SET "content_deflated" = decode("content", 'base64') WHERE left("content", 1) <> '{';--> statement-breakpoint
UPDATE "notes" SET "content_deflated" = (
  SELECT string_agg(
    (CASE WHEN "block"."i" = "block"."last" THEN '\x01' ELSE '\x00' END)::bytea
      || set_byte(set_byte(set_byte(set_byte('\x00000000'::bytea,
           0, "block"."len" % 256), 1, "block"."len" / 256),
           2, (65535 - "block"."len") % 256), 3, (65535 - "block"."len") / 256)
      || substring("block"."json" FROM "block"."i" * 65535 + 1 FOR 65535),
    ''::bytea ORDER BY "block"."i")
  FROM (
    SELECT "s"."json", "g"."i", greatest((length("s"."json") - 1) / 65535, 0) AS "last",
      least(65535, length("s"."json") - "g"."i" * 65535) AS "len"
    FROM (SELECT convert_to("notes"."content", 'UTF8') AS "json") AS "s",
      generate_series(0, greatest((length("s"."json") - 1) / 65535, 0)) AS "g"("i")
  ) AS "block"
) WHERE left("content", 1) = '{';--> statement-breakpoint
ALTER TABLE "notes" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "notes" RENAME COLUMN "content_deflated" TO "content";--> statement-breakpoint
ALTER TABLE "notes" ALTER COLUMN "content" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notes" ALTER COLUMN "content" SET STORAGE EXTERNAL;
