ALTER TABLE "top_up_packages" ADD COLUMN "name_zh" text;--> statement-breakpoint
ALTER TABLE "top_up_packages" ADD COLUMN "badge_zh" text;--> statement-breakpoint
-- The three packages 0016 seeded, in Chinese (an admin edits them like the English ones).
UPDATE "top_up_packages" SET "name_zh" = '入门版' WHERE "id" = '6f1c2a40-0000-4000-8000-000000000001' AND "name" = 'Starter';--> statement-breakpoint
UPDATE "top_up_packages" SET "name_zh" = '标准版', "badge_zh" = '热门' WHERE "id" = '6f1c2a40-0000-4000-8000-000000000002' AND "name" = 'Standard' AND "badge" = 'Popular';--> statement-breakpoint
UPDATE "top_up_packages" SET "name_zh" = '专业版', "badge_zh" = '超值' WHERE "id" = '6f1c2a40-0000-4000-8000-000000000003' AND "name" = 'Professional' AND "badge" = 'Best value';
