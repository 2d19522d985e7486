CREATE TABLE "enquiry_mail" (
	"id" uuid PRIMARY KEY NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "is_spam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "enquiry_mail_next_idx" ON "enquiry_mail" USING btree ("failed_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "enquiries_spam_created_idx" ON "enquiries" USING btree ("is_spam","created_at","seq");