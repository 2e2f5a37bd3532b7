import { inArray, sql } from 'drizzle-orm';
import { messages, vendorInputSchema, type VendorInput } from '@solar/shared/domain';
import { vendors } from '../purchase-orders/purchase-orders-tables';
import { uploadPaths } from './imports-menu-paths';
import type { CheckedUploadRow, UploadKind, UploadRowValues } from './imports-kinds';

interface VendorCheckContext {
  /** Vendor name (lower case) → the first row that had it. */
  firstRowOf: Map<string, number>;
}

const fields = [
  {
    key: 'name',
    label: 'Name',
    required: true,
    names: ['name', 'vendor', 'vendorname', 'supplier'],
  },
  {
    key: 'contact',
    label: 'Contact',
    required: false,
    names: ['contact', 'contactname', 'contactperson'],
  },
  { key: 'email', label: 'E-mail', required: false, names: ['email', 'emailaddress', 'mail'] },
  {
    key: 'phone',
    label: 'Phone',
    required: false,
    names: ['phone', 'phonenumber', 'telephone', 'tel'],
  },
  {
    key: 'lead_time_days',
    label: 'Lead time (days)',
    required: false,
    names: ['leadtime', 'leadtimedays', 'leadtimeindays', 'days'],
  },
] as const;

/**
 * Vendors for purchase orders, checked with the vendor form's rules. A name an existing vendor
 * already has is refused rather than overwritten: the purchase orders page edits vendors.
 */
export const vendorUploadKind: UploadKind<VendorCheckContext> = {
  menuPaths: uploadPaths,

  async fields() {
    return fields.map(({ key, label, required }) => ({ key, label, required }));
  },

  headerNames(field) {
    return fields.find((each) => each.key === field.key)?.names ?? [];
  },

  async startCheck() {
    return { firstRowOf: new Map() };
  },

  async checkRows(db, context, rows) {
    const names = [
      ...new Set(rows.map((row) => (row.values.name ?? '').trim().toLowerCase()).filter(Boolean)),
    ];
    const taken = new Set(
      names.length === 0
        ? []
        : (
            await db
              .select({ name: sql<string>`lower(${vendors.name})` })
              .from(vendors)
              .where(inArray(sql`lower(${vendors.name})`, names))
          ).map((row) => row.name),
    );
    return rows.map(({ rowNumber, values }) => checkVendorRow(context, taken, rowNumber, values));
  },

  async importRows(tx, parsedRows) {
    const rows = parsedRows as VendorInput[];
    if (rows.length === 0) return;
    // A vendor added by hand since the check keeps its record; the row adds nothing.
    await tx
      .insert(vendors)
      .values(
        rows.map((row) => ({
          name: row.name,
          contact: row.contact,
          email: row.email,
          phone: row.phone,
          leadTimeDays: row.lead_time_days,
        })),
      )
      .onConflictDoNothing();
  },
};

function checkVendorRow(
  context: VendorCheckContext,
  taken: ReadonlySet<string>,
  rowNumber: number,
  values: UploadRowValues,
): CheckedUploadRow {
  const text = (key: string) => (values[key] ?? '').trim();
  const leadTime = text('lead_time_days');
  const result = vendorInputSchema.safeParse({
    name: text('name'),
    contact: text('contact'),
    email: text('email').toLowerCase(),
    phone: text('phone'),
    lead_time_days: leadTime === '' ? 0 : Number(leadTime),
  });
  const problems: CheckedUploadRow['problems'] = result.success
    ? []
    : result.error.issues.map((issue) => ({
        field: String(issue.path[0] ?? ''),
        message: issue.message,
      }));
  const key = text('name').toLowerCase();
  if (key !== '') {
    const earlier = context.firstRowOf.get(key);
    if (earlier !== undefined) {
      problems.push({ field: 'name', message: messages.uploadVendorInFileTwice(earlier) });
    } else context.firstRowOf.set(key, rowNumber);
    if (taken.has(key)) problems.push({ field: 'name', message: messages.vendorNameTaken });
  }
  if (problems.length > 0 || !result.success) return { problems, parsed: null };
  return { problems, parsed: result.data };
}
