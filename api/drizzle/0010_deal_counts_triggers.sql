-- Custom SQL migration file, put your code below! ---- Exact deal counts per (sales person, stage, province), kept by triggers, so the deals list's
-- total is a sum over a few hundred rows instead of a count over every deal (about 30 ms at
-- 100 000 deals on PGlite, which runs one query at a time). 0 stands for "none" in each key.
-- Rows are changed in key order inside one statement so two concurrent updates moving deals in
-- opposite directions lock the counter rows in the same order (no deadlock).
CREATE OR REPLACE FUNCTION deal_counts_province_of(p_address_id integer) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT province_id FROM addresses WHERE id = p_address_id), 0)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION deal_counts_on_deals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO deal_counts AS c (sales_person_id, stage_id, province_id, count)
    VALUES (coalesce(NEW.sales_person_id, 0), NEW.stage_id, deal_counts_province_of(NEW.address_id), 1)
    ON CONFLICT (sales_person_id, stage_id, province_id) DO UPDATE SET count = c.count + 1;
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE deal_counts SET count = count - 1
    WHERE sales_person_id = coalesce(OLD.sales_person_id, 0) AND stage_id = OLD.stage_id
      AND province_id = deal_counts_province_of(OLD.address_id);
    RETURN NULL;
  END IF;
  -- UPDATE: only a change of one of the keys moves the deal between counters.
  IF coalesce(NEW.sales_person_id, 0) = coalesce(OLD.sales_person_id, 0)
     AND NEW.stage_id = OLD.stage_id AND NEW.address_id = OLD.address_id THEN
    RETURN NULL;
  END IF;
  INSERT INTO deal_counts AS c (sales_person_id, stage_id, province_id, count)
  SELECT k.sales_person_id, k.stage_id, k.province_id, sum(k.delta)::integer
  FROM (VALUES
      (coalesce(OLD.sales_person_id, 0), OLD.stage_id, deal_counts_province_of(OLD.address_id), -1),
      (coalesce(NEW.sales_person_id, 0), NEW.stage_id, deal_counts_province_of(NEW.address_id), 1)
    ) AS k(sales_person_id, stage_id, province_id, delta)
  GROUP BY k.sales_person_id, k.stage_id, k.province_id
  ORDER BY k.sales_person_id, k.stage_id, k.province_id
  ON CONFLICT (sales_person_id, stage_id, province_id) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER deal_counts_on_deals AFTER INSERT OR DELETE OR UPDATE OF sales_person_id, stage_id, address_id
ON deals FOR EACH ROW EXECUTE FUNCTION deal_counts_on_deals();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION deal_counts_on_deals_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM deal_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER deal_counts_on_deals_truncate AFTER TRUNCATE ON deals
FOR EACH STATEMENT EXECUTE FUNCTION deal_counts_on_deals_truncate();
--> statement-breakpoint
-- An address moved to another province (or its province deleted) moves its deals' counts.
CREATE OR REPLACE FUNCTION deal_counts_on_addresses() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(NEW.province_id, 0) = coalesce(OLD.province_id, 0) THEN
    RETURN NULL;
  END IF;
  INSERT INTO deal_counts AS c (sales_person_id, stage_id, province_id, count)
  SELECT k.sales_person_id, k.stage_id, k.province_id, sum(k.delta)::integer
  FROM (
    SELECT coalesce(d.sales_person_id, 0) AS sales_person_id, d.stage_id,
      coalesce(OLD.province_id, 0) AS province_id, -1 AS delta
    FROM deals d WHERE d.address_id = NEW.id
    UNION ALL
    SELECT coalesce(d.sales_person_id, 0), d.stage_id, coalesce(NEW.province_id, 0), 1
    FROM deals d WHERE d.address_id = NEW.id
  ) AS k
  GROUP BY k.sales_person_id, k.stage_id, k.province_id
  ORDER BY k.sales_person_id, k.stage_id, k.province_id
  ON CONFLICT (sales_person_id, stage_id, province_id) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER deal_counts_on_addresses AFTER UPDATE OF province_id ON addresses
FOR EACH ROW EXECUTE FUNCTION deal_counts_on_addresses();
--> statement-breakpoint
INSERT INTO deal_counts (sales_person_id, stage_id, province_id, count)
SELECT coalesce(d.sales_person_id, 0), d.stage_id, coalesce(a.province_id, 0), count(*)::integer
FROM deals d JOIN addresses a ON a.id = d.address_id
GROUP BY 1, 2, 3;
