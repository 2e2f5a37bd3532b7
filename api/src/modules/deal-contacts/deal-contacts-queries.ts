import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import {
  type ContactInputParsed,
  type ContactUpdateParsed,
  type DealContact,
  messages,
  type NamedItem,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { recordTimelineEvent } from '../timeline';
import { HttpError } from '../../http/http-error';
import { versionConflict } from '../../http/version-conflict';
import { deals } from '../deals/deals-tables';
import { type DealCaller, requireDealAccess } from '../deals';
import { contactTypes, dealContacts } from './deal-contacts-tables';

/** `GET /api/crm/plus/contact-types/`: display order. */
export async function listContactTypes(db: Database): Promise<NamedItem[]> {
  return db
    .select({ id: contactTypes.id, name: contactTypes.name })
    .from(contactTypes)
    .orderBy(asc(contactTypes.sortOrder), asc(contactTypes.id));
}

const contactColumns = {
  id: dealContacts.id,
  dealId: dealContacts.dealId,
  typeId: contactTypes.id,
  typeName: contactTypes.name,
  firstName: dealContacts.firstName,
  lastName: dealContacts.lastName,
  email: dealContacts.email,
  phone: dealContacts.phone,
  notes: dealContacts.notes,
  isPrimary: dealContacts.isPrimary,
  version: dealContacts.version,
  createdAt: dealContacts.createdAt,
  updatedAt: dealContacts.updatedAt,
};

function selectContacts(db: Database) {
  return db
    .select(contactColumns)
    .from(dealContacts)
    .innerJoin(contactTypes, eq(contactTypes.id, dealContacts.contactTypeId));
}

type ContactRow = Awaited<ReturnType<ReturnType<typeof selectContacts>['execute']>>[number];

function toContact(row: ContactRow): DealContact {
  return {
    id: row.id,
    deal: row.dealId,
    contact_type: { id: row.typeId, name: row.typeName },
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    is_primary: row.isPrimary,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Primary first, then the order they were added. */
const contactOrder = [
  desc(dealContacts.isPrimary),
  asc(dealContacts.createdAt),
  asc(dealContacts.id),
];

/** `GET /api/crm/plus/deal/{dealId}/contacts/`. */
export async function listDealContacts(
  db: Database,
  caller: DealCaller,
  dealId: number,
): Promise<DealContact[]> {
  await requireDealAccess(db, caller, dealId);
  const rows = await selectContacts(db)
    .where(eq(dealContacts.dealId, dealId))
    .orderBy(...contactOrder);
  return rows.map(toContact);
}

async function readContact(db: Database, dealId: number, contactId: number): Promise<DealContact> {
  const [row] = await selectContacts(db).where(
    and(eq(dealContacts.id, contactId), eq(dealContacts.dealId, dealId)),
  );
  if (!row) throw new HttpError(404, messages.apiContactNotFound);
  return toContact(row);
}

async function requireContactType(db: Database, id: number): Promise<void> {
  const [row] = await db
    .select({ id: contactTypes.id })
    .from(contactTypes)
    .where(eq(contactTypes.id, id));
  if (!row) throw new HttpError(400, messages.apiUnknownContactType);
}

/**
 * Runs `change` in a transaction holding the deal's row lock, after the access check: two
 * requests changing one deal's contacts at once are serialised, so the "exactly one primary"
 * rule cannot be broken by a race (the partial unique index would answer 500 instead).
 */
async function withDealLocked<T>(
  db: Database,
  caller: DealCaller,
  dealId: number,
  change: (tx: Database) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    await requireDealAccess(tx, caller, dealId);
    await tx.select({ id: deals.id }).from(deals).where(eq(deals.id, dealId)).for('update');
    return change(tx);
  });
}

/**
 * Takes the primary mark from the deal's primary contact (but `exceptId`). Losing the mark is a
 * change of that contact: its version goes up, so whoever loaded it as primary cannot take the
 * mark back without seeing the move.
 */
async function clearPrimary(tx: Database, dealId: number, exceptId?: number): Promise<void> {
  await tx
    .update(dealContacts)
    .set({ isPrimary: false, version: sql`${dealContacts.version} + 1` })
    .where(
      and(
        eq(dealContacts.dealId, dealId),
        eq(dealContacts.isPrimary, true),
        exceptId === undefined ? undefined : ne(dealContacts.id, exceptId),
      ),
    );
}

/** Makes the oldest contact of the deal primary when it has contacts but no primary. */
async function promoteOldestIfNoPrimary(tx: Database, dealId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE ${dealContacts} SET is_primary = true, version = version + 1
    WHERE id = (
      SELECT id FROM ${dealContacts} WHERE deal_id = ${dealId}
      ORDER BY created_at, id LIMIT 1
    )
    AND NOT EXISTS (SELECT 1 FROM ${dealContacts} WHERE deal_id = ${dealId} AND is_primary)`);
}

/** `POST /api/crm/plus/deal/{dealId}/contacts/`: the deal's first contact is always primary. */
export async function createDealContact(
  db: Database,
  caller: DealCaller,
  dealId: number,
  input: ContactInputParsed,
): Promise<DealContact> {
  const id = await withDealLocked(db, caller, dealId, async (tx) => {
    await requireContactType(tx, input.contact_type);
    if (input.is_primary === true) await clearPrimary(tx, dealId);
    const [primary] = await tx
      .select({ id: dealContacts.id })
      .from(dealContacts)
      .where(and(eq(dealContacts.dealId, dealId), eq(dealContacts.isPrimary, true)));
    const [created] = await tx
      .insert(dealContacts)
      .values({
        dealId,
        contactTypeId: input.contact_type,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: input.phone,
        notes: input.notes,
        isPrimary: primary === undefined,
      })
      .returning({ id: dealContacts.id });
    await recordTimelineEvent(tx, {
      dealId,
      kind: 'deal_contact.added',
      details: {
        contact_id: created!.id,
        name: [input.first_name, input.last_name].filter(Boolean).join(' '),
      },
      actorUserId: caller.id,
    });
    return created!.id;
  });
  return readContact(db, dealId, id);
}

/**
 * `PUT /api/crm/plus/deal/{dealId}/contacts/{contactId}/`: every field. `is_primary: true` moves
 * the primary mark here; `false` on the primary hands it to the oldest other contact (a deal
 * with contacts always keeps one primary, so on a lone contact it stays). Only from the version
 * the user loaded (checked under the deal's row lock): a stale save is 409 and changes nothing.
 * The answer is the contact as this save left it.
 */
export async function updateDealContact(
  db: Database,
  caller: DealCaller,
  dealId: number,
  contactId: number,
  input: ContactUpdateParsed,
): Promise<DealContact> {
  return withDealLocked(db, caller, dealId, async (tx) => {
    const current = await readContact(tx, dealId, contactId);
    if (current.version !== input.version) throw versionConflict();
    await requireContactType(tx, input.contact_type);
    let isPrimary = current.is_primary;
    if (input.is_primary === true && !current.is_primary) {
      await clearPrimary(tx, dealId, contactId);
      isPrimary = true;
    } else if (input.is_primary === false && current.is_primary) {
      isPrimary = false;
    }
    await tx
      .update(dealContacts)
      .set({
        contactTypeId: input.contact_type,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: input.phone,
        notes: input.notes,
        isPrimary,
        version: current.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(dealContacts.id, contactId));
    if (!isPrimary) {
      // Oldest other contact first; this one only if it is alone.
      await tx.execute(sql`
        UPDATE ${dealContacts}
        SET is_primary = true, version = version + (CASE WHEN id = ${contactId} THEN 0 ELSE 1 END)
        WHERE id = (
          SELECT id FROM ${dealContacts} WHERE deal_id = ${dealId}
          ORDER BY (id = ${contactId}), created_at, id LIMIT 1
        )
        AND NOT EXISTS (SELECT 1 FROM ${dealContacts} WHERE deal_id = ${dealId} AND is_primary)`);
    }
    // Read under the deal's lock: the answer is this save's result, not a later save's.
    return readContact(tx, dealId, contactId);
  });
}

/**
 * `DELETE /api/crm/plus/deal/{dealId}/contacts/{contactId}/?version=`: only the version the user
 * saw (409 otherwise); the oldest remaining contact becomes primary.
 */
export async function deleteDealContact(
  db: Database,
  caller: DealCaller,
  dealId: number,
  contactId: number,
  version: number,
): Promise<void> {
  await withDealLocked(db, caller, dealId, async (tx) => {
    const current = await readContact(tx, dealId, contactId);
    if (current.version !== version) throw versionConflict();
    await tx.delete(dealContacts).where(eq(dealContacts.id, contactId));
    await promoteOldestIfNoPrimary(tx, dealId);
  });
}

/** `has_contact` of the deals list row, as a column expression on `deals`. */
export const dealHasContactSql = sql<boolean>`exists (select 1 from ${dealContacts} where ${dealContacts.dealId} = ${deals.id})`;

/**
 * The deal's customer as documents name them: its primary contact (its first contact if none is
 * marked primary) with name, email and phone, each null when blank; null without a contact.
 */
export async function primaryContactOf(
  db: Database,
  dealId: number,
): Promise<{ name: string | null; email: string | null; phone: string | null } | null> {
  const [contact] = await db
    .select({
      firstName: dealContacts.firstName,
      lastName: dealContacts.lastName,
      email: dealContacts.email,
      phone: dealContacts.phone,
    })
    .from(dealContacts)
    .where(eq(dealContacts.dealId, dealId))
    .orderBy(desc(dealContacts.isPrimary), asc(dealContacts.id))
    .limit(1);
  if (!contact) return null;
  const name = `${contact.firstName} ${contact.lastName}`.trim();
  return { name: name || null, email: contact.email || null, phone: contact.phone || null };
}
