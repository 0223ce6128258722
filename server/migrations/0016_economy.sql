CREATE TABLE "top_up_packages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"words" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"original_price_fen" integer,
	"badge" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "top_up_packages_positive" CHECK ("top_up_packages"."words" > 0 and "top_up_packages"."price_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"out_trade_no" text NOT NULL,
	"user_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"package_name" text NOT NULL,
	"coupon_id" uuid,
	"coupon_code" text,
	"amount_fen" integer NOT NULL,
	"original_fen" integer NOT NULL,
	"words" integer NOT NULL,
	"bonus_words" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"code_url" text,
	"transaction_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_orders_outTradeNo_unique" UNIQUE("out_trade_no"),
	CONSTRAINT "payment_orders_transactionId_unique" UNIQUE("transaction_id"),
	CONSTRAINT "payment_orders_amount_positive" CHECK ("payment_orders"."amount_fen" >= 1 and "payment_orders"."amount_fen" <= "payment_orders"."original_fen")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_redemptions_orderId_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"max_discount_fen" integer,
	"min_amount_fen" integer DEFAULT 0 NOT NULL,
	"package_id" uuid,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"total_uses" integer,
	"batch_id" uuid,
	"created_by" uuid,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_value_positive" CHECK ("coupons"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"actor_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "share_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_by" uuid;--> statement-breakpoint
ALTER TABLE "word_ledger" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "word_ledger" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_package_id_top_up_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."top_up_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_package_id_top_up_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."top_up_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_pending_idx" ON "payment_orders" USING btree ("state","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_live_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id") WHERE state <> 'released';--> statement-breakpoint
CREATE INDEX "coupons_batch_idx" ON "coupons" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_ledger" ADD CONSTRAINT "word_ledger_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_invited_by_idx" ON "users" USING btree ("invited_by","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "word_ledger_once_per_ref_idx" ON "word_ledger" USING btree ("user_id","reason","ref_id") WHERE reason in ('top_up', 'coupon_bonus', 'invite_reward', 'invitee_reward');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_shareCode_unique" UNIQUE("share_code");--> statement-breakpoint
-- Packages on sale from the start, so a fresh install can top up; an admin edits or retires them.
INSERT INTO "top_up_packages" ("id", "name", "words", "price_fen", "original_price_fen", "badge", "sort_order") VALUES
	('6f1c2a40-0000-4000-8000-000000000001', 'Starter', 50000, 990, NULL, NULL, 1),
	('6f1c2a40-0000-4000-8000-000000000002', 'Standard', 200000, 2990, 3960, 'Popular', 2),
	('6f1c2a40-0000-4000-8000-000000000003', 'Professional', 1000000, 9900, 19800, 'Best value', 3);
