import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  checkItemAttributeValue,
  messages,
  type ItemAttribute,
  type ItemAttributeFilterQuery,
  type ItemAttributeType,
  type ItemAttributeValues,
  type ItemAttributeValuesInput,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { HttpError } from '../../http/http-error';
import { versionConflict } from '../../http/version-conflict';
import { itemAttributeValues, itemAttributes, items } from './zoho-tables';

interface DefinitionFields {
  name: string;
  type: ItemAttributeType;
  unit: string;
  options: string[];
}

const definitionColumns = {
  id: itemAttributes.id,
  name: itemAttributes.name,
  type: itemAttributes.type,
  unit: itemAttributes.unit,
  options: itemAttributes.options,
  version: itemAttributes.version,
  item_count: sql<number>`(select count(*)::int from ${itemAttributeValues}
    where ${itemAttributeValues.attributeId} = ${itemAttributes.id})`,
};

function definitionOf(row: {
  id: number;
  name: string;
  type: string;
  unit: string;
  options: string[];
  version: number;
  item_count: number;
}): ItemAttribute {
  return { ...row, type: row.type as ItemAttributeType, item_count: Number(row.item_count) };
}

/** Every attribute definition, by name, with how many items have a value. */
export async function listItemAttributes(db: Database): Promise<ItemAttribute[]> {
  const rows = await db
    .select(definitionColumns)
    .from(itemAttributes)
    .orderBy(asc(sql`lower(${itemAttributes.name})`));
  return rows.map(definitionOf);
}

async function itemAttribute(db: Database, id: number): Promise<ItemAttribute> {
  const [row] = await db
    .select(definitionColumns)
    .from(itemAttributes)
    .where(eq(itemAttributes.id, id));
  if (!row) throw new HttpError(404, messages.apiItemAttributeNotFound);
  return definitionOf(row);
}

export async function createItemAttribute(
  db: Database,
  input: DefinitionFields,
): Promise<ItemAttribute> {
  try {
    const [row] = await db
      .insert(itemAttributes)
      .values(input)
      .returning({ id: itemAttributes.id });
    return await itemAttribute(db, row!.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, messages.apiAttributeNameTaken);
    throw error;
  }
}

/**
 * Saves a definition from the version the user loaded. Values already given must stay valid: the
 * type cannot change once an item has a value, and an option still in use cannot be removed
 * (renaming an option is adding the new one, moving the items, then removing the old one).
 */
