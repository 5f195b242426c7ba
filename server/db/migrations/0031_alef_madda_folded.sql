-- Search now reads «آ» as «ا» (normalizePersian, lib/persian/normalize.ts): buyers type «اهن» for
-- «آهن». Every stored search column gets the same fold. translate() is exactly it: the rest of the
-- normalisation had already been applied to these columns, and the fold only replaces one letter.
UPDATE "base_products" SET "search_name" = translate("search_name", 'آ', 'ا') WHERE "search_name" LIKE '%آ%';--> statement-breakpoint
UPDATE "categories" SET "search_name" = translate("search_name", 'آ', 'ا') WHERE "search_name" LIKE '%آ%';--> statement-breakpoint
UPDATE "suppliers" SET "search_name" = translate("search_name", 'آ', 'ا') WHERE "search_name" LIKE '%آ%';--> statement-breakpoint
-- Its triggers move the offers' counts in supplier_product_names to the folded names.
UPDATE "supplier_products" SET "search_name" = translate("search_name", 'آ', 'ا') WHERE "search_name" LIKE '%آ%';--> statement-breakpoint
UPDATE "units_of_measurement" SET "search_name" = translate("search_name", 'آ', 'ا') WHERE "search_name" LIKE '%آ%';--> statement-breakpoint
UPDATE "countries" SET "search_name" = translate("search_name", 'آ', 'ا') WHERE "search_name" LIKE '%آ%';--> statement-breakpoint
UPDATE "states" SET "search_name" = translate("search_name", 'آ', 'ا') WHERE "search_name" LIKE '%آ%';--> statement-breakpoint
UPDATE "cities" SET "search_name" = translate("search_name", 'آ', 'ا') WHERE "search_name" LIKE '%آ%';--> statement-breakpoint
UPDATE "urban_areas" SET "search_name" = translate("search_name", 'آ', 'ا') WHERE "search_name" LIKE '%آ%';--> statement-breakpoint
UPDATE "pages" SET "search_text" = translate("search_text", 'آ', 'ا') WHERE "search_text" LIKE '%آ%';--> statement-breakpoint
UPDATE "faq_questions" SET "search_text" = translate("search_text", 'آ', 'ا') WHERE "search_text" LIKE '%آ%';--> statement-breakpoint
UPDATE "media_videos" SET "search_text" = translate("search_text", 'آ', 'ا') WHERE "search_text" LIKE '%آ%';--> statement-breakpoint
-- Merchants' normalised names are unique. Two that differ only by «آ» would become one: the older
-- takes the folded name; the later keeps its old one, which an admin's search no longer finds.
UPDATE "merchants" AS m SET "normalized_name" = translate(m."normalized_name", 'آ', 'ا')
WHERE m."normalized_name" LIKE '%آ%'
  AND NOT EXISTS (SELECT 1 FROM "merchants" o WHERE o."normalized_name" = translate(m."normalized_name", 'آ', 'ا'))
  AND m."id" = (SELECT min(s."id") FROM "merchants" s WHERE translate(s."normalized_name", 'آ', 'ا') = translate(m."normalized_name", 'آ', 'ا'));
