CREATE TABLE "attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"attempt" uuid NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "known_addresses" (
	"username" text NOT NULL,
	"address" text NOT NULL,
	"last_sign_in" timestamp with time zone NOT NULL,
	CONSTRAINT "known_addresses_username_address_pk" PRIMARY KEY("username","address")
);
--> statement-breakpoint
CREATE INDEX "attempts_key_at_idx" ON "attempts" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "attempts_at_idx" ON "attempts" USING btree ("at");--> statement-breakpoint
CREATE INDEX "attempts_attempt_idx" ON "attempts" USING btree ("attempt");