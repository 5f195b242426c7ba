CREATE TABLE "base_product_offers" (
	"base_product_id" bigint PRIMARY KEY NOT NULL,
	"live_offers" integer NOT NULL,
	"low_price" bigint
);
--> statement-breakpoint
ALTER TABLE "base_product_offers" ADD CONSTRAINT "base_product_offers_base_product_id_base_products_id_fk" FOREIGN KEY ("base_product_id") REFERENCES "public"."base_products"("id") ON DELETE cascade ON UPDATE no action;