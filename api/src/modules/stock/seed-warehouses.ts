import { count } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { warehouses } from './stock-tables';

/** A new installation starts with one warehouse, since stock needs somewhere to be. */
export async function seedWarehouses(db: Database): Promise<number> {
  const [existing] = await db.select({ value: count() }).from(warehouses);
  if ((existing?.value ?? 0) > 0) return 0;
  await db.insert(warehouses).values({ name: 'Main warehouse', address: '' });
  return 1;
}
