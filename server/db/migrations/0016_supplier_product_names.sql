CREATE TABLE "supplier_product_names" (
	"search_name" text PRIMARY KEY NOT NULL,
	"active_offers" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "supplier_product_names_search_name_trgm_idx" ON "supplier_product_names" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supplier_products_live_search_name_idx" ON "supplier_products" USING btree ("search_name","id","supplier_id") WHERE "supplier_products"."is_active";