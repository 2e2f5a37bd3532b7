import { seedContactTypes } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { contactTypes } from './deal-contacts-tables';

/** Inserts the missing contact types (never renames or reorders existing ones); returns how many. */
export async function seedDealContactTypes(db: Database): Promise<number> {
  const inserted = await db
    .insert(contactTypes)
    .values(seedContactTypes.map((name, index) => ({ name, sortOrder: (index + 1) * 10 })))
    .onConflictDoNothing()
    .returning({ id: contactTypes.id });
  return inserted.length;
}
