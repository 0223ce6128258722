CREATE TABLE "source_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"value" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "source_cache_expires_at_idx" ON "source_cache" USING btree ("expires_at");