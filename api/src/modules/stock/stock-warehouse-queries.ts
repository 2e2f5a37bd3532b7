import { asc, eq, sql } from 'drizzle-orm';
import {
  messages,
  type Warehouse,
  type WarehouseInput,
  type WarehouseUpdate,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { HttpError } from '../../http/http-error';
import { versionConflict } from '../../http/version-conflict';
import { warehouses } from './stock-tables';

type WarehouseRow = typeof warehouses.$inferSelect;

function toWarehouse(row: WarehouseRow): Warehouse {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    active: row.active,
    allow_negative: row.allowNegative,
    version: row.version,
  };
}

/** Every warehouse, active ones first, then by name. */
export async function listWarehouses(db: Database): Promise<Warehouse[]> {
  const rows = await db
    .select()
    .from(warehouses)
    .orderBy(
      sql`${warehouses.active} desc`,
      asc(sql`lower(${warehouses.name})`),
      asc(warehouses.id),
    );
  return rows.map(toWarehouse);
}

export async function readWarehouse(db: Database, id: number): Promise<WarehouseRow> {
  const [row] = await db.select().from(warehouses).where(eq(warehouses.id, id));
  if (!row) throw new HttpError(404, messages.warehouseNotFound);
  return row;
}

/** A warehouse stock may come into (a receipt, a transfer, an order): it must be active. */
export async function requireActiveWarehouse(db: Database, id: number): Promise<WarehouseRow> {
  const row = await readWarehouse(db, id);
  if (!row.active) throw new HttpError(409, messages.warehouseInactive);
  return row;
}

async function savingName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'warehouses_name_idx')) {
      throw new HttpError(409, messages.warehouseNameTaken);
    }
    throw error;
  }
}

/** Only an administrator may let a warehouse go below zero (it hides missing receipts). */
function requireMayAllowNegative(isAdministrator: boolean, wanted: boolean, current: boolean) {
  if (wanted !== current && !isAdministrator) {
    throw new HttpError(403, messages.onlyAdministratorsAllowNegative);
  }
}

export async function createWarehouse(
  db: Database,
  input: WarehouseInput,
  isAdministrator: boolean,
): Promise<Warehouse> {
  requireMayAllowNegative(isAdministrator, input.allow_negative, false);
  const [row] = await savingName(() =>
    db
      .insert(warehouses)
      .values({
        name: input.name,
        address: input.address,
        active: input.active,
        allowNegative: input.allow_negative,
      })
      .returning(),
  );
  return toWarehouse(row!);
}

/**
 * Saves a warehouse the user loaded at `version`. Deactivating refuses to leave no active
 * warehouse: every warehouse row is locked first, so two people deactivating the last two at
 * once cannot both succeed.
 */
export async function updateWarehouse(
  db: Database,
  id: number,
  input: WarehouseUpdate,
  isAdministrator: boolean,
): Promise<Warehouse> {
  return inTransaction(db, async (tx) => {
    const all = await tx.select().from(warehouses).orderBy(asc(warehouses.id)).for('update');
    const current = all.find((row) => row.id === id);
    if (!current) throw new HttpError(404, messages.warehouseNotFound);
    if (current.version !== input.version) throw versionConflict();
    requireMayAllowNegative(isAdministrator, input.allow_negative, current.allowNegative);
    if (current.active && !input.active && !all.some((row) => row.id !== id && row.active)) {
      throw new HttpError(409, messages.lastActiveWarehouse);
    }
    const [row] = await savingName(() =>
      tx
        .update(warehouses)
        .set({
          name: input.name,
          address: input.address,
          active: input.active,
          allowNegative: input.allow_negative,
          version: current.version + 1,
          updatedAt: new Date(),
        })
        .where(eq(warehouses.id, id))
        .returning(),
    );
    return toWarehouse(row!);
  });
}
