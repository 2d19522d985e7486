CREATE TABLE "visit_page_months" (
	"month" date NOT NULL,
	"path" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_page_months_month_path_pk" PRIMARY KEY("month","path")
);
--> statement-breakpoint
INSERT INTO "visit_page_months" ("month", "path", "views", "visitors")
SELECT date_trunc('month', "day")::date, "path", sum("views"), sum("visitors")
FROM "visit_pages" GROUP BY 1, 2;
