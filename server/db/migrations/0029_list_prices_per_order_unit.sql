-- Orders not yet agreed whose unit is not the product's price unit held the list price per the
-- price unit (an order of «۵ تن» at a price per kilogram was totalled as 5 kg). It becomes the
-- price per the order's unit, as trade-requests.ts (listedPriceIn) now keeps it: none in a unit of
-- another kind or where it is not a whole Rial. The product's price unit is taken as the one the
-- order was priced in. Orders already accepted keep the price both sides agreed on.
UPDATE "trade_requests" AS tr
SET "listed_unit_price" = CASE
    WHEN u."quantity_id" = pu."quantity_id"
      AND round(tr."listed_unit_price" * u."factor" / pu."factor") >= 1
      AND abs(tr."listed_unit_price" * u."factor" / pu."factor" - round(tr."listed_unit_price" * u."factor" / pu."factor"))
        < 1e-6 * greatest(1, round(tr."listed_unit_price" * u."factor" / pu."factor"))
    THEN round(tr."listed_unit_price" * u."factor" / pu."factor")::bigint
    ELSE NULL
  END
FROM "supplier_products" AS sp, "units_of_measurement" AS pu, "units_of_measurement" AS u
WHERE tr."supplier_product_id" = sp."id"
  AND pu."id" = sp."price_unit_id"
  AND u."id" = tr."unit_id"
  AND tr."unit_id" <> sp."price_unit_id"
  AND tr."listed_unit_price" IS NOT NULL
  AND tr."state" IN ('draft', 'awaiting_confirmation', 'published', 'countered');--> statement-breakpoint
-- Storefronts opened by their users before listing existed, with no published product and no
-- badge, leave lists, search and the sitemap as new ones do (storefront-listing.ts).
UPDATE "suppliers" AS s SET "is_listed" = false
WHERE s."owner_user_id" IS NOT NULL
  AND NOT s."is_verified"
  AND NOT EXISTS (SELECT 1 FROM "supplier_products" sp WHERE sp."supplier_id" = s."id" AND sp."is_active");
