CREATE TABLE "merchant_sale_cities" (
	"merchant_id" bigint NOT NULL,
	"city_id" bigint NOT NULL,
	CONSTRAINT "merchant_sale_cities_merchant_id_city_id_pk" PRIMARY KEY("merchant_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "merchant_sale_settings" (
	"merchant_id" bigint PRIMARY KEY NOT NULL,
	"min_order_amount" bigint,
	"delivery_methods" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"delivery_note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_sale_cities" ADD CONSTRAINT "merchant_sale_cities_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_sale_cities" ADD CONSTRAINT "merchant_sale_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_sale_settings" ADD CONSTRAINT "merchant_sale_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_sale_cities_city_idx" ON "merchant_sale_cities" USING btree ("city_id");