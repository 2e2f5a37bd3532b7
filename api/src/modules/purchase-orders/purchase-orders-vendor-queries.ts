import { asc, eq, sql } from 'drizzle-orm';
import { messages, type Vendor, type VendorInput } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { HttpError } from '../../http/http-error';
import { versionConflict } from '../../http/version-conflict';
import { vendors } from './purchase-orders-tables';

type VendorRow = typeof vendors.$inferSelect;

function toVendor(row: VendorRow): Vendor {
  return {
    id: row.id,
    name: row.name,
    contact: row.contact,
    email: row.email,
    phone: row.phone,
    lead_time_days: row.leadTimeDays,
    version: row.version,
  };
}

/** Every vendor by name: a business buys from tens, not thousands. */
export async function listVendors(db: Database): Promise<Vendor[]> {
  const rows = await db
    .select()
    .from(vendors)
    .orderBy(asc(sql`lower(${vendors.name})`), asc(vendors.id));
  return rows.map(toVendor);
}

async function savingName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'vendors_name_idx')) {
      throw new HttpError(409, messages.vendorNameTaken);
    }
    throw error;
  }
}

const columnsOf = (input: VendorInput) => ({
  name: input.name,
  contact: input.contact,
  email: input.email,
  phone: input.phone,
  leadTimeDays: input.lead_time_days,
});

export async function createVendor(db: Database, input: VendorInput): Promise<Vendor> {
  const [row] = await savingName(() => db.insert(vendors).values(columnsOf(input)).returning());
  return toVendor(row!);
}

export async function updateVendor(
  db: Database,
  id: number,
  input: VendorInput & { version: number },
): Promise<Vendor> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(vendors).where(eq(vendors.id, id)).for('update');
    if (!current) throw new HttpError(404, messages.vendorNotFound);
    if (current.version !== input.version) throw versionConflict();
    const [row] = await savingName(() =>
      tx
        .update(vendors)
        .set({ ...columnsOf(input), version: current.version + 1 })
        .where(eq(vendors.id, id))
        .returning(),
    );
    return toVendor(row!);
  });
}
