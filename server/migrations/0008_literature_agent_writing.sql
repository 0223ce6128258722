CREATE TABLE "corpus_imports" (
	"dataset" text PRIMARY KEY NOT NULL,
	"file" text NOT NULL,
	"digest" text NOT NULL,
	"records_done" integer DEFAULT 0 NOT NULL,
	"records_total" integer,
	"status" text NOT NULL,
	"error_msg" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "papers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"dataset" text NOT NULL,
	"bibkey" text NOT NULL,
	"title" text NOT NULL,
	"authors" jsonb NOT NULL,
	"year" integer,
	"venue" text,
	"abstract" text,
	"doi" text,
	"arxiv_id" text,
	"pmid" text,
	"openalex_id" text,
	"s2_id" text,
	"url" text,
	"pdf_url" text,
	"citation_count" integer,
	"language" text,
	"keywords" jsonb NOT NULL,
	"sources" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_papers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"bibkey" text NOT NULL,
	"doi" text,
	"title" text NOT NULL,
	"year" integer,
	"paper" jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "library_papers_note_length" CHECK (char_length("library_papers"."note") <= 20000)
);
--> statement-breakpoint
CREATE TABLE "research_events" (
	"session_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"stream" text NOT NULL,
	"event" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "research_events_session_id_seq_pk" PRIMARY KEY("session_id","seq")
);
--> statement-breakpoint
CREATE TABLE "research_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"options" jsonb NOT NULL,
	"state" text NOT NULL,
	"step" smallint DEFAULT 2 NOT NULL,
	"search_status" smallint DEFAULT 0 NOT NULL,
	"sort_status" smallint DEFAULT 0 NOT NULL,
	"uses_ai" boolean DEFAULT false NOT NULL,
	"result" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error_msg" text,
	"words_charged" integer DEFAULT 0 NOT NULL,
	"hold_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "writing_projects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"options" jsonb NOT NULL,
	"papers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"review_task_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "library_papers" ADD CONSTRAINT "library_papers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_events" ADD CONSTRAINT "research_events_session_id_research_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."research_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_sessions" ADD CONSTRAINT "research_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_sessions" ADD CONSTRAINT "research_sessions_hold_id_word_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."word_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writing_projects" ADD CONSTRAINT "writing_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writing_projects" ADD CONSTRAINT "writing_projects_review_task_id_tasks_id_fk" FOREIGN KEY ("review_task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "papers_dataset_idx" ON "papers" USING btree ("dataset");--> statement-breakpoint
CREATE UNIQUE INDEX "papers_doi_uq" ON "papers" USING btree ("doi") WHERE "papers"."doi" is not null;--> statement-breakpoint
CREATE INDEX "papers_arxiv_idx" ON "papers" USING btree ("arxiv_id") WHERE "papers"."arxiv_id" is not null;--> statement-breakpoint
CREATE INDEX "papers_bibkey_idx" ON "papers" USING btree ("bibkey");--> statement-breakpoint
CREATE UNIQUE INDEX "library_papers_user_bibkey_uq" ON "library_papers" USING btree ("user_id","bibkey");--> statement-breakpoint
CREATE UNIQUE INDEX "library_papers_user_doi_uq" ON "library_papers" USING btree ("user_id","doi") WHERE "library_papers"."doi" is not null;--> statement-breakpoint
CREATE INDEX "library_papers_user_created_idx" ON "library_papers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "research_sessions_user_idx" ON "research_sessions" USING btree ("user_id","created_at") WHERE "research_sessions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "research_sessions_running_idx" ON "research_sessions" USING btree ("state") WHERE "research_sessions"."state" in ('running', 'sorting');--> statement-breakpoint
CREATE INDEX "writing_projects_user_idx" ON "writing_projects" USING btree ("user_id","updated_at") WHERE "writing_projects"."deleted_at" is null;