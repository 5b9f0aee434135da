CREATE TABLE "boat_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"boat_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"widths" jsonb NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boat_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"boat_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"daily_price_kurus" integer NOT NULL,
	"weekly_price_kurus" integer,
	"min_days" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boat_prices_range_chk" CHECK ("boat_prices"."end_date" >= "boat_prices"."start_date"),
	CONSTRAINT "boat_prices_amount_chk" CHECK ("boat_prices"."daily_price_kurus" > 0),
	CONSTRAINT "boat_prices_weekly_chk" CHECK ("boat_prices"."weekly_price_kurus" is null or "boat_prices"."weekly_price_kurus" > 0)
);
--> statement-breakpoint
CREATE TABLE "boat_reservation_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boat_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" text NOT NULL,
	"boat_id" integer NOT NULL,
	"status" text NOT NULL,
	"channel" text NOT NULL,
	"started_at" date NOT NULL,
	"finished_at" date NOT NULL,
	"guests" smallint DEFAULT 1 NOT NULL,
	"guest_name" text DEFAULT '' NOT NULL,
	"guest_email" text DEFAULT '' NOT NULL,
	"guest_phone" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"total_price_kurus" integer,
	"price_breakdown" jsonb,
	"exchange_rates" jsonb,
	"option_expires_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"confirm_sent_at" timestamp with time zone,
	"bank_sent_at" timestamp with time zone,
	"admin_note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boat_reservations_reservation_id_unique" UNIQUE("reservation_id"),
	CONSTRAINT "boat_reservations_range_chk" CHECK ("boat_reservations"."finished_at" > "boat_reservations"."started_at")
);
--> statement-breakpoint
CREATE TABLE "boat_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boat_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "boats" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_folded" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type_id" integer,
	"marina_id" integer,
	"capacity" smallint DEFAULT 8 NOT NULL,
	"cabins" smallint DEFAULT 0 NOT NULL,
	"length_m" double precision DEFAULT 10 NOT NULL,
	"crew" smallint DEFAULT 1 NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"permit_number" text DEFAULT '' NOT NULL,
	"min_days" smallint DEFAULT 1 NOT NULL,
	"prepayment_percent" smallint DEFAULT 30 NOT NULL,
	"departure_time" text DEFAULT '10:00' NOT NULL,
	"return_time" text DEFAULT '18:00' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boats_slug_unique" UNIQUE("slug"),
	CONSTRAINT "boats_prepayment_chk" CHECK ("boats"."prepayment_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "marinas" (
	"marina_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marinas_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "boat_reservation_id" integer;--> statement-breakpoint
ALTER TABLE "boat_images" ADD CONSTRAINT "boat_images_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_prices" ADD CONSTRAINT "boat_prices_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_reservation_events" ADD CONSTRAINT "boat_reservation_events_reservation_id_boat_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."boat_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_reservation_events" ADD CONSTRAINT "boat_reservation_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_reservations" ADD CONSTRAINT "boat_reservations_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_reservations" ADD CONSTRAINT "boat_reservations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_type_id_boat_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."boat_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_marina_id_marinas_marina_id_fk" FOREIGN KEY ("marina_id") REFERENCES "public"."marinas"("marina_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boat_images_boat_idx" ON "boat_images" USING btree ("boat_id","sort_order");--> statement-breakpoint
CREATE INDEX "boat_prices_boat_idx" ON "boat_prices" USING btree ("boat_id","start_date");--> statement-breakpoint
CREATE INDEX "boat_reservation_events_res_idx" ON "boat_reservation_events" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "boat_reservations_boat_idx" ON "boat_reservations" USING btree ("boat_id","started_at");--> statement-breakpoint
CREATE INDEX "boat_reservations_status_idx" ON "boat_reservations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "boats_type_idx" ON "boats" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "boats_marina_idx" ON "boats" USING btree ("marina_id");--> statement-breakpoint
CREATE INDEX "boats_sort_idx" ON "boats" USING btree ("sort_order","id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_boat_reservation_id_boat_reservations_id_fk" FOREIGN KEY ("boat_reservation_id") REFERENCES "public"."boat_reservations"("id") ON DELETE set null ON UPDATE no action;