-- One stage order for everyone who reads it (the dashboard, the deals list, the customer's
-- tracking): 'Proposal Requested' comes after 'Qualification' and before 'Proposal', where a deal
-- waiting for its proposal is, instead of after both closing stages. Stages added by staff keep
-- their order.
UPDATE "deal_stages" SET "sort_order" = CASE "name"
  WHEN 'Initial Contact' THEN 10
  WHEN 'Qualification' THEN 20
  WHEN 'Proposal Requested' THEN 30
  WHEN 'Proposal' THEN 40
  WHEN 'Negotiation' THEN 50
  WHEN 'Closed Won' THEN 60
  WHEN 'Closed Lost' THEN 70
END
WHERE "name" IN ('Initial Contact', 'Qualification', 'Proposal Requested', 'Proposal', 'Negotiation', 'Closed Won', 'Closed Lost');
