import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/**
 * Every item and warehouse whose summary disagrees with its ledger (on hand, quarantined) or with
 * the open purchase orders (on order) or the planned shipments (reserved), as readable lines; empty when all agree. The tests and the
 * contention test hold the database to it.
 */
export async function ledgerDisagreements(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    WITH ledger AS (
      SELECT item_id, warehouse_id,
        coalesce(sum(quantity) FILTER (WHERE kind NOT IN ('quarantine_in', 'quarantine_out')), 0)::int AS on_hand,
        coalesce(sum(quantity) FILTER (WHERE kind IN ('quarantine_in', 'quarantine_out')), 0)::int AS quarantined
      FROM stock_movements GROUP BY item_id, warehouse_id
    ), ordered AS (
      SELECT l.item_id, o.warehouse_id, sum(greatest(l.quantity - l.received, 0))::int AS on_order
      FROM purchase_order_lines l JOIN purchase_orders o ON o.id = l.purchase_order_id
      WHERE o.status IN ('Sent', 'Partially received')
      GROUP BY l.item_id, o.warehouse_id
    ), reserving AS (
      SELECT l.item_id, s.warehouse_id, sum(l.quantity)::int AS reserved
      FROM shipment_lines l JOIN shipments s ON s.id = l.shipment_id
      WHERE s.status = 'Planned'
      GROUP BY l.item_id, s.warehouse_id
    )
    SELECT coalesce(s.item_id, l.item_id, o.item_id, r.item_id) AS item_id,
      coalesce(s.warehouse_id, l.warehouse_id, o.warehouse_id, r.warehouse_id) AS warehouse_id,
      coalesce(s.on_hand, 0) AS summary_on_hand, coalesce(l.on_hand, 0) AS ledger_on_hand,
      coalesce(s.quarantined, 0) AS summary_quarantined, coalesce(l.quarantined, 0) AS ledger_quarantined,
      coalesce(s.on_order, 0) AS summary_on_order, coalesce(o.on_order, 0) AS open_on_order,
      coalesce(s.reserved, 0) AS summary_reserved, coalesce(r.reserved, 0) AS planned_reserved
    FROM stock_summaries s
    FULL JOIN ledger l ON l.item_id = s.item_id AND l.warehouse_id = s.warehouse_id
    FULL JOIN ordered o ON o.item_id = coalesce(s.item_id, l.item_id)
      AND o.warehouse_id = coalesce(s.warehouse_id, l.warehouse_id)
    FULL JOIN reserving r ON r.item_id = coalesce(s.item_id, l.item_id, o.item_id)
      AND r.warehouse_id = coalesce(s.warehouse_id, l.warehouse_id, o.warehouse_id)
    WHERE coalesce(s.on_hand, 0) <> coalesce(l.on_hand, 0)
      OR coalesce(s.quarantined, 0) <> coalesce(l.quarantined, 0)
      OR coalesce(s.on_order, 0) <> coalesce(o.on_order, 0)
      OR coalesce(s.reserved, 0) <> coalesce(r.reserved, 0)`);
  return (result as unknown as { rows: Record<string, number>[] }).rows.map(
    (row) =>
      `item ${row.item_id} in warehouse ${row.warehouse_id}: on hand ${row.summary_on_hand} vs ${row.ledger_on_hand}, ` +
      `quarantined ${row.summary_quarantined} vs ${row.ledger_quarantined}, on order ${row.summary_on_order} vs ${row.open_on_order}, ` +
      `reserved ${row.summary_reserved} vs ${row.planned_reserved}`,
  );
}
