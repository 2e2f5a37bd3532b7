import { and, eq, sql } from 'drizzle-orm';
import {
  guessLeadImportColumns,
  leadAddressKey,
  leadImportColumnsSchema,
  leadImportFields,
  leadImportHeaderNames,
  type LeadImportField,
  leadInputOfValues,
  leadInputSchema,
  leadInterests,
  leadSources,
  messages,
  type LeadInputParsed,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { teamIdsSql } from '../deals';
import { leadPaths } from '../leads';
import { leads } from '../leads/leads-tables';
import { recordNotification } from '../notifications';
import type { CheckedUploadRow, UploadKind } from './imports-kinds';

/** The lead a valid row makes: the form's fields as its schema parsed them, and its owner. */
type ParsedLead = Omit<LeadInputParsed, 'owner' | 'status' | 'disqualify_reason'> & {
  owner_id: number;
};

interface LeadCheckContext {
  /** Who imports: owns the rows without an owner column. */
  userId: number;
  /** E-mail → id of every sales person the importer may assign a lead to. */
  owners: Map<string, number>;
  /** `field:value` → the first row of the file that had it. */
  firstRowOf: Map<string, number>;
}

const labels: Record<LeadImportField, string> = {
  full_name: 'Full name',
  first_name: 'First name',
  last_name: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  address: 'Address',
  source: 'Source',
  interest: 'Interest',
  notes: 'Notes',
  owner: 'Owner (e-mail)',
};
const options: Partial<Record<LeadImportField, readonly string[]>> = {
  source: leadSources,
  interest: leadInterests,
};

const duplicateFieldWords = { email: 'e-mail', phone: 'phone', address: 'address' } as const;
type DuplicateField = keyof typeof duplicateFieldWords;
type DuplicateOwner = 'lead' | 'contact' | 'deal';

/** E-mail → id of every sales person the importer may assign a lead to (themselves included). */
async function assignableOwners(db: Database, userId: number): Promise<Map<string, number>> {
  const [caller] = await db
    .select({ isSuperuser: users.isSuperuser })
    .from(users)
    .where(eq(users.id, userId));
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        eq(users.isStaff, true),
        caller?.isSuperuser ? undefined : sql`${users.id} IN ${teamIdsSql(userId)}`,
      ),
    );
  return new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));
}

/**
 * The lead form's duplicates rule for a whole chunk in one statement: which of the chunk's
 * e-mails, phones and address keys an existing lead, deal contact or deal already has. Each
 * branch is answered by an index on the compared form (`leads.email`, `leads.phone`,
 * `lower(leads.address)`, `lower(deal_contacts.email)`, `deal_contacts.phone`,
 * `lower(addresses.address)`).
 */
