ALTER TABLE "enquiries" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "source_page" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "landing_page" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "callback_at" date;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "notes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "enquiries_status_idx" ON "enquiries" USING btree ("is_spam","status","created_at","seq");--> statement-breakpoint
CREATE INDEX "enquiries_assignee_idx" ON "enquiries" USING btree ("is_spam","assignee_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "enquiries_province_idx" ON "enquiries" USING btree ("is_spam","province","created_at","seq");--> statement-breakpoint
CREATE INDEX "enquiries_callback_idx" ON "enquiries" USING btree ("is_spam","callback_at","created_at" DESC NULLS FIRST,"seq" DESC NULLS FIRST);