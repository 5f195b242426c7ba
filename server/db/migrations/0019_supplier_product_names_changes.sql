-- Every row of supplier_product_names written says by which transaction, and a name no active offer
-- carries any more stays at zero instead of being deleted: a server that keeps the names in memory
-- reads only the rows written at or past the oldest transaction running when it last looked
-- (kept-offer-names.ts), and a deleted row would never be read.
CREATE FUNCTION supplier_product_names_written_by() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_xid := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER supplier_product_names_written BEFORE INSERT OR UPDATE ON supplier_product_names
  FOR EACH ROW EXECUTE FUNCTION supplier_product_names_written_by();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION supplier_product_names_follow() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ELSE
    UPDATE supplier_product_names kept SET active_offers = kept.active_offers - gone.offers
    FROM (SELECT search_name, count(*) AS offers FROM removed WHERE is_active GROUP BY search_name ORDER BY search_name) gone
    WHERE kept.search_name = gone.search_name;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION supplier_product_names_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE supplier_product_names SET active_offers = 0 WHERE active_offers <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION supplier_product_names_recount() RETURNS void LANGUAGE sql AS $$
  UPDATE supplier_product_names SET active_offers = 0 WHERE active_offers <> 0;
  INSERT INTO supplier_product_names AS kept (search_name, active_offers)
  SELECT search_name, count(*) FROM supplier_products WHERE is_active GROUP BY search_name
  ON CONFLICT (search_name) DO UPDATE SET active_offers = excluded.active_offers;
$$;
