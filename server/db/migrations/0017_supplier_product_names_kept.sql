-- supplier_product_names follows supplier_products: per statement, with transition tables, so an
-- insert of many offers changes each name once, not once per row. Names are added in name order
-- so that two writers of the same names wait for each other instead of deadlocking.
CREATE FUNCTION supplier_product_names_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO supplier_product_names AS kept (search_name, active_offers)
    SELECT search_name, count(*) FROM added WHERE is_active GROUP BY search_name ORDER BY search_name
    ON CONFLICT (search_name) DO UPDATE SET active_offers = kept.active_offers + excluded.active_offers;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO supplier_product_names AS kept (search_name, active_offers)
    SELECT search_name, sum(change) FROM (
      SELECT search_name, 1 AS change FROM added WHERE is_active
      UNION ALL SELECT search_name, -1 FROM removed WHERE is_active
    ) changed GROUP BY search_name HAVING sum(change) <> 0 ORDER BY search_name
    ON CONFLICT (search_name) DO UPDATE SET active_offers = kept.active_offers + excluded.active_offers;
    DELETE FROM supplier_product_names WHERE active_offers <= 0 AND search_name IN (SELECT search_name FROM removed);
  ELSE
    UPDATE supplier_product_names kept SET active_offers = kept.active_offers - gone.offers
    FROM (SELECT search_name, count(*) AS offers FROM removed WHERE is_active GROUP BY search_name ORDER BY search_name) gone
    WHERE kept.search_name = gone.search_name;
    DELETE FROM supplier_product_names WHERE active_offers <= 0 AND search_name IN (SELECT search_name FROM removed);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER supplier_product_names_on_insert AFTER INSERT ON supplier_products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION supplier_product_names_follow();
--> statement-breakpoint
CREATE TRIGGER supplier_product_names_on_update AFTER UPDATE ON supplier_products
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION supplier_product_names_follow();
--> statement-breakpoint
CREATE TRIGGER supplier_product_names_on_delete AFTER DELETE ON supplier_products
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION supplier_product_names_follow();
--> statement-breakpoint
CREATE FUNCTION supplier_product_names_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM supplier_product_names;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER supplier_product_names_on_truncate AFTER TRUNCATE ON supplier_products
  FOR EACH STATEMENT EXECUTE FUNCTION supplier_product_names_clear();
--> statement-breakpoint
-- Counted afresh: here for the offers already there, and by the seed after a bulk load that ran
-- with triggers off (session_replication_role = replica).
CREATE FUNCTION supplier_product_names_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM supplier_product_names;
  INSERT INTO supplier_product_names (search_name, active_offers)
  SELECT search_name, count(*) FROM supplier_products WHERE is_active GROUP BY search_name;
$$;
--> statement-breakpoint
SELECT supplier_product_names_recount();
