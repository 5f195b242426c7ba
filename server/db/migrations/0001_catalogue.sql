CREATE TABLE "cities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"state_id" bigint NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"slug" text NOT NULL,
	"is_capital" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"country_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "urban_areas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"city_id" bigint NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measurement_quantities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units_of_measurement" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"quantity_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"symbol" text NOT NULL,
	"factor" double precision NOT NULL,
	"is_base" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_cities" (
	"supplier_id" bigint NOT NULL,
	"city_id" bigint NOT NULL,
	CONSTRAINT "sale_cities_supplier_id_city_id_pk" PRIMARY KEY("supplier_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"description" text,
	"city_id" bigint,
	"urban_area_id" bigint,
	"address" text,
	"category_types" text[] NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"phone" text,
	"website" text,
	"founded_year" integer,
	"owner_user_id" bigint,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "base_product_property_values" (
	"base_product_id" bigint NOT NULL,
	"property_id" bigint NOT NULL,
	"number_value" double precision,
	"max_number_value" double precision,
	"unit_id" bigint,
	"base_value" double precision,
	"base_max_value" double precision,
	"text_value" text,
	"bool_value" boolean,
	CONSTRAINT "base_product_property_values_base_product_id_property_id_pk" PRIMARY KEY("base_product_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "base_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category_id" bigint NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"image" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_properties" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"data_type" text NOT NULL,
	"quantity_id" bigint,
	"default_unit_id" bigint,
	"min_value" double precision,
	"max_value" double precision,
	"options" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"is_filterable" boolean DEFAULT true NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_product_property_values" (
	"supplier_product_id" bigint NOT NULL,
	"property_id" bigint NOT NULL,
	"number_value" double precision,
	"max_number_value" double precision,
	"unit_id" bigint,
	"base_value" double precision,
	"base_max_value" double precision,
	"text_value" text,
	"bool_value" boolean,
	CONSTRAINT "supplier_product_property_values_supplier_product_id_property_id_pk" PRIMARY KEY("supplier_product_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_products" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" bigint NOT NULL,
	"base_product_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"category_type" text NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"price" bigint,
	"price_unit_id" bigint,
	"min_order_quantity" double precision,
	"min_order_unit_id" bigint,
	"stock_state" text DEFAULT 'in_stock' NOT NULL,
	"images" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_delegations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"supplier_id" bigint NOT NULL,
	"merchant_id" bigint NOT NULL,
	"scope" text NOT NULL,
	"category_id" bigint,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"normalized_name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"phone" text,
	"city_id" bigint,
	"is_confirmed" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"owner_user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"placement" text NOT NULL,
	"supplier_product_id" bigint,
	"supplier_id" bigint,
	"category_id" bigint,
	"title" text NOT NULL,
	"subtitle" text,
	"image" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertisements_target_check" CHECK ("advertisements"."supplier_product_id" IS NOT NULL OR "advertisements"."supplier_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "page_visit_counters" (
	"page_kind" text NOT NULL,
	"object_id" bigint NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"last_visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_visit_counters_page_kind_object_id_pk" PRIMARY KEY("page_kind","object_id")
);
--> statement-breakpoint
CREATE TABLE "page_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"page_kind" text NOT NULL,
	"object_id" bigint NOT NULL,
	"visitor_key" text NOT NULL,
	"user_id" bigint,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "urban_areas" ADD CONSTRAINT "urban_areas_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units_of_measurement" ADD CONSTRAINT "units_of_measurement_quantity_id_measurement_quantities_id_fk" FOREIGN KEY ("quantity_id") REFERENCES "public"."measurement_quantities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_cities" ADD CONSTRAINT "sale_cities_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_cities" ADD CONSTRAINT "sale_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_urban_area_id_urban_areas_id_fk" FOREIGN KEY ("urban_area_id") REFERENCES "public"."urban_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_product_property_values" ADD CONSTRAINT "base_product_property_values_base_product_id_base_products_id_fk" FOREIGN KEY ("base_product_id") REFERENCES "public"."base_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_product_property_values" ADD CONSTRAINT "base_product_property_values_property_id_category_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."category_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_product_property_values" ADD CONSTRAINT "base_product_property_values_unit_id_units_of_measurement_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units_of_measurement"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_products" ADD CONSTRAINT "base_products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_properties" ADD CONSTRAINT "category_properties_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_properties" ADD CONSTRAINT "category_properties_quantity_id_measurement_quantities_id_fk" FOREIGN KEY ("quantity_id") REFERENCES "public"."measurement_quantities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_properties" ADD CONSTRAINT "category_properties_default_unit_id_units_of_measurement_id_fk" FOREIGN KEY ("default_unit_id") REFERENCES "public"."units_of_measurement"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_product_property_values" ADD CONSTRAINT "supplier_product_property_values_supplier_product_id_supplier_products_id_fk" FOREIGN KEY ("supplier_product_id") REFERENCES "public"."supplier_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_product_property_values" ADD CONSTRAINT "supplier_product_property_values_property_id_category_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."category_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_product_property_values" ADD CONSTRAINT "supplier_product_property_values_unit_id_units_of_measurement_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units_of_measurement"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_base_product_id_base_products_id_fk" FOREIGN KEY ("base_product_id") REFERENCES "public"."base_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_price_unit_id_units_of_measurement_id_fk" FOREIGN KEY ("price_unit_id") REFERENCES "public"."units_of_measurement"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_min_order_unit_id_units_of_measurement_id_fk" FOREIGN KEY ("min_order_unit_id") REFERENCES "public"."units_of_measurement"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_delegations" ADD CONSTRAINT "merchant_delegations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_delegations" ADD CONSTRAINT "merchant_delegations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_delegations" ADD CONSTRAINT "merchant_delegations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_supplier_product_id_supplier_products_id_fk" FOREIGN KEY ("supplier_product_id") REFERENCES "public"."supplier_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_visits" ADD CONSTRAINT "page_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_state_idx" ON "cities" USING btree ("state_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_state_name_key" ON "cities" USING btree ("state_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_key" ON "countries" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "states_code_key" ON "states" USING btree ("code");--> statement-breakpoint
CREATE INDEX "states_country_idx" ON "states" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "urban_areas_city_idx" ON "urban_areas" USING btree ("city_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "measurement_quantities_code_key" ON "measurement_quantities" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "units_of_measurement_code_key" ON "units_of_measurement" USING btree ("code");--> statement-breakpoint
CREATE INDEX "units_of_measurement_quantity_idx" ON "units_of_measurement" USING btree ("quantity_id","sort_order");--> statement-breakpoint
CREATE INDEX "sale_cities_city_idx" ON "sale_cities" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "suppliers_city_idx" ON "suppliers" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "suppliers_owner_idx" ON "suppliers" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "suppliers_search_name_trgm_idx" ON "suppliers" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "base_product_property_values_property_idx" ON "base_product_property_values" USING btree ("property_id","base_value");--> statement-breakpoint
CREATE INDEX "base_products_category_idx" ON "base_products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "base_products_search_name_trgm_idx" ON "base_products" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "category_properties_category_code_key" ON "category_properties" USING btree ("category_id","code");--> statement-breakpoint
CREATE INDEX "sp_property_values_number_idx" ON "supplier_product_property_values" USING btree ("property_id","base_value");--> statement-breakpoint
CREATE INDEX "sp_property_values_text_idx" ON "supplier_product_property_values" USING btree ("property_id","text_value");--> statement-breakpoint
CREATE INDEX "supplier_products_category_active_price_idx" ON "supplier_products" USING btree ("category_id","is_active","price");--> statement-breakpoint
CREATE INDEX "supplier_products_type_active_created_idx" ON "supplier_products" USING btree ("category_type","is_active","created_at");--> statement-breakpoint
CREATE INDEX "supplier_products_supplier_idx" ON "supplier_products" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "supplier_products_base_product_idx" ON "supplier_products" USING btree ("base_product_id");--> statement-breakpoint
CREATE INDEX "supplier_products_created_idx" ON "supplier_products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "supplier_products_search_name_trgm_idx" ON "supplier_products" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merchant_delegations_supplier_idx" ON "merchant_delegations" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "merchant_delegations_merchant_idx" ON "merchant_delegations" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "merchant_delegations_category_idx" ON "merchant_delegations" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_name_key" ON "merchants" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_normalized_name_key" ON "merchants" USING btree ("normalized_name");--> statement-breakpoint
CREATE INDEX "merchants_owner_idx" ON "merchants" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "merchants_normalized_name_trgm_idx" ON "merchants" USING gin ("normalized_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "advertisements_placement_idx" ON "advertisements" USING btree ("placement","is_active","starts_at");--> statement-breakpoint
CREATE INDEX "advertisements_supplier_product_idx" ON "advertisements" USING btree ("supplier_product_id");--> statement-breakpoint
CREATE INDEX "advertisements_supplier_idx" ON "advertisements" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "page_visits_visitor_idx" ON "page_visits" USING btree ("visitor_key","page_kind","visited_at");--> statement-breakpoint
CREATE INDEX "page_visits_object_idx" ON "page_visits" USING btree ("page_kind","object_id");--> statement-breakpoint
CREATE INDEX "page_visits_visited_at_idx" ON "page_visits" USING btree ("visited_at");--> statement-breakpoint
CREATE INDEX "categories_search_name_trgm_idx" ON "categories" USING gin ("search_name" gin_trgm_ops);