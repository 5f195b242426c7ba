ALTER TABLE "supplier_product_names" ADD COLUMN "changed_xid" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL;--> statement-breakpoint
CREATE INDEX "supplier_product_names_changed_xid_idx" ON "supplier_product_names" USING btree ("changed_xid");--> statement-breakpoint
-- Every name written says by which transaction, and a name whose last active offer goes stays at
-- zero instead of being deleted: a server that keeps the names in memory reads what changed since
-- it last looked (changed_xid at or past the oldest transaction then running), deletions included.
CREATE OR REPLACE FUNCTION supplier_product_names_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  writer bigint := pg_current_xact_id()::text::bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO supplier_product_names AS kept (search_name, active_offers, changed_xid)
    SELECT search_name, count(*), writer FROM added WHERE is_active GROUP BY search_name ORDER BY search_name
    ON CONFLICT (search_name) DO UPDATE SET active_offers = kept.active_offers + excluded.active_offers, changed_xid = writer;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO supplier_product_names AS kept (search_name, active_offers, changed_xid)
    SELECT search_name, sum(change), writer FROM (
      SELECT search_name, 1 AS change FROM added WHERE is_active
      UNION ALL SELECT search_name, -1 FROM removed WHERE is_active
    ) changed GROUP BY search_name HAVING sum(change) <> 0 ORDER BY search_name
    ON CONFLICT (search_name) DO UPDATE SET active_offers = kept.active_offers + excluded.active_offers, changed_xid = writer;
  ELSE
    UPDATE supplier_product_names kept SET active_offers = kept.active_offers - gone.offers, changed_xid = writer
    FROM (SELECT search_name, count(*) AS offers FROM removed WHERE is_active GROUP BY search_name ORDER BY search_name) gone
    WHERE kept.search_name = gone.search_name;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Counted afresh, names no active offer carries left at zero for the same reason.
CREATE OR REPLACE FUNCTION supplier_product_names_recount() RETURNS void LANGUAGE sql AS $$
  UPDATE supplier_product_names SET active_offers = 0, changed_xid = pg_current_xact_id()::text::bigint WHERE active_offers <> 0;
  INSERT INTO supplier_product_names AS kept (search_name, active_offers)
  SELECT search_name, count(*) FROM supplier_products WHERE is_active GROUP BY search_name
  ON CONFLICT (search_name) DO UPDATE SET active_offers = excluded.active_offers, changed_xid = excluded.changed_xid;
$$;
