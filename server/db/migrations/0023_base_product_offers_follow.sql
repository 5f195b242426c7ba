-- base_product_offers follows supplier_products as supplier_product_names does (0017, 0019): per
-- statement, with transition tables, so an insert of many offers changes each base product once.
-- Rows are written in base product order, so that two writers of the same base products wait for
-- each other instead of deadlocking. An update counts only the offers whose base product, price or
-- being active changed: an edit of an offer's text neither locks nor writes its base product's row.
-- The lowest price only falls as offers come; when an offer at it goes or changes, it is read
-- again from the live-price index by a later statement than the one that locked the row, which in
-- READ COMMITTED sees what a writer it waited for committed.
CREATE FUNCTION base_product_offers_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone_bases bigint[];
  gone_prices bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO base_product_offers AS kept (base_product_id, live_offers, low_price)
    SELECT base_product_id, count(*), min(price) FROM added WHERE is_active GROUP BY base_product_id ORDER BY base_product_id
    ON CONFLICT (base_product_id) DO UPDATE
      SET live_offers = kept.live_offers + excluded.live_offers, low_price = LEAST(kept.low_price, excluded.low_price);
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    WITH moved AS (
      SELECT r.base_product_id AS old_base, r.price AS old_price, coalesce(r.is_active, false) AS was_live,
             a.base_product_id AS new_base, a.price AS new_price, coalesce(a.is_active, false) AS is_live
      FROM removed r FULL JOIN added a ON a.id = r.id
      WHERE (r.base_product_id, r.price, r.is_active) IS DISTINCT FROM (a.base_product_id, a.price, a.is_active)
    )
    INSERT INTO base_product_offers AS kept (base_product_id, live_offers, low_price)
    SELECT base_product_id, sum(change), min(price) FILTER (WHERE change > 0) FROM (
      SELECT new_base AS base_product_id, 1 AS change, new_price AS price FROM moved WHERE is_live
      UNION ALL SELECT old_base, -1, old_price FROM moved WHERE was_live
    ) changed GROUP BY base_product_id ORDER BY base_product_id
    ON CONFLICT (base_product_id) DO UPDATE
      SET live_offers = kept.live_offers + excluded.live_offers, low_price = LEAST(kept.low_price, excluded.low_price);
    SELECT array_agg(r.base_product_id), array_agg(r.price) INTO gone_bases, gone_prices
    FROM removed r LEFT JOIN added a ON a.id = r.id
    WHERE r.is_active AND r.price IS NOT NULL
      AND (r.base_product_id, r.price, r.is_active) IS DISTINCT FROM (a.base_product_id, a.price, a.is_active);
  ELSE
    PERFORM 1 FROM base_product_offers
      WHERE base_product_id IN (SELECT base_product_id FROM removed WHERE is_active) ORDER BY base_product_id FOR UPDATE;
    UPDATE base_product_offers kept SET live_offers = kept.live_offers - gone.offers
    FROM (SELECT base_product_id, count(*) AS offers FROM removed WHERE is_active GROUP BY base_product_id) gone
    WHERE kept.base_product_id = gone.base_product_id;
    SELECT array_agg(base_product_id), array_agg(price) INTO gone_bases, gone_prices
    FROM removed WHERE is_active AND price IS NOT NULL;
  END IF;
  UPDATE base_product_offers kept SET low_price = (
    SELECT min(o.price) FROM supplier_products o WHERE o.base_product_id = kept.base_product_id AND o.is_active)
  FROM (SELECT base_product_id, min(price) AS price FROM unnest(gone_bases, gone_prices) AS g(base_product_id, price)
        GROUP BY base_product_id) gone
  WHERE kept.base_product_id = gone.base_product_id AND gone.price <= kept.low_price;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER base_product_offers_on_insert AFTER INSERT ON supplier_products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION base_product_offers_follow();
--> statement-breakpoint
CREATE TRIGGER base_product_offers_on_update AFTER UPDATE ON supplier_products
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION base_product_offers_follow();
--> statement-breakpoint
CREATE TRIGGER base_product_offers_on_delete AFTER DELETE ON supplier_products
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION base_product_offers_follow();
--> statement-breakpoint
CREATE FUNCTION base_product_offers_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM base_product_offers;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER base_product_offers_on_truncate AFTER TRUNCATE ON supplier_products
  FOR EACH STATEMENT EXECUTE FUNCTION base_product_offers_clear();
--> statement-breakpoint
-- Counted afresh: here for the offers already there, and by the seed after a bulk load that ran
-- with triggers off (session_replication_role = replica).
CREATE FUNCTION base_product_offers_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM base_product_offers;
  INSERT INTO base_product_offers (base_product_id, live_offers, low_price)
  SELECT base_product_id, count(*), min(price) FROM supplier_products WHERE is_active GROUP BY base_product_id;
$$;
--> statement-breakpoint
SELECT base_product_offers_recount();
