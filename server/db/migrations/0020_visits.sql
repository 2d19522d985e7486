CREATE TABLE "visit_campaigns" (
	"day" date NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_campaigns_day_utm_source_utm_medium_utm_campaign_pk" PRIMARY KEY("day","utm_source","utm_medium","utm_campaign")
);
--> statement-breakpoint
CREATE TABLE "visit_days" (
	"day" date PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_devices" (
	"day" date NOT NULL,
	"device" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_devices_day_device_pk" PRIMARY KEY("day","device")
);
--> statement-breakpoint
CREATE TABLE "visit_events" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_events_day_path_kind_pk" PRIMARY KEY("day","path","kind")
);
--> statement-breakpoint
CREATE TABLE "visit_pages" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_pages_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "visit_referrers" (
	"day" date NOT NULL,
	"host" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_referrers_day_host_pk" PRIMARY KEY("day","host")
);
--> statement-breakpoint
CREATE TABLE "visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_visitors" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "visit_visitors_day_path_hash_pk" PRIMARY KEY("day","path","hash")
);
