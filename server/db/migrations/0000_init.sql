CREATE TABLE "content" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "documents_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"category" text,
	"sort_order" double precision,
	"url" text,
	"file_id" uuid,
	"mime_type" text,
	"file_size" double precision,
	"preview_image_file_id" uuid,
	"preview_image_url" text,
	"file_url" text,
	"path" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "documents_slug_key" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "enquiries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id" uuid PRIMARY KEY NOT NULL,
	"isim" text NOT NULL,
	"soyisim" text NOT NULL,
	"telefon" text NOT NULL,
	"sektor" text NOT NULL,
	"mesaj" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "files_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"size" double precision NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"disk_name" text
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "pages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id" uuid PRIMARY KEY NOT NULL,
	"page_type" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"titles" text[] DEFAULT '{}' NOT NULL,
	"subtitles" text[] DEFAULT '{}' NOT NULL,
	"descriptions" text[] DEFAULT '{}' NOT NULL,
	"list_titles" text[] DEFAULT '{}' NOT NULL,
	"list_items" text[] DEFAULT '{}' NOT NULL,
	"urls" text[] DEFAULT '{}' NOT NULL,
	"video_urls" text[] DEFAULT '{}' NOT NULL,
	"video_titles" text[] DEFAULT '{}' NOT NULL,
	"video_descriptions" text[] DEFAULT '{}' NOT NULL,
	"background_image_url" text,
	"banner_image_url" text,
	"main_image_url" text,
	"main_image_id" uuid,
	"file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"product_ids" uuid[] DEFAULT '{}' NOT NULL,
	"document_ids" uuid[] DEFAULT '{}' NOT NULL,
	"additional_fields" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pages_slug_key" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "products_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"titles" text[] DEFAULT '{}' NOT NULL,
	"subtitles" text[] DEFAULT '{}' NOT NULL,
	"descriptions" text[] DEFAULT '{}' NOT NULL,
	"home_page_subtitle" text,
	"list_titles" text[] DEFAULT '{}' NOT NULL,
	"list_items" text[] DEFAULT '{}' NOT NULL,
	"urls" text[] DEFAULT '{}' NOT NULL,
	"video_urls" text[] DEFAULT '{}' NOT NULL,
	"video_titles" text[] DEFAULT '{}' NOT NULL,
	"video_descriptions" text[] DEFAULT '{}' NOT NULL,
	"banner_image_url" text,
	"product_main_image_id" uuid,
	"product_image_id" uuid,
	"main_image_url" text,
	"image" text,
	"document_image_ids" uuid[] DEFAULT '{}' NOT NULL,
	"product_detail_image_ids" uuid[] DEFAULT '{}' NOT NULL,
	"document_ids" uuid[] DEFAULT '{}' NOT NULL,
	"file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"document_file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"product_detail_file_ids" uuid[] DEFAULT '{}' NOT NULL,
	"show_contact" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "products_slug_key" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_username_key" UNIQUE("username")
);
--> statement-breakpoint
CREATE INDEX "documents_seq_idx" ON "documents" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at","seq");--> statement-breakpoint
CREATE INDEX "files_seq_idx" ON "files" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "files_path_idx" ON "files" USING hash ("path");--> statement-breakpoint
CREATE INDEX "pages_seq_idx" ON "pages" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "pages_type_seq_idx" ON "pages" USING btree ("page_type","seq");--> statement-breakpoint
CREATE INDEX "pages_name_idx" ON "pages" USING btree ("name");--> statement-breakpoint
CREATE INDEX "products_seq_idx" ON "products" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name");--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_idx" ON "revoked_tokens" USING btree ("expires_at");