CREATE TABLE "audit_log" (
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id" uuid PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"username" text,
	"action" text NOT NULL,
	"target_kind" text,
	"target_id" text,
	"target_name" text,
	"address" text
);
--> statement-breakpoint
CREATE TABLE "revisions" (
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "revisions_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"username" text,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trash" (
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "trash_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"name" text NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL,
	"deleted_by" text,
	"data" jsonb NOT NULL,
	"extra" jsonb,
	"disk_name" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","seq");--> statement-breakpoint
CREATE INDEX "audit_log_user_at_idx" ON "audit_log" USING btree ("username","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_at_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "revisions_item_idx" ON "revisions" USING btree ("kind","item_id","seq");--> statement-breakpoint
CREATE INDEX "trash_deleted_idx" ON "trash" USING btree ("deleted_at","seq");--> statement-breakpoint
CREATE INDEX "trash_item_idx" ON "trash" USING btree ("kind","item_id");