CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"villa_id" integer NOT NULL,
	"name" text NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_rating_chk" CHECK ("comments"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"district_id" serial PRIMARY KEY NOT NULL,
	"town_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT 'check' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "features_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" text NOT NULL,
	"villa_id" integer NOT NULL,
	"status" text NOT NULL,
	"channel" text NOT NULL,
	"started_at" date NOT NULL,
	"finished_at" date NOT NULL,
	"adults" smallint DEFAULT 1 NOT NULL,
	"children" smallint DEFAULT 0 NOT NULL,
	"guest_name" text DEFAULT '' NOT NULL,
	"guest_email" text DEFAULT '' NOT NULL,
	"guest_phone" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"total_price_kurus" integer,
	"price_breakdown" jsonb,
	"exchange_rates" jsonb,
	"option_expires_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_reservation_id_unique" UNIQUE("reservation_id"),
	CONSTRAINT "reservations_range_chk" CHECK ("reservations"."finished_at" > "reservations"."started_at")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "towns" (
	"town_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "towns_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "villa_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"villa_id" integer NOT NULL,
	"started_at" date NOT NULL,
	"finished_at" date NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "villa_dates_range_chk" CHECK ("villa_dates"."finished_at" > "villa_dates"."started_at")
);
--> statement-breakpoint
CREATE TABLE "villa_features" (
	"villa_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	CONSTRAINT "villa_features_villa_id_feature_id_pk" PRIMARY KEY("villa_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "villa_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"villa_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"widths" jsonb NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "villa_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"villa_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"nightly_price_kurus" integer NOT NULL,
	"min_nights" smallint DEFAULT 1 NOT NULL,
	"checkin_weekdays" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "villa_prices_range_chk" CHECK ("villa_prices"."end_date" >= "villa_prices"."start_date"),
	CONSTRAINT "villa_prices_amount_chk" CHECK ("villa_prices"."nightly_price_kurus" > 0)
);
--> statement-breakpoint
CREATE TABLE "villa_type_links" (
	"villa_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	CONSTRAINT "villa_type_links_villa_id_type_id_pk" PRIMARY KEY("villa_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "villa_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "villa_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "villas" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_folded" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"town_id" integer,
	"district_id" integer,
	"owner_id" integer,
	"capacity" smallint DEFAULT 2 NOT NULL,
	"bedrooms" smallint DEFAULT 1 NOT NULL,
	"bathrooms" smallint DEFAULT 1 NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"permit_number" text DEFAULT '' NOT NULL,
	"min_stay" smallint DEFAULT 3 NOT NULL,
	"cleaning_fee_kurus" integer DEFAULT 0 NOT NULL,
	"damage_deposit_kurus" integer DEFAULT 0 NOT NULL,
	"prepayment_percent" smallint DEFAULT 30 NOT NULL,
	"check_in_time" text DEFAULT '16:00' NOT NULL,
	"check_out_time" text DEFAULT '10:00' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "villas_slug_unique" UNIQUE("slug"),
	CONSTRAINT "villas_prepayment_chk" CHECK ("villas"."prepayment_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_town_id_towns_town_id_fk" FOREIGN KEY ("town_id") REFERENCES "public"."towns"("town_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_dates" ADD CONSTRAINT "villa_dates_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_features" ADD CONSTRAINT "villa_features_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_features" ADD CONSTRAINT "villa_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_images" ADD CONSTRAINT "villa_images_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_prices" ADD CONSTRAINT "villa_prices_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_type_links" ADD CONSTRAINT "villa_type_links_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_type_links" ADD CONSTRAINT "villa_type_links_type_id_villa_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."villa_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villas" ADD CONSTRAINT "villas_town_id_towns_town_id_fk" FOREIGN KEY ("town_id") REFERENCES "public"."towns"("town_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villas" ADD CONSTRAINT "villas_district_id_districts_district_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("district_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villas" ADD CONSTRAINT "villas_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_villa_idx" ON "comments" USING btree ("villa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "districts_town_slug_idx" ON "districts" USING btree ("town_id","slug");--> statement-breakpoint
CREATE INDEX "reservations_villa_idx" ON "reservations" USING btree ("villa_id","started_at");--> statement-breakpoint
CREATE INDEX "reservations_status_idx" ON "reservations" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "villa_dates_villa_idx" ON "villa_dates" USING btree ("villa_id","started_at");--> statement-breakpoint
CREATE INDEX "villa_images_villa_idx" ON "villa_images" USING btree ("villa_id","sort_order");--> statement-breakpoint
CREATE INDEX "villa_prices_villa_idx" ON "villa_prices" USING btree ("villa_id","start_date");--> statement-breakpoint
CREATE INDEX "villa_type_links_type_idx" ON "villa_type_links" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "villas_owner_idx" ON "villas" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "villas_town_idx" ON "villas" USING btree ("town_id");--> statement-breakpoint
CREATE INDEX "villas_sort_idx" ON "villas" USING btree ("sort_order","id");