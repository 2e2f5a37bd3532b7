ALTER TABLE "deals" ADD COLUMN "system_size_watts" integer;--> statement-breakpoint
CREATE INDEX "deals_stage_id_updated_at_id_idx" ON "deals" USING btree ("stage_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "deals_system_size_idx" ON "deals" USING btree ("stage_id","sales_person_id","address_id","system_size_watts") WHERE "deals"."system_size_watts" IS NOT NULL;--> statement-breakpoint
-- The deal's system size (watts) of its latest proposal version with a saved design, kept on the
-- deal so the pipeline board sums a stage from one index. Recomputed whenever a proposal or a
-- saved design of the deal is written or removed; the deal's own version and updated_at are
-- left alone (the size is derived, not an edit of the deal).
CREATE OR REPLACE FUNCTION deal_system_size_of(p_deal_id integer) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT CASE
      WHEN jsonb_typeof(s.data -> 'panels') = 'array'
        AND jsonb_typeof(s.data -> 'selectedPanelSize') = 'number'
      THEN jsonb_array_length(s.data -> 'panels') * (s.data ->> 'selectedPanelSize')::numeric::integer
    END
  FROM proposals p JOIN proposal_saved_details s ON s.proposal_id = p.id
  WHERE p.deal_id = p_deal_id
  ORDER BY p.proposal_version DESC
  LIMIT 1
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION deal_system_size_refresh(p_deal_id integer) RETURNS void
LANGUAGE sql AS $$
  UPDATE deals SET system_size_watts = deal_system_size_of(p_deal_id)
  WHERE id = p_deal_id AND system_size_watts IS DISTINCT FROM deal_system_size_of(p_deal_id)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION deal_system_size_on_proposals() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM deal_system_size_refresh(OLD.deal_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.deal_id <> OLD.deal_id) THEN
    PERFORM deal_system_size_refresh(NEW.deal_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER deal_system_size_on_proposals
AFTER INSERT OR DELETE OR UPDATE OF deal_id, proposal_version ON proposals
FOR EACH ROW EXECUTE FUNCTION deal_system_size_on_proposals();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION deal_system_size_on_saved_details() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_proposal_id integer;
BEGIN
  IF TG_OP = 'DELETE' THEN v_proposal_id := OLD.proposal_id; ELSE v_proposal_id := NEW.proposal_id; END IF;
  -- A design removed with its proposal: the proposals trigger refreshes the deal.
  PERFORM deal_system_size_refresh(p.deal_id) FROM proposals p WHERE p.id = v_proposal_id;
  IF TG_OP = 'UPDATE' AND NEW.proposal_id <> OLD.proposal_id THEN
    PERFORM deal_system_size_refresh(p.deal_id) FROM proposals p WHERE p.id = OLD.proposal_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER deal_system_size_on_saved_details
AFTER INSERT OR DELETE OR UPDATE OF proposal_id, data ON proposal_saved_details
FOR EACH ROW EXECUTE FUNCTION deal_system_size_on_saved_details();
--> statement-breakpoint
-- Deals that already have designs.
UPDATE deals d SET system_size_watts = deal_system_size_of(d.id)
WHERE EXISTS (SELECT 1 FROM proposals p WHERE p.deal_id = d.id);
