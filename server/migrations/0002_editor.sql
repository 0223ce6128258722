CREATE TABLE "folders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "folders_name_length" CHECK (char_length("folders"."name") between 1 and 100),
	CONSTRAINT "folders_description_length" CHECK (char_length("folders"."description") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"folder_id" uuid,
	"type" smallint DEFAULT 0 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"plain_text" text DEFAULT '' NOT NULL,
	"word_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "notes_title_length" CHECK (char_length("notes"."title") <= 300),
	CONSTRAINT "notes_version_positive" CHECK ("notes"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folders_live_by_user_idx" ON "folders" USING btree ("user_id","name") WHERE "folders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "folders_trash_by_user_idx" ON "folders" USING btree ("user_id","deleted_at") WHERE "folders"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "notes_live_by_user_idx" ON "notes" USING btree ("user_id","updated_at","id") WHERE "notes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "notes_live_by_folder_idx" ON "notes" USING btree ("user_id","folder_id","updated_at","id") WHERE "notes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "notes_trash_by_user_idx" ON "notes" USING btree ("user_id","deleted_at") WHERE "notes"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "notes_trash_purge_idx" ON "notes" USING btree ("deleted_at") WHERE "notes"."deleted_at" is not null;