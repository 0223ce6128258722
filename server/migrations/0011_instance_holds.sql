CREATE TABLE "server_instances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "word_holds" ADD COLUMN "instance_id" uuid;