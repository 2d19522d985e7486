CREATE TABLE "preview_links" (
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "preview_links_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE INDEX "preview_links_product_idx" ON "preview_links" USING btree ("product_id");