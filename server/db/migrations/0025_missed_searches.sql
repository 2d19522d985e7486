CREATE TABLE "missed_searches" (
	"query" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_searched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "missed_searches_count_idx" ON "missed_searches" USING btree ("count","last_searched_at");