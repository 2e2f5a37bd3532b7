import { inArray, sql } from 'drizzle-orm';
import {
  checkItemAttributeValue,
  type ItemAttributeType,
  messages,
  type ZohoUploadField,
} from '@solar/shared/domain';
import { uploadPaths } from './imports-menu-paths';
import type { CheckedUploadRow, UploadKind, UploadRowValues } from './imports-kinds';
import { itemAttributeValues, itemAttributes, items } from '../zoho/zoho-tables';

/** What an item row becomes: the item and its attribute values (numbers as numbers). */
interface ParsedItem {
  itemno: string;
  itemdes: string;
  unit: string;
  rate: string;
  status: 'active' | 'inactive';
  values: { attributeId: number; value: string | number }[];
}

interface ItemCheckContext {
  attributes: Map<number, { name: string; type: ItemAttributeType; options: string[] }>;
  /** Item number (lower case) → the first row that had it. */
  firstRowOf: Map<string, number>;
}

const ownFields: readonly (ZohoUploadField & { names: readonly string[]; max: number })[] = [
  {
    key: 'itemno',
    label: 'Item number',
    required: true,
    names: ['itemno', 'itemnumber', 'sku', 'partnumber', 'code'],
    max: 100,
  },
  {
    key: 'itemdes',
    label: 'Description',
    required: true,
    names: ['itemdes', 'description', 'name', 'itemname'],
    max: 500,
  },
  { key: 'unit', label: 'Unit', required: false, names: ['unit', 'uom', 'unitofmeasure'], max: 20 },
  {
    key: 'rate',
    label: 'Rate',
    required: false,
    names: ['rate', 'price', 'unitprice', 'cost'],
    max: 20,
  },
  { key: 'status', label: 'Status', required: false, names: ['status', 'active'], max: 20 },
];

const attributeKey = (id: number) => `attribute:${id}`;
const headerKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Items and their attribute values. A row adds the item, or updates one an earlier upload
 * added; an item number that came from Zoho Inventory is refused (the sync owns it). An empty
 * attribute cell leaves that value as it is.
 */
export const itemUploadKind: UploadKind<ItemCheckContext> = {
  menuPaths: uploadPaths,

  async fields(db) {
    const attributes = await db
      .select()
      .from(itemAttributes)
      .orderBy(sql`lower(${itemAttributes.name})`);
    return [
      ...ownFields.map(({ key, label, required }) => ({ key, label, required })),
      ...attributes.map((attribute) => ({
        key: attributeKey(attribute.id),
        label: attribute.unit ? `${attribute.name} (${attribute.unit})` : attribute.name,
        required: false,
      })),
    ];
  },

  headerNames(field) {
    const own = ownFields.find((each) => each.key === field.key);
    if (own) return own.names;
    // An attribute column is named after the attribute, with or without its unit.
    return [headerKey(field.label), headerKey(field.label.replace(/\s*\([^)]*\)$/, ''))];
  },

  async startCheck(db) {
    const attributes = await db.select().from(itemAttributes);
    return {
      attributes: new Map(
        attributes.map((each) => [
          each.id,
          { name: each.name, type: each.type as ItemAttributeType, options: each.options },
        ]),
      ),
      firstRowOf: new Map(),
    };
  },

  async checkRows(db, context, rows) {
    const numbers = [
      ...new Set(rows.map((row) => (row.values.itemno ?? '').trim()).filter(Boolean)),
    ];
    const fromZoho = new Set(
      numbers.length === 0
        ? []
        : (
            await db
              .select({ itemno: items.itemno })
              .from(items)
              .where(
                sql`${inArray(items.itemno, numbers)} and ${items.zohoItemId} not like 'upload:%'`,
              )
          ).map((row) => row.itemno),
    );
    return rows.map(({ rowNumber, values }) => checkItemRow(context, fromZoho, rowNumber, values));
  },

  async importRows(tx, parsedRows) {
    const rows = parsedRows as ParsedItem[];
    if (rows.length === 0) return;
    const saved = await tx
      .insert(items)
      .values(
        rows.map((row) => ({
          zohoItemId: `upload:${row.itemno}`,
          itemno: row.itemno,
          itemdes: row.itemdes,
          unit: row.unit,
          rate: row.rate,
          status: row.status,
        })),
      )
      .onConflictDoUpdate({
        target: items.zohoItemId,
        set: {
          itemdes: sql`excluded.itemdes`,
          unit: sql`excluded.unit`,
          rate: sql`excluded.rate`,
          status: sql`excluded.status`,
        },
      })
      .returning({ id: items.id, itemno: items.itemno });
    const idOf = new Map(saved.map((row) => [row.itemno, row.id]));
    const values = rows.flatMap((row) =>
      row.values.map(({ attributeId, value }) => ({
        itemId: idOf.get(row.itemno)!,
        attributeId,
        textValue: typeof value === 'string' ? value : null,
        numberValue: typeof value === 'number' ? String(value) : null,
      })),
    );
    if (values.length > 0) {
      await tx
        .insert(itemAttributeValues)
        .values(values)
        .onConflictDoUpdate({
          target: [itemAttributeValues.itemId, itemAttributeValues.attributeId],
          set: {
            textValue: sql`excluded.text_value`,
            numberValue: sql`excluded.number_value`,
          },
        });
    }
  },
};

