ALTER TABLE "pages" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "pending_publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "preview_links" ADD COLUMN "page_id" uuid;--> statement-breakpoint
CREATE INDEX "preview_links_page_id_idx" ON "preview_links" USING btree ("page_id");