export async function updateItemAttribute(
  db: Database,
  id: number,
  input: DefinitionFields & { version: number },
): Promise<ItemAttribute> {
  const { version, ...fields } = input;
  try {
    return await inTransaction(db, async (tx) => {
      const [current] = await tx
        .select()
        .from(itemAttributes)
        .where(eq(itemAttributes.id, id))
        .for('update');
      if (!current) throw new HttpError(404, messages.apiItemAttributeNotFound);
      if (current.version !== version) throw versionConflict();
      if (current.type !== fields.type) {
        const [used] = await tx
          .select({ itemId: itemAttributeValues.itemId })
          .from(itemAttributeValues)
          .where(eq(itemAttributeValues.attributeId, id))
          .limit(1);
        if (used) throw new HttpError(409, messages.apiAttributeTypeLocked);
      }
      if (fields.type === 'choice') {
        const kept = new Set(fields.options.map((option) => option.toLowerCase()));
        const usedOptions = await tx
          .selectDistinct({ value: itemAttributeValues.textValue })
          .from(itemAttributeValues)
          .where(eq(itemAttributeValues.attributeId, id));
        const dropped = usedOptions.find((row) => !kept.has((row.value ?? '').toLowerCase()));
        if (dropped)
          throw new HttpError(409, messages.apiAttributeOptionInUse(dropped.value ?? ''));
        // A value keeps the option's spelling as the definition now writes it.
        for (const option of fields.options) {
          await tx
            .update(itemAttributeValues)
            .set({ textValue: option })
            .where(
              and(
                eq(itemAttributeValues.attributeId, id),
                sql`lower(${itemAttributeValues.textValue}) = lower(${option})`,
              ),
            );
        }
      }
      await tx
        .update(itemAttributes)
        .set({ ...fields, version: sql`${itemAttributes.version} + 1` })
        .where(eq(itemAttributes.id, id));
      return itemAttribute(tx, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, messages.apiAttributeNameTaken);
    throw error;
  }
}

/** Deletes a definition at the version the user saw, with every item's value for it. */
export async function deleteItemAttribute(
  db: Database,
  id: number,
  version: number,
): Promise<void> {
  const deleted = await db
    .delete(itemAttributes)
    .where(and(eq(itemAttributes.id, id), eq(itemAttributes.version, version)))
    .returning({ id: itemAttributes.id });
  if (deleted.length > 0) return;
  await itemAttribute(db, id); // 404 when it does not exist at all
  throw versionConflict();
}

async function itemHeader(db: Database, itemId: number) {
  const [item] = await db
    .select({ itemid: items.id, itemno: items.itemno, itemdes: items.itemdes })
    .from(items)
    .where(eq(items.id, itemId));
  if (!item) throw new HttpError(404, messages.apiItemNotFound);
  return item;
}

/** An item and its attribute values, by attribute name. */
export async function itemAttributeValuesOf(
  db: Database,
  itemId: number,
): Promise<ItemAttributeValues> {
  const item = await itemHeader(db, itemId);
  const rows = await db
    .select({
      attribute_id: itemAttributes.id,
      name: itemAttributes.name,
      type: itemAttributes.type,
      unit: itemAttributes.unit,
      textValue: itemAttributeValues.textValue,
      numberValue: itemAttributeValues.numberValue,
    })
    .from(itemAttributeValues)
    .innerJoin(itemAttributes, eq(itemAttributes.id, itemAttributeValues.attributeId))
    .where(eq(itemAttributeValues.itemId, itemId))
    .orderBy(asc(sql`lower(${itemAttributes.name})`));
  return {
    ...item,
    values: rows.map(({ textValue, numberValue, ...row }) => ({
      ...row,
      type: row.type as ItemAttributeType,
      value: numberValue !== null ? Number(numberValue) : (textValue ?? ''),
    })),
  };
}

/**
 * Checks values against their definitions and answers the rows to store; a problem is a 400 that
 * names the attribute. Shared by the item's own save and the data upload.
 */
export async function typedAttributeRows(
  db: Database,
  itemId: number,
  values: ItemAttributeValuesInput['values'],
): Promise<(typeof itemAttributeValues.$inferInsert)[]> {
  if (values.length === 0) return [];
  const definitions = await db.select().from(itemAttributes);
  const byId = new Map(definitions.map((definition) => [definition.id, definition]));
  const seen = new Set<number>();
  return values.map(({ attribute_id, value }) => {
    const definition = byId.get(attribute_id);
    if (!definition || seen.has(attribute_id)) {
      throw new HttpError(400, messages.apiItemAttributeNotFound);
    }
    seen.add(attribute_id);
    const checked = checkItemAttributeValue(
      { type: definition.type as ItemAttributeType, options: definition.options },
      value,
    );
    if (!checked.ok) {
      throw new HttpError(400, messages.apiAttributeValueFor(definition.name, checked.message));
    }
    return typeof checked.value === 'number'
      ? { itemId, attributeId: attribute_id, textValue: null, numberValue: String(checked.value) }
      : { itemId, attributeId: attribute_id, textValue: checked.value, numberValue: null };
  });
}

/**
 * Replaces an item's attribute values with the given ones (an attribute left out loses its
 * value), in one transaction, so a refused value changes nothing.
 */
export async function saveItemAttributeValues(
  db: Database,
  itemId: number,
  input: ItemAttributeValuesInput,
): Promise<ItemAttributeValues> {
  return inTransaction(db, async (tx) => {
    await itemHeader(tx, itemId);
    // Lock the item so two saves of its values apply one after the other.
    await tx.execute(sql`select 1 from ${items} where ${items.id} = ${itemId} for update`);
    const rows = await typedAttributeRows(tx, itemId, input.values);
    await tx.delete(itemAttributeValues).where(eq(itemAttributeValues.itemId, itemId));
    if (rows.length > 0) await tx.insert(itemAttributeValues).values(rows);
    return itemAttributeValuesOf(tx, itemId);
  });
}

/**
 * The condition "this item has the attribute's value" for any query over `items`: text and
 * choices compare without regard to case, numbers by an inclusive range. Answers undefined when no
 * attribute is chosen; a value or range without an attribute is refused. Another list of items
 * (stock) applies it the same way with its own alias for the item id.
 */
export function itemAttributeFilterCondition(
  filter: ItemAttributeFilterQuery,
  itemIdColumn: SQL | typeof items.id = items.id,
): SQL | undefined {
  const { attribute_id: attributeId, value, min, max } = filter;
  if (attributeId === undefined) {
    if (value !== undefined || min !== undefined || max !== undefined) {
      throw new HttpError(400, messages.apiAttributeFilterNeedsAttribute);
    }
    return undefined;
  }
  const parts: SQL[] = [sql`v.attribute_id = ${attributeId}`];
  if (value !== undefined && value.trim() !== '') {
    parts.push(sql`lower(v.text_value) = lower(${value.trim()})`);
  }
  if (min !== undefined) parts.push(sql`v.number_value >= ${min}`);
  if (max !== undefined) parts.push(sql`v.number_value <= ${max}`);
  return sql`exists (select 1 from ${itemAttributeValues} v
    where v.item_id = ${itemIdColumn} and ${sql.join(parts, sql` and `)})`;
}
