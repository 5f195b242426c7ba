ALTER TABLE "supplier_pictures" ADD COLUMN "review_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "supplier_pictures_review_idx" ON "supplier_pictures" USING btree ("review_at") WHERE "supplier_pictures"."review_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "supplier_pictures_path_idx" ON "supplier_pictures" USING btree ("path");--> statement-breakpoint
-- Pictures uploaded before this migration are looked at once, a day from now: those no product or storefront shows go.
UPDATE "supplier_pictures" SET "review_at" = now() + interval '24 hours';