async function existingDuplicates(
  db: Database,
  emails: readonly string[],
  phones: readonly string[],
  addressKeys: readonly string[],
): Promise<Map<string, DuplicateOwner>> {
  const found = new Map<string, DuplicateOwner>();
  if (emails.length + phones.length + addressKeys.length === 0) return found;
  const list = (values: readonly string[]) =>
    sql`(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
  const result = await db.execute(sql`
    SELECT 'email' AS field, email AS value, 'lead' AS owner FROM leads
      WHERE email IN ${list(emails)}
    UNION ALL SELECT 'phone', phone, 'lead' FROM leads WHERE phone IN ${list(phones)}
    UNION ALL SELECT 'address', lower(address), 'lead' FROM leads
      WHERE lower(address) IN ${list(addressKeys)}
    UNION ALL SELECT 'email', lower(email), 'contact' FROM deal_contacts
      WHERE lower(email) IN ${list(emails)}
    UNION ALL SELECT 'phone', phone, 'contact' FROM deal_contacts WHERE phone IN ${list(phones)}
    UNION ALL SELECT 'address', lower(a.address), 'deal' FROM deals d
      JOIN addresses a ON a.id = d.address_id WHERE lower(a.address) IN ${list(addressKeys)}`);
  const rows = (result as unknown as { rows: { field: string; value: string; owner: string }[] })
    .rows;
  // A value both a lead and a contact have is named as the lead's, as the lead form does.
  const rank = { lead: 0, contact: 1, deal: 2 } as const;
  for (const row of rows) {
    const key = `${row.field}:${row.value}`;
    const owner = row.owner as DuplicateOwner;
    const before = found.get(key);
    if (before === undefined || rank[owner] < rank[before]) found.set(key, owner);
  }
  return found;
}

function checkLeadRow(context: LeadCheckContext, values: Record<string, string>) {
  const { input, ownerEmail } = leadInputOfValues(values);
  const problems: CheckedUploadRow['problems'] = [];
  const result = leadInputSchema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      problems.push({ field: String(issue.path[0] ?? ''), message: issue.message });
    }
  }
  let ownerId: number | null = context.userId;
  if (ownerEmail !== '') {
    ownerId = context.owners.get(ownerEmail) ?? null;
    if (ownerId === null) problems.push({ field: 'owner', message: messages.importOwnerUnknown });
  }
  const lead: ParsedLead | null =
    result.success && ownerId !== null
      ? {
          first_name: result.data.first_name,
          last_name: result.data.last_name,
          email: result.data.email,
          phone: result.data.phone,
          address: result.data.address,
          source: result.data.source,
          interest: result.data.interest,
          notes: result.data.notes,
          owner_id: ownerId,
        }
      : null;
  return { problems, lead };
}

/**
 * Leads, checked with the lead form's schema: the owner named by e-mail among the people the
 * importer may assign (the importer when empty), and a row flagged when its e-mail, phone or
 * address is already a lead's, contact's or deal's, or an earlier row's of the same file.
 */
export const leadUploadKind: UploadKind<LeadCheckContext> = {
  menuPaths: leadPaths,

  async fields() {
    return leadImportFields.map((key) => ({
      key,
      label: labels[key],
      required: false,
      ...(options[key] ? { options: [...options[key]] } : {}),
    }));
  },

  headerNames(field) {
    return leadImportHeaderNames[field.key as LeadImportField] ?? [];
  },

  guessColumns(header) {
    return guessLeadImportColumns(header);
  },

  checkColumns(columns) {
    const result = leadImportColumnsSchema.safeParse(columns);
    return result.success ? null : (result.error.issues[0]?.message ?? null);
  },

  async startCheck(db, upload) {
    return {
      userId: upload.userId,
      owners: await assignableOwners(db, upload.userId),
      firstRowOf: new Map(),
    };
  },

  async checkRows(db, context, rows) {
    const checked = rows.map((row) => ({
      rowNumber: row.rowNumber,
      ...checkLeadRow(context, row.values),
    }));
    const valuesOf = (field: DuplicateField) => [
      ...new Set(
        checked.flatMap((row) => {
          if (!row.lead) return [];
          const value = field === 'address' ? leadAddressKey(row.lead.address) : row.lead[field];
          return value === '' ? [] : [value];
        }),
      ),
    ];
    const existing = await existingDuplicates(
      db,
      valuesOf('email'),
      valuesOf('phone'),
      valuesOf('address'),
    );
    return checked.map((row) => {
      if (!row.lead) return { problems: row.problems, parsed: null };
      const keyed: [DuplicateField, string][] = [
        ['email', row.lead.email],
        ['phone', row.lead.phone],
        ['address', leadAddressKey(row.lead.address)],
      ];
      for (const [field, value] of keyed) {
        if (value === '') continue;
        const key = `${field}:${value}`;
        const owner = existing.get(key);
        if (owner) {
          row.problems.push({
            field,
            message: messages.importDuplicateExisting(duplicateFieldWords[field], owner),
          });
        }
        const earlier = context.firstRowOf.get(key);
        if (earlier === undefined) context.firstRowOf.set(key, row.rowNumber);
        else {
          row.problems.push({
            field,
            message: messages.importDuplicateInFile(duplicateFieldWords[field], earlier),
          });
        }
      }
      return row.problems.length > 0
        ? { problems: row.problems, parsed: null }
        : { problems: row.problems, parsed: row.lead };
    });
  },

  // The checked leads go from the upload's rows into leads inside PostgreSQL, in the statement
  // that marks them imported: a batch no longer travels to the API and back.
  insertMarked(marked, upload) {
    return sql`
      INSERT INTO ${leads} (first_name, last_name, email, phone, address, source, interest, notes,
        owner_id, created_by)
      SELECT m.parsed->>'first_name', m.parsed->>'last_name', m.parsed->>'email',
        m.parsed->>'phone', m.parsed->>'address', m.parsed->>'source', m.parsed->>'interest',
        m.parsed->>'notes', (m.parsed->>'owner_id')::int, ${upload.userId}::int
      FROM ${marked} AS m
      ORDER BY m.row_number`;
  },

  async imported(tx, upload) {
    await recordNotification(tx, {
      recipientId: upload.userId,
      actorUserId: null,
      kind: 'import_finished',
      target: { kind: 'import', uploadId: upload.uploadId },
      parts: { file_name: upload.fileName, imported_rows: String(upload.importedRows) },
    });
  },
};
