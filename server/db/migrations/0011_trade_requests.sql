CREATE TABLE "membership_plans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"free_per_month" integer NOT NULL,
	"fee_per_publication" bigint NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"period_days" integer DEFAULT 30 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "membership_plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "trade_document_types" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trade_document_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "trade_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uploader_user_id" bigint NOT NULL,
	"trade_request_id" bigint,
	"document_type_id" bigint,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_request_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trade_request_id" bigint NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_user_id" bigint,
	"actor_side" text NOT NULL,
	"note" text,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"buyer_user_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"supplier_product_id" bigint,
	"category_id" bigint,
	"title" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"quantity" numeric(18, 3),
	"unit_id" bigint,
	"delivery_address_id" bigint,
	"delivery_address_text" text,
	"wanted_date" date,
	"description" text DEFAULT '' NOT NULL,
	"listed_unit_price" bigint,
	"counter_unit_price" bigint,
	"counter_delivery_date" date,
	"counter_note" text,
	"agreed_unit_price" bigint,
	"agreed_delivery_date" date,
	"publication_fee" bigint,
	"used_quota" boolean DEFAULT false NOT NULL,
	"fee_paid_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_memberships" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"plan_id" bigint NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "trade_request_id" bigint;--> statement-breakpoint
ALTER TABLE "trade_files" ADD CONSTRAINT "trade_files_uploader_user_id_users_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_files" ADD CONSTRAINT "trade_files_trade_request_id_trade_requests_id_fk" FOREIGN KEY ("trade_request_id") REFERENCES "public"."trade_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_files" ADD CONSTRAINT "trade_files_document_type_id_trade_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."trade_document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_request_events" ADD CONSTRAINT "trade_request_events_trade_request_id_trade_requests_id_fk" FOREIGN KEY ("trade_request_id") REFERENCES "public"."trade_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_request_events" ADD CONSTRAINT "trade_request_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_requests" ADD CONSTRAINT "trade_requests_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_requests" ADD CONSTRAINT "trade_requests_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_requests" ADD CONSTRAINT "trade_requests_supplier_product_id_supplier_products_id_fk" FOREIGN KEY ("supplier_product_id") REFERENCES "public"."supplier_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_requests" ADD CONSTRAINT "trade_requests_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_requests" ADD CONSTRAINT "trade_requests_unit_id_units_of_measurement_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units_of_measurement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_requests" ADD CONSTRAINT "trade_requests_delivery_address_id_delivery_addresses_id_fk" FOREIGN KEY ("delivery_address_id") REFERENCES "public"."delivery_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_memberships" ADD CONSTRAINT "user_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_memberships" ADD CONSTRAINT "user_memberships_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_files_request_idx" ON "trade_files" USING btree ("trade_request_id");--> statement-breakpoint
CREATE INDEX "trade_files_uploader_idx" ON "trade_files" USING btree ("uploader_user_id","trade_request_id");--> statement-breakpoint
CREATE INDEX "trade_request_events_request_idx" ON "trade_request_events" USING btree ("trade_request_id","id");--> statement-breakpoint
CREATE INDEX "trade_requests_buyer_idx" ON "trade_requests" USING btree ("buyer_user_id","updated_at");--> statement-breakpoint
CREATE INDEX "trade_requests_supplier_idx" ON "trade_requests" USING btree ("supplier_id","state","updated_at");--> statement-breakpoint
CREATE INDEX "trade_requests_buyer_published_idx" ON "trade_requests" USING btree ("buyer_user_id","published_at");--> statement-breakpoint
CREATE INDEX "user_memberships_user_idx" ON "user_memberships" USING btree ("user_id","starts_at");--> statement-breakpoint
INSERT INTO "membership_plans" ("code", "name", "free_per_month", "fee_per_publication", "price", "period_days", "sort_order") VALUES
	('base', 'پایه', 3, 500000, 0, 0, 0),
	('silver', 'نقره‌ای', 20, 300000, 15000000, 30, 1),
	('gold', 'طلایی', 100, 100000, 50000000, 30, 2);
--> statement-breakpoint
INSERT INTO "trade_document_types" ("code", "name", "sort_order") VALUES
	('proforma', 'پیش‌فاکتور', 0),
	('specification', 'مشخصات فنی', 1),
	('drawing', 'نقشه یا طرح', 2),
	('certificate', 'گواهی کیفیت یا استاندارد', 3),
	('sample-photo', 'عکس نمونه', 4),
	('other', 'سایر', 5);
