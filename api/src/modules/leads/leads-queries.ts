import { and, asc, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  type Lead,
  type LeadConvertResponse,
  type LeadDuplicates,
  type LeadInputParsed,
  type LeadStatus,
  type LeadUpdateParsed,
  leadAddressKey,
  messages,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { containsPattern } from '../../db/like-pattern';
import { users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { versionConflict } from '../../http/version-conflict';
import { type DealCaller, teamIdsSql, visibleDealsCondition } from '../deals';
import { addresses, dealEvents, deals } from '../deals/deals-tables';
import { contactTypes, dealContacts } from '../deal-contacts/deal-contacts-tables';
import { insertDeal, requireAssignableSalesPerson, withDealNameRule } from '../crm';
import { recordTimelineEvent } from '../timeline';
import { leads } from './leads-tables';

const leadColumns = {
  id: leads.id,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  phone: leads.phone,
  address: leads.address,
  source: leads.source,
  interest: leads.interest,
  notes: leads.notes,
  ownerId: leads.ownerId,
  ownerUsername: sql<
    string | null
  >`(select ${users.username} from ${users} where ${users.id} = ${leads.ownerId})`,
  ownerEmail: sql<
    string | null
  >`(select ${users.email} from ${users} where ${users.id} = ${leads.ownerId})`,
  status: leads.status,
  disqualifyReason: leads.disqualifyReason,
  convertedDealId: leads.convertedDealId,
  version: leads.version,
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
};

function selectLeads(db: Database) {
  return db.select(leadColumns).from(leads);
}

type LeadRow = Awaited<ReturnType<ReturnType<typeof selectLeads>['execute']>>[number];

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    source: row.source as Lead['source'],
    interest: row.interest as Lead['interest'],
    notes: row.notes,
    owner:
      row.ownerId === null
        ? null
        : { id: row.ownerId, username: row.ownerUsername ?? '', email: row.ownerEmail ?? '' },
    status: row.status as LeadStatus,
    disqualify_reason: row.disqualifyReason,
    converted_deal: row.convertedDealId === null ? null : { id: row.convertedDealId },
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Leads the caller may see: owned by themselves or anyone below them (superuser: all). */
function visibleLeadsCondition(caller: DealCaller): SQL | undefined {
  return visibleDealsCondition(caller, leads.ownerId);
}

/**
 * THE per-lead access rule, the deals' rule on the lead's owner: 404 for a lead that does not
 * exist, 403 for one owned outside the caller's team.
 */
export async function requireLeadAccess(
  db: Database,
  caller: DealCaller,
  leadId: number,
): Promise<void> {
  const [row] = await db
    .select({
      id: leads.id,
      allowed: caller.isSuperuser
        ? sql<boolean>`true`
        : sql<boolean>`coalesce(${leads.ownerId} IN ${teamIdsSql(caller.id)}, false)`,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!row) throw new HttpError(404, messages.apiLeadNotFound);
  if (!row.allowed) throw new HttpError(403, messages.noLeadPermission);
}

/** A person as the lead's timeline names them then: full name, else username, else e-mail. */
async function personName(tx: Database, userId: number): Promise<string> {
  const [row] = await tx
    .select({
      name: sql<string>`coalesce(
        nullif(btrim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''),
        nullif(${users.username}, ''),
        ${users.email})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name ?? '';
}

const leadNameOf = (lead: { firstName: string; lastName: string }) =>
  [lead.firstName, lead.lastName].filter((part) => part !== '').join(' ');

/** Records a new owner on the lead's timeline, in the transaction that assigns them. */
async function recordAssignment(
  tx: Database,
  caller: DealCaller,
  leadId: number,
  ownerId: number,
): Promise<void> {
  await recordTimelineEvent(tx, {
    leadId,
    kind: 'lead.assigned',
    details: { owner_id: ownerId, owner_name: await personName(tx, ownerId) },
    actorUserId: caller.id,
  });
}

async function readLead(db: Database, leadId: number): Promise<Lead> {
  const [row] = await selectLeads(db).where(eq(leads.id, leadId));
  if (!row) throw new HttpError(404, messages.apiLeadNotFound);
  return toLead(row);
}

export interface LeadListFilters {
  search?: string;
  status?: LeadStatus;
  source?: string;
  owners?: number[];
}

/** The list's (and the export's) condition: access, then the filters and the search. */
function listCondition(caller: DealCaller, filters: LeadListFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [visibleLeadsCondition(caller)];
  if (filters.status !== undefined) conditions.push(eq(leads.status, filters.status));
  if (filters.source !== undefined) conditions.push(eq(leads.source, filters.source));
  if (filters.owners?.length) conditions.push(inArray(leads.ownerId, filters.owners));
  const search = filters.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(
      or(
        sql`(${leads.firstName} || ' ' || ${leads.lastName}) ILIKE ${pattern}`,
        sql`${leads.email} ILIKE ${pattern}`,
        sql`${leads.phone} ILIKE ${pattern}`,
        sql`${leads.address} ILIKE ${pattern}`,
      ),
    );
  }
  return and(...conditions);
}

/** `GET /api/crm/leads/`: one page, most recently updated first then id, and how many match. */
export async function listLeads(
  db: Database,
  caller: DealCaller,
  filters: LeadListFilters & { page: number; pageSize: number },
): Promise<{ results: Lead[]; count: number }> {
  const where = listCondition(caller, filters);
  const [rows, [total]] = await Promise.all([
    selectLeads(db)
      .where(where)
      .orderBy(desc(leads.updatedAt), desc(leads.id))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(leads)
      .where(where),
  ]);
  return { results: rows.map(toLead), count: Number(total?.count ?? 0) };
}

/**
 * Where a keyset walk of the list's order stopped: the last row's `updated_at` as the database's
 * text (a JavaScript date would drop its microseconds and skip rows) and its id.
 */
export interface LeadCursor {
  at: string;
  id: number;
}

/**
 * The export's walk: the rows after `cursor` in the list's order under the list's condition,
 * so an export reads exactly what the list shows, a page at a time.
 */
export async function leadsAfter(
  db: Database,
  caller: DealCaller,
  filters: LeadListFilters,
  cursor: LeadCursor | null,
  limit: number,
): Promise<{ rows: Lead[]; next: LeadCursor | null }> {
  const after = cursor
    ? sql`(${leads.updatedAt}, ${leads.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
    : undefined;
  const rows = await db
    .select({ ...leadColumns, cursorAt: sql<string>`${leads.updatedAt}::text` })
    .from(leads)
    .where(and(listCondition(caller, filters), after))
    .orderBy(desc(leads.updatedAt), desc(leads.id))
    .limit(limit);
  const last = rows.at(-1);
  return {
    rows: rows.map(toLead),
    next: rows.length === limit && last ? { at: last.cursorAt, id: last.id } : null,
  };
}

/** `GET /api/crm/leads/{id}/`. */
export async function leadDetails(db: Database, caller: DealCaller, leadId: number) {
  await requireLeadAccess(db, caller, leadId);
  return readLead(db, leadId);
}

/** `POST /api/crm/leads/`: the owner must be someone the caller may assign (themselves by default). */
export async function createLead(
  db: Database,
  caller: DealCaller,
  input: LeadInputParsed,
): Promise<Lead> {
  const id = await inTransaction(db, async (tx) => {
    const ownerId = input.owner ?? caller.id;
    await requireAssignableSalesPerson(tx, caller, ownerId);
    const [created] = await tx
      .insert(leads)
      .values({
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: input.phone,
        address: input.address,
        source: input.source,
        interest: input.interest,
        notes: input.notes,
        ownerId,
        status: input.status,
        disqualifyReason: input.status === 'Disqualified' ? input.disqualify_reason : '',
        createdBy: caller.id,
      })
      .returning({ id: leads.id });
    await recordTimelineEvent(tx, {
      leadId: created!.id,
      kind: 'lead.created',
      details: {
        name: leadNameOf({ firstName: input.first_name, lastName: input.last_name }),
        status: input.status,
        source: input.source,
      },
      actorUserId: caller.id,
    });
    return created!.id;
  });
  return readLead(db, id);
}

/**
 * Locks the lead's row after the access check and refuses a save from an older version: of two
 * saves from one version exactly one wins, the other is 409 and changes nothing.
 */
async function lockedCurrent(tx: Database, caller: DealCaller, leadId: number, version: number) {
  await requireLeadAccess(tx, caller, leadId);
  const [current] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update');
  if (!current) throw new HttpError(404, messages.apiLeadNotFound);
  if (current.version !== version) throw versionConflict();
  return current;
}

/**
 * `PUT /api/crm/leads/{id}/`: every field from the version the user loaded. A Converted lead
 * keeps its status (its contact details stay editable); no save makes a lead Converted.
 */
export async function updateLead(
  db: Database,
  caller: DealCaller,
  leadId: number,
  input: LeadUpdateParsed,
): Promise<Lead> {
  return inTransaction(db, async (tx) => {
    const current = await lockedCurrent(tx, caller, leadId, input.version);
    if (current.status === 'Converted' && input.status !== undefined) {
      throw new HttpError(409, messages.apiLeadAlreadyConverted);
    }
    if (input.owner !== undefined && input.owner !== current.ownerId) {
      await requireAssignableSalesPerson(tx, caller, input.owner);
    }
    const status = input.status ?? current.status;
    await tx
      .update(leads)
      .set({
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: input.phone,
        address: input.address,
        source: input.source,
        interest: input.interest,
        notes: input.notes,
        ...(input.owner !== undefined ? { ownerId: input.owner } : {}),
        status,
        disqualifyReason: status === 'Disqualified' ? input.disqualify_reason : '',
        version: current.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(leads.id, leadId));
    if (status !== current.status) {
      await recordTimelineEvent(tx, {
        leadId,
        kind: 'lead.status_changed',
        details: {
          from: current.status,
          to: status,
          ...(status === 'Disqualified' ? { reason: input.disqualify_reason } : {}),
        },
        actorUserId: caller.id,
      });
    }
    if (input.owner !== undefined && input.owner !== current.ownerId) {
      await recordAssignment(tx, caller, leadId, input.owner);
    }
    return readLead(tx, leadId);
  });
}

/** `POST /api/crm/leads/{id}/assign/`: a new owner the caller may assign, from the loaded version. */
export async function assignLead(
  db: Database,
  caller: DealCaller,
  leadId: number,
  input: { owner: number; version: number },
): Promise<Lead> {
  return inTransaction(db, async (tx) => {
    const current = await lockedCurrent(tx, caller, leadId, input.version);
    await requireAssignableSalesPerson(tx, caller, input.owner);
    await tx
      .update(leads)
      .set({ ownerId: input.owner, version: current.version + 1, updatedAt: new Date() })
      .where(eq(leads.id, leadId));
    if (input.owner !== current.ownerId) await recordAssignment(tx, caller, leadId, input.owner);
    return readLead(tx, leadId);
  });
}

/** The type of the contact a converted lead becomes: the customer who owns the place. */
async function primaryContactTypeId(tx: Database): Promise<number> {
  const [type] = await tx
    .select({ id: contactTypes.id })
    .from(contactTypes)
    .orderBy(asc(contactTypes.sortOrder), asc(contactTypes.id))
    .limit(1);
  if (!type) throw new HttpError(400, messages.apiUnknownContactType);
  return type.id;
}

/**
 * `POST /api/crm/leads/{id}/convert/`: in ONE transaction, creates the deal by the deal-creation
 * rules, makes the lead's person the deal's primary contact, moves the lead's meetings to the
 * deal, and marks the lead Converted with a link to the deal. A lead converted already is 409 and nothing is created; a refused deal
 * (a taken name, an owner the caller may not assign) leaves the lead as it was.
 */
export async function convertLead(
  db: Database,
  caller: DealCaller,
  leadId: number,
  input: { version: number; deal: Parameters<typeof insertDeal>[2] },
): Promise<LeadConvertResponse> {
  const dealId = await withDealNameRule(() =>
    inTransaction(db, async (tx) => {
      await requireLeadAccess(tx, caller, leadId);
      const [current] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update');
      if (!current) throw new HttpError(404, messages.apiLeadNotFound);
      // Checked before the version: a second click on Convert learns why, not "reload".
      if (current.status === 'Converted') {
        throw new HttpError(409, messages.apiLeadAlreadyConverted);
      }
      if (current.version !== input.version) throw versionConflict();
      const newDealId = await insertDeal(tx, caller, input.deal);
      const [contact] = await tx
        .insert(dealContacts)
        .values({
          dealId: newDealId,
          contactTypeId: await primaryContactTypeId(tx),
          firstName: current.firstName,
          lastName: current.lastName,
          email: current.email,
          phone: current.phone,
          notes: current.notes,
          isPrimary: true,
        })
        .returning({ id: dealContacts.id });
      // The lead's meetings are now about the deal, with its person as their customer contact.
      // Meetings sit above leads, so their table is named in SQL rather than imported.
      await tx.execute(sql`UPDATE meetings
        SET deal_id = ${newDealId}, lead_id = NULL, contact_id = ${contact!.id},
          version = version + 1, updated_at = now()
        WHERE lead_id = ${leadId}`);
      await tx
        .update(leads)
        .set({
          status: 'Converted',
          disqualifyReason: '',
          convertedDealId: newDealId,
          version: current.version + 1,
          updatedAt: new Date(),
        })
        .where(eq(leads.id, leadId));
      // The lead's history carries over: its entries join the new deal's timeline and stay on
      // the lead's. One entry with both ids says so on both timelines.
      await tx
        .update(dealEvents)
        .set({ dealId: newDealId })
        .where(and(eq(dealEvents.leadId, leadId), isNull(dealEvents.dealId)));
      await recordTimelineEvent(tx, {
        dealId: newDealId,
        leadId,
        kind: 'lead.converted',
        details: { name: leadNameOf(current), deal_name: input.deal.name },
        actorUserId: caller.id,
      });
      return newDealId;
    }),
  );
  return { lead: await readLead(db, leadId), deal: { id: dealId } };
}

type DuplicateMatch = LeadDuplicates['matches'][number];
type DuplicateField = DuplicateMatch['matched_on'][number];

/**
 * `GET /api/crm/leads/duplicates/`: the leads, deal contacts and deals sharing the email, phone
 * or address (compared as stored: lower-case email, E.164 phone, address case- and
 * space-insensitive). Every team's records count, since the same person is the same person;
 * one the caller may not open is named only by its kind.
 */
export async function leadDuplicates(
  db: Database,
  caller: DealCaller,
  query: { email: string; phone: string; address: string; except?: number },
): Promise<LeadDuplicates> {
  const addressKey = leadAddressKey(query.address);
  const limit = 20;
  const matches: DuplicateMatch[] = [];
  const fieldsOf = (row: { email: string; phone: string; address: string }) => {
    const fields: DuplicateField[] = [];
    if (query.email !== '' && row.email.toLowerCase() === query.email) fields.push('email');
    if (query.phone !== '' && row.phone === query.phone) fields.push('phone');
    if (addressKey !== '' && leadAddressKey(row.address) === addressKey) fields.push('address');
    return fields;
  };

  const leadTerms: SQL[] = [];
  if (query.email !== '') leadTerms.push(eq(leads.email, query.email));
  if (query.phone !== '') leadTerms.push(eq(leads.phone, query.phone));
  if (addressKey !== '') leadTerms.push(sql`lower(${leads.address}) = ${addressKey}`);
  if (leadTerms.length === 0) return { matches };

  const visibleLead = visibleLeadsCondition(caller);
  const leadRows = await db
    .select({
      id: leads.id,
      name: sql<string>`${leads.firstName} || ' ' || ${leads.lastName}`,
      email: leads.email,
      phone: leads.phone,
      address: leads.address,
      visible: visibleLead ? sql<boolean>`coalesce(${visibleLead}, false)` : sql<boolean>`true`,
    })
    .from(leads)
    .where(
      and(or(...leadTerms), query.except === undefined ? undefined : ne(leads.id, query.except)),
    )
    .orderBy(desc(leads.id))
    .limit(limit);
  for (const row of leadRows) {
    matches.push({
      kind: 'lead',
      id: row.visible ? row.id : null,
      name: row.visible ? row.name : null,
      matched_on: fieldsOf(row),
      may_open: row.visible,
    });
  }

  const visibleDeal = visibleDealsCondition(caller);
  const dealVisible = visibleDeal
    ? sql<boolean>`coalesce(${visibleDeal}, false)`
    : sql<boolean>`true`;
  const contactTerms: SQL[] = [];
  if (query.email !== '') contactTerms.push(sql`lower(${dealContacts.email}) = ${query.email}`);
  if (query.phone !== '') contactTerms.push(eq(dealContacts.phone, query.phone));
  if (contactTerms.length > 0) {
    const contactRows = await db
      .select({
        dealId: deals.id,
        name: sql<string>`${dealContacts.firstName} || ' ' || ${dealContacts.lastName}`,
        email: dealContacts.email,
        phone: dealContacts.phone,
        visible: dealVisible,
      })
      .from(dealContacts)
      .innerJoin(deals, eq(deals.id, dealContacts.dealId))
      .where(or(...contactTerms))
      .orderBy(desc(dealContacts.id))
      .limit(limit);
    for (const row of contactRows) {
      matches.push({
        kind: 'contact',
        id: row.visible ? row.dealId : null,
        name: row.visible ? row.name : null,
        matched_on: fieldsOf({ ...row, address: '' }),
        may_open: row.visible,
      });
    }
  }

  if (addressKey !== '') {
    const dealRows = await db
      .select({ id: deals.id, name: deals.name, visible: dealVisible })
      .from(deals)
      .innerJoin(addresses, eq(addresses.id, deals.addressId))
      .where(sql`lower(${addresses.address}) = ${addressKey}`)
      .orderBy(desc(deals.id))
      .limit(limit);
    for (const row of dealRows) {
      matches.push({
        kind: 'deal',
        id: row.visible ? row.id : null,
        name: row.visible ? row.name : null,
        matched_on: ['address'],
        may_open: row.visible,
      });
    }
  }
  return { matches };
}
