ALTER TABLE "documents" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "pending" jsonb;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "pending_publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "preview_links" ADD COLUMN "document_id" uuid;--> statement-breakpoint
CREATE INDEX "preview_links_document_id_idx" ON "preview_links" USING btree ("document_id");