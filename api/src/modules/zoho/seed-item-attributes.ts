import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { itemAttributeValues, itemAttributes, items } from './zoho-tables';

/** The attribute planning uses to link a panel size to the items that have it. */
export const ratedPowerAttributeName = 'Rated power';

/** A solar module's description as the catalogue writes it: "405 W mono PERC solar module, …". */
const panelWattage = /^(\d{2,4}) ?W\b.*\bmodule\b/i;

/**
 * On a database that has never had an item attribute: "Rated power" (number, W), with the wattage
 * of every solar module whose description starts with it. Later starts leave the attributes to
 * the administrators. Answers how many values it gave.
 */
export async function seedItemAttributes(db: Database): Promise<number> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(itemAttributes);
  if ((existing?.count ?? 0) > 0) return 0;
  const [ratedPower] = await db
    .insert(itemAttributes)
    .values({ name: ratedPowerAttributeName, type: 'number', unit: 'W' })
    .returning({ id: itemAttributes.id });
  const modules = await db
    .select({ id: items.id, itemdes: items.itemdes })
    .from(items)
    .where(sql`${items.itemdes} ~* '^[0-9]{2,4} ?W'`);
  const values = modules.flatMap((item) => {
    const watts = panelWattage.exec(item.itemdes)?.[1];
    return watts === undefined
      ? []
      : [{ itemId: item.id, attributeId: ratedPower!.id, numberValue: watts, textValue: null }];
  });
  if (values.length > 0) await db.insert(itemAttributeValues).values(values);
  return values.length;
}
