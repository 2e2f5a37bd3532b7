import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  messages,
  planningSettingsDefaults,
  type PlanningBulkEdit,
  type PlanningCategory,
  type PlanningItemPage,
  type PlanningSettings,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { containsPattern } from '../../db/like-pattern';
import { HttpError } from '../../http/http-error';
import { vendors } from '../purchase-orders/purchase-orders-tables';
import { stockItemSettings, warehouses } from '../stock/stock-tables';
import { items } from '../zoho/zoho-tables';
import { planningCategorySettings, planningItemSettings } from './demand-tables';

/** An item's category: its item number's prefix before the first dash (MOD, INV, RAIL…). */
export const itemCategory = sql<string>`split_part(${items.itemno}, '-', 1)`;

type SettingsColumns = typeof planningItemSettings | typeof planningCategorySettings;
const settingsColumnsOf = (table: SettingsColumns) => ({
  planned: table.planned,
  leadTimeDays: table.leadTimeDays,
  safetyStock: table.safetyStock,
  moq: table.moq,
  orderMultiple: table.orderMultiple,
  preferredVendorId: table.preferredVendorId,
  planningWarehouseId: table.planningWarehouseId,
});
type SettingsRow = {
  planned: boolean | null;
  leadTimeDays: number | null;
  safetyStock: number | null;
  moq: number | null;
  orderMultiple: number | null;
  preferredVendorId: number | null;
  planningWarehouseId: number | null;
};

function settingsOf(row: SettingsRow | null): PlanningSettings | null {
  if (!row || row.planned === null) return null;
  return {
    planned: row.planned,
    lead_time_days: row.leadTimeDays!,
    safety_stock: row.safetyStock!,
    moq: row.moq!,
    order_multiple: row.orderMultiple!,
    preferred_vendor_id: row.preferredVendorId,
    planning_warehouse_id: row.planningWarehouseId,
  };
}

function columnsOf(settings: PlanningSettings) {
  return {
    planned: settings.planned,
    leadTimeDays: settings.lead_time_days,
    safetyStock: settings.safety_stock,
    moq: settings.moq,
    orderMultiple: settings.order_multiple,
    preferredVendorId: settings.preferred_vendor_id,
    planningWarehouseId: settings.planning_warehouse_id,
  };
}

interface PlanningItemQuery {
  page: number;
  pageSize: number;
  search: string;
  category: string | undefined;
}

/**
 * One page of items with the planning settings in force: the item's own, else its category's
 * default, else none (an item MRP will report as without settings).
 */
export async function listPlanningItems(
  db: Database,
  query: PlanningItemQuery,
): Promise<PlanningItemPage> {
  const conditions: SQL[] = [];
  const search = query.search.trim();
  if (search !== '') {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(items.itemno, pattern), ilike(items.itemdes, pattern))!);
  }
  if (query.category) conditions.push(sql`${itemCategory} = ${query.category}`);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const own = settingsColumnsOf(planningItemSettings);
  const byCategory = settingsColumnsOf(planningCategorySettings);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        itemId: items.id,
        itemno: items.itemno,
        itemdes: items.itemdes,
        category: itemCategory,
        own,
        byCategory,
        reorderPoint: stockItemSettings.reorderPoint,
      })
      .from(items)
      .leftJoin(planningItemSettings, eq(planningItemSettings.itemId, items.id))
      .leftJoin(stockItemSettings, eq(stockItemSettings.itemId, items.id))
      .leftJoin(planningCategorySettings, eq(planningCategorySettings.category, itemCategory))
      .where(where)
      .orderBy(asc(items.itemno))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(items)
      .where(where),
  ]);
  return {
    results: rows.map((row) => {
      const ownSettings = settingsOf(row.own);
      const categorySettings = settingsOf(row.byCategory);
      return {
        item_id: row.itemId,
        itemno: row.itemno,
        itemdes: row.itemdes,
        category: row.category,
        source: ownSettings ? 'item' : categorySettings ? 'category' : 'none',
        settings: ownSettings ?? categorySettings,
        reorder_point: row.reorderPoint,
      };
    }),
    count: total?.count ?? 0,
  };
}

