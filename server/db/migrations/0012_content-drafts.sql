ALTER TABLE "preview_links" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "content" ADD COLUMN "pending_publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "preview_links" ADD COLUMN "page" text;--> statement-breakpoint
CREATE INDEX "preview_links_page_idx" ON "preview_links" USING btree ("page");