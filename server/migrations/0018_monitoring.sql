CREATE TABLE "page_views" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"route" text NOT NULL,
	"referrer_route" text,
	"language" text NOT NULL,
	"viewport" text NOT NULL,
	"release" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_group_daily_counts" (
	"group_id" uuid NOT NULL,
	"release" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "error_group_daily_counts_group_id_release_day_pk" PRIMARY KEY("group_id","release","day")
);
--> statement-breakpoint
CREATE TABLE "error_groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"top_stack" text,
	"status" text DEFAULT 'open' NOT NULL,
	"total_count" integer DEFAULT 0 NOT NULL,
	"last_release" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "error_groups_fingerprint_unique" UNIQUE("fingerprint"),
	CONSTRAINT "error_groups_message_len" CHECK (char_length("error_groups"."message") <= 10240)
);
--> statement-breakpoint
CREATE TABLE "error_occurrences" (
	"id" uuid PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"release" text NOT NULL,
	"route" text NOT NULL,
	"user_agent" text NOT NULL,
	"user_id" uuid,
	"message" text NOT NULL,
	"raw_stack" text,
	"symbolicated_stack" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "error_occurrences_message_len" CHECK (char_length("error_occurrences"."message") <= 10240)
);
--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_group_daily_counts" ADD CONSTRAINT "error_group_daily_counts_group_id_error_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."error_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_occurrences" ADD CONSTRAINT "error_occurrences_group_id_error_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."error_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_occurrences" ADD CONSTRAINT "error_occurrences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_views_created_idx" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "page_views_route_created_idx" ON "page_views" USING btree ("route","created_at");--> statement-breakpoint
CREATE INDEX "error_group_daily_counts_day_idx" ON "error_group_daily_counts" USING btree ("day");--> statement-breakpoint
CREATE INDEX "error_groups_last_seen_idx" ON "error_groups" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "error_occurrences_group_created_idx" ON "error_occurrences" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "error_occurrences_created_idx" ON "error_occurrences" USING btree ("created_at");