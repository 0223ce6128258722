CREATE TABLE "file_folders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "file_folders_name_length" CHECK (char_length("file_folders"."name") between 1 and 255)
);
--> statement-breakpoint
CREATE TABLE "file_passages" (
	"file_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"page_from" integer NOT NULL,
	"page_to" integer NOT NULL,
	"section" text,
	"text" text NOT NULL,
	"terms" "tsvector" NOT NULL,
	CONSTRAINT "file_passages_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
CREATE TABLE "knowledge_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"folder_id" uuid,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"blob_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"status_detail" text,
	"pages" integer,
	"has_text_layer" boolean,
	"metadata" jsonb,
	"library_paper_id" uuid,
	"task_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "knowledge_files_name_length" CHECK (char_length("knowledge_files"."name") between 1 and 255)
);
--> statement-breakpoint
ALTER TABLE "file_folders" ADD CONSTRAINT "file_folders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_folders" ADD CONSTRAINT "file_folders_parent_id_file_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."file_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_passages" ADD CONSTRAINT "file_passages_file_id_knowledge_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."knowledge_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_passages" ADD CONSTRAINT "file_passages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_files" ADD CONSTRAINT "knowledge_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_files" ADD CONSTRAINT "knowledge_files_folder_id_file_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."file_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_files" ADD CONSTRAINT "knowledge_files_library_paper_id_library_papers_id_fk" FOREIGN KEY ("library_paper_id") REFERENCES "public"."library_papers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_folders_by_user_idx" ON "file_folders" USING btree ("user_id","parent_id");--> statement-breakpoint
CREATE INDEX "file_passages_terms_idx" ON "file_passages" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "file_passages_user_idx" ON "file_passages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "knowledge_files_by_user_idx" ON "knowledge_files" USING btree ("user_id","folder_id");--> statement-breakpoint
CREATE INDEX "knowledge_files_blob_idx" ON "knowledge_files" USING btree ("blob_key");