async function requireReferences(db: Database, fields: Partial<PlanningSettings>): Promise<void> {
  if (fields.preferred_vendor_id != null) {
    const [vendor] = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.id, fields.preferred_vendor_id));
    if (!vendor) throw new HttpError(400, messages.planningUnknownVendor);
  }
  if (fields.planning_warehouse_id != null) {
    const [warehouse] = await db
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(eq(warehouses.id, fields.planning_warehouse_id));
    if (!warehouse) throw new HttpError(400, messages.planningUnknownWarehouse);
  }
}

/**
 * Sets the chosen fields on every selected item in one transaction. An item without its own
 * setting starts from what applied to it (its category's default, else the defaults), so setting
 * one field never silently changes the others it had.
 */
export async function bulkEditPlanningItems(
  db: Database,
  edit: PlanningBulkEdit,
): Promise<{ count: number }> {
  const itemIds = [...new Set(edit.item_ids)];
  return inTransaction(db, async (tx) => {
    await requireReferences(tx, edit.set);
    const rows = await tx
      .select({
        itemId: items.id,
        own: settingsColumnsOf(planningItemSettings),
        byCategory: settingsColumnsOf(planningCategorySettings),
      })
      .from(items)
      .leftJoin(planningItemSettings, eq(planningItemSettings.itemId, items.id))
      .leftJoin(planningCategorySettings, eq(planningCategorySettings.category, itemCategory))
      .where(inArray(items.id, itemIds))
      .for('update', { of: items });
    if (rows.length !== itemIds.length) {
      throw new HttpError(400, messages.planningSettingsUnknownItem);
    }
    const values = rows.map((row) => ({
      itemId: row.itemId,
      ...columnsOf({
        ...(settingsOf(row.own) ?? settingsOf(row.byCategory) ?? planningSettingsDefaults),
        ...edit.set,
      }),
    }));
    await tx
      .insert(planningItemSettings)
      .values(values)
      .onConflictDoUpdate({
        target: planningItemSettings.itemId,
        set: {
          planned: sql`excluded.planned`,
          leadTimeDays: sql`excluded.lead_time_days`,
          safetyStock: sql`excluded.safety_stock`,
          moq: sql`excluded.moq`,
          orderMultiple: sql`excluded.order_multiple`,
          preferredVendorId: sql`excluded.preferred_vendor_id`,
          planningWarehouseId: sql`excluded.planning_warehouse_id`,
          version: sql`${planningItemSettings.version} + 1`,
          updatedAt: new Date(),
        },
      });
    return { count: values.length };
  });
}

/** Removes the selected items' own settings: they take their category's default again. */
export async function clearPlanningItems(
  db: Database,
  itemIds: number[],
): Promise<{ count: number }> {
  const deleted = await db
    .delete(planningItemSettings)
    .where(inArray(planningItemSettings.itemId, itemIds))
    .returning({ itemId: planningItemSettings.itemId });
  return { count: deleted.length };
}

/** Every category the catalogue has, with its item count and default. */
export async function listPlanningCategories(db: Database): Promise<PlanningCategory[]> {
  const counted = db
    .select({
      itemCategory: sql<string>`${itemCategory}`.as('item_category'),
      itemCount: sql<number>`count(*)::int`.as('item_count'),
    })
    .from(items)
    .groupBy(itemCategory)
    .as('counted');
  const rows = await db
    .select({
      category: counted.itemCategory,
      itemCount: counted.itemCount,
      settings: settingsColumnsOf(planningCategorySettings),
    })
    .from(counted)
    .leftJoin(planningCategorySettings, eq(planningCategorySettings.category, counted.itemCategory))
    .orderBy(asc(counted.itemCategory));
  return rows.map((row) => ({
    category: row.category,
    item_count: row.itemCount,
    settings: settingsOf(row.settings),
  }));
}

/** Saves a category's default; its items without own settings take it at once. */
export async function saveCategoryDefault(
  db: Database,
  category: string,
  settings: PlanningSettings,
): Promise<PlanningCategory> {
  await inTransaction(db, async (tx) => {
    await requireReferences(tx, settings);
    await tx
      .insert(planningCategorySettings)
      .values({ category, ...columnsOf(settings) })
      .onConflictDoUpdate({
        target: planningCategorySettings.category,
        set: {
          ...columnsOf(settings),
          version: sql`${planningCategorySettings.version} + 1`,
          updatedAt: new Date(),
        },
      });
  });
  const all = await listPlanningCategories(db);
  return all.find((row) => row.category === category) ?? { category, item_count: 0, settings };
}