function checkItemRow(
  context: ItemCheckContext,
  fromZoho: ReadonlySet<string>,
  rowNumber: number,
  values: UploadRowValues,
): CheckedUploadRow {
  const problems: CheckedUploadRow['problems'] = [];
  const text = (key: string) => (values[key] ?? '').trim();
  for (const field of ownFields) {
    const value = text(field.key);
    if (field.required && value === '') {
      problems.push({ field: field.key, message: messages.uploadValueRequired(field.label) });
    } else if (value.length > field.max) {
      problems.push({
        field: field.key,
        message: messages.uploadTextTooLong(field.label, field.max),
      });
    }
  }
  const itemno = text('itemno');
  if (itemno !== '') {
    const key = itemno.toLowerCase();
    const earlier = context.firstRowOf.get(key);
    if (earlier !== undefined) {
      problems.push({ field: 'itemno', message: messages.uploadItemInFileTwice(earlier) });
    } else context.firstRowOf.set(key, rowNumber);
    if (fromZoho.has(itemno))
      problems.push({ field: 'itemno', message: messages.uploadItemFromZoho });
  }
  const rateText = text('rate').replace(/,/g, '');
  const rate = rateText === '' ? 0 : Number(rateText);
  if (!Number.isFinite(rate) || rate < 0 || rate >= 1e12) {
    problems.push({ field: 'rate', message: messages.uploadRateInvalid });
  }
  const statusText = text('status').toLowerCase();
  if (statusText !== '' && statusText !== 'active' && statusText !== 'inactive') {
    problems.push({ field: 'status', message: messages.uploadStatusInvalid });
  }
  const attributeValues: ParsedItem['values'] = [];
  for (const [id, attribute] of context.attributes) {
    const cell = text(attributeKey(id));
    if (cell === '') continue;
    const checked = checkItemAttributeValue(attribute, cell);
    if (checked.ok) attributeValues.push({ attributeId: id, value: checked.value });
    else {
      problems.push({
        field: attributeKey(id),
        message: messages.apiAttributeValueFor(attribute.name, checked.message),
      });
    }
  }
  if (problems.length > 0) return { problems, parsed: null };
  const parsed: ParsedItem = {
    itemno,
    itemdes: text('itemdes'),
    unit: text('unit'),
    rate: rate.toFixed(2),
    status: statusText === 'inactive' ? 'inactive' : 'active',
    values: attributeValues,
  };
  return { problems, parsed };
}
