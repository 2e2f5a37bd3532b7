import { eq, sql } from 'drizzle-orm';
import {
  defaultProposalData,
  demoAccountEmails,
  messages,
  type ProposalStatus,
  versionConflictCode,
} from '@solar/shared/domain';
import { seedDemoDeals } from '../seed/seed-deals';
import { signedInCaller } from '../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../testing/test-app';
import { users } from '../db/schema';
import { deals } from '../modules/deals/deals-tables';
import { dealContacts } from '../modules/deal-contacts/deal-contacts-tables';
import { powerBills } from '../modules/power-bills/power-bills-tables';
import { proposals } from '../modules/proposals/proposals-tables';
import { powerCompanyIdByName } from '../modules/power-bills/seed-power-companies';
import { items } from '../modules/zoho/zoho-tables';

/**
 * Every versioned record follows one rule: a save or delete carries the version the user loaded;
 * one from an older version answers 409 with the shared message and code and changes nothing.
 * Runs on PGlite and, through `test:pg`, on PostgreSQL (where the parallel saves really race).
 */

let t: TestApp;
const call = signedInCaller(() => t);
const { admin, manager, ops, rep1 } = demoAccountEmails;
let dealIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDeals(t.database.db);
  // rep1's deals: rep1 and their manager both work on them.
  const rows = await t.database.db
    .select({ id: deals.id })
    .from(deals)
    .innerJoin(users, eq(users.id, deals.salesPersonId))
    .where(eq(users.email, rep1))
    .orderBy(deals.id);
  dealIds = rows.map((row) => row.id);
  expect(dealIds.length).toBeGreaterThanOrEqual(10);
}, 180_000);
afterAll(async () => {
  await t.close();
});

type Response = Awaited<ReturnType<typeof call>>;

function expectConflict(response: Response) {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({
    message: messages.recordVersionConflict,
    error: versionConflictCode,
  });
}

/** `count` saves sent at once; exactly one may win. */
async function raceOf(count: number, save: (index: number) => Promise<Response>) {
  const answers = await Promise.all(Array.from({ length: count }, (_, index) => save(index)));
  const statuses = answers.map((answer) => answer.statusCode);
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(count - 1);
  return answers.findIndex((answer) => answer.statusCode === 200);
}

describe('deals', () => {
  const details = (id: number) => `/api/crm/dealdetails/${id}/`;
  const url = (id: number) => `/api/crm/deals/${id}/`;

  it('reads carry the version; a second save from the same version is refused', async () => {
    const id = dealIds[0]!;
    const loaded = (await call(admin, 'GET', details(id))).json<{ version: number }>();
    expect(loaded.version).toBe(1);
    const listed = (await call(admin, 'GET', '/api/crm/deals/?page_size=100')).json<{
      results: { id: number; version: number }[];
    }>();
    expect(listed.results.every((row) => Number.isInteger(row.version))).toBe(true);

    const first = await call(admin, 'PUT', url(id), { name: 'First save', version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'First save', version: 2 });

    expectConflict(await call(manager, 'PUT', url(id), { name: 'Second save', version: 1 }));
    expect((await call(admin, 'GET', details(id))).json()).toMatchObject({
      name: 'First save',
      version: 2,
    });

    const afterReload = await call(manager, 'PUT', url(id), { name: 'After reload', version: 2 });
    expect(afterReload.statusCode).toBe(200);
    expect(afterReload.json()).toMatchObject({ name: 'After reload', version: 3 });
  });

  it('refuses a save or delete without a version', async () => {
    const id = dealIds[1]!;
    expect((await call(admin, 'PUT', url(id), { name: 'No version' })).statusCode).toBe(400);
    expect((await call(admin, 'DELETE', url(id))).statusCode).toBe(400);
  });

  it('deletes only from the current version', async () => {
    const id = dealIds[2]!;
    expect((await call(admin, 'PUT', url(id), { name: 'Changed', version: 1 })).statusCode).toBe(
      200,
    );
    expectConflict(await call(manager, 'DELETE', `${url(id)}?version=1`));
    expect((await call(admin, 'GET', details(id))).statusCode).toBe(200);
    expect((await call(manager, 'DELETE', `${url(id)}?version=2`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', details(id))).statusCode).toBe(404);
  });

  it('lets exactly one of several parallel saves from one version win', async () => {
    const id = dealIds[3]!;
    const winner = await raceOf(6, (index) =>
      call(admin, 'PUT', url(id), { name: `Racer ${index}`, version: 1 }),
    );
    expect((await call(admin, 'GET', details(id))).json()).toMatchObject({
      name: `Racer ${winner}`,
      version: 2,
    });
  });
});

describe('contacts', () => {
  let contactType: number;
  beforeAll(async () => {
    contactType = (await call(admin, 'GET', '/api/crm/plus/contact-types/')).json<
      { id: number }[]
    >()[0]!.id;
  });
  const list = (dealId: number) => `/api/crm/plus/deal/${dealId}/contacts/`;
  const contact = (overrides: Record<string, unknown> = {}) => ({
    contact_type: contactType,
    first_name: 'Pat',
    last_name: 'Gallant',
    email: 'pat@example.com',
    ...overrides,
  });
  const contactsOf = async (dealId: number) =>
    (await call(admin, 'GET', list(dealId))).json<
      { id: number; first_name: string; version: number; is_primary: boolean }[]
    >();

  it('refuses a second save from the same version and keeps the first', async () => {
    const dealId = dealIds[4]!;
    const created = await call(admin, 'POST', list(dealId), contact());
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json<{ id: number; version: number }>();
    expect(version).toBe(1);

    const first = await call(admin, 'PUT', `${list(dealId)}${id}/`, contact({ version: 1 }));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ version: 2 });
    expectConflict(
      await call(
        manager,
        'PUT',
        `${list(dealId)}${id}/`,
        contact({ first_name: 'Stale', version: 1 }),
      ),
    );
    expect((await contactsOf(dealId)).find((row) => row.id === id)).toMatchObject({
      first_name: 'Pat',
      version: 2,
    });
    const reloaded = await call(
      manager,
      'PUT',
      `${list(dealId)}${id}/`,
      contact({ first_name: 'Fresh', version: 2 }),
    );
    expect(reloaded.json()).toMatchObject({ first_name: 'Fresh', version: 3 });

    expect((await call(admin, 'PUT', `${list(dealId)}${id}/`, contact())).statusCode).toBe(400);
    expectConflict(await call(manager, 'DELETE', `${list(dealId)}${id}/?version=2`));
    expect((await contactsOf(dealId)).some((row) => row.id === id)).toBe(true);
    expect((await call(manager, 'DELETE', `${list(dealId)}${id}/?version=3`)).statusCode).toBe(204);
  });

  it('counts losing the primary mark to another contact as a change', async () => {
    const dealId = dealIds[5]!;
    const first = (await call(admin, 'POST', list(dealId), contact())).json<{ id: number }>();
    await call(admin, 'POST', list(dealId), contact({ first_name: 'Sam', is_primary: true }));
    const demoted = (await contactsOf(dealId)).find((row) => row.id === first.id)!;
    expect(demoted).toMatchObject({ is_primary: false, version: 2 });
    // Someone who loaded the contact while it was primary must not take the mark back unseen.
    expectConflict(
      await call(
        manager,
        'PUT',
        `${list(dealId)}${first.id}/`,
        contact({ is_primary: true, version: 1 }),
      ),
    );
  });
});

describe('power bills', () => {
  const twelve = Array.from({ length: 12 }, (_, index) => ({ month: index + 1, usage: 100 }));
  let company: number;
  beforeAll(async () => {
    company = await powerCompanyIdByName(t.database.db, 'Maritime Electric');
  });
  const body = (deal: number, overrides: Record<string, unknown> = {}) => ({
    deal,
    power_company: company,
    bill_name: 'Home bill',
    ...overrides,
  });

  it('refuses a second save from the same version and keeps the first, months included', async () => {
    const deal = dealIds[6]!;
    const created = await call(admin, 'POST', '/api/crm/power-bills/', body(deal));
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json<{ id: number; version: number }>();
    expect(version).toBe(1);
    const url = `/api/crm/power-bills/${id}/`;

    const first = await call(admin, 'PUT', url, body(deal, { details: twelve, version: 1 }));
    expect(first.json()).toMatchObject({ version: 2 });
    const stale = body(deal, {
      bill_name: 'Stale',
      details: twelve.map((month) => ({ ...month, usage: 1 })),
      version: 1,
    });
    expectConflict(await call(manager, 'PUT', url, stale));
    expect((await call(admin, 'GET', url)).json()).toMatchObject({
      bill_name: 'Home bill',
      version: 2,
    });
    const months = (await call(admin, 'GET', `/api/crm/power-bill-details/${id}/`)).json<
      { usage: number }[]
    >();
    expect(months.map((month) => month.usage)).toEqual(twelve.map(() => 100));

    expect((await call(manager, 'PUT', url, { ...stale, version: 2 })).statusCode).toBe(200);
    expect((await call(manager, 'PUT', url, body(deal))).statusCode).toBe(400);
  });

  it('counts a change of months through the detail calls as a change of the bill', async () => {
    const deal = dealIds[7]!;
    const { id } = (await call(admin, 'POST', '/api/crm/power-bills/', body(deal))).json<{
      id: number;
    }>();
    const added = await call(admin, 'POST', '/api/crm/power-bill-details/', {
      power_bill: id,
      month: 1,
      usage: 5,
    });
    expect(added.statusCode).toBe(201);
    expectConflict(
      await call(manager, 'PUT', `/api/crm/power-bills/${id}/`, body(deal, { version: 1 })),
    );
    expect((await call(admin, 'GET', `/api/crm/power-bills/${id}/`)).json()).toMatchObject({
      version: 2,
    });
  });
});

describe('proposals', () => {
  let draft: number;
  beforeAll(async () => {
    const statuses = (await call(admin, 'GET', '/api/crm/proposal-statuses/')).json<
      ProposalStatus[]
    >();
    draft = statuses.find((status) => status.name === 'Draft')!.id;
  });

  it('guards the record, its design and its deletion with one version', async () => {
    const dealId = dealIds[8]!;
    const versions = `/api/crm/deals/${dealId}/proposal-versions/`;
    const created = await call(admin, 'POST', versions, { data: defaultProposalData() });
    expect(created.statusCode).toBe(201);
    const saved = created.json<{ id: number; proposal_version: number; version: number }>();
    expect(saved.version).toBe(1);
    const record = (overrides: Record<string, unknown>) => ({
      deal_id: dealId,
      proposal_version: saved.proposal_version,
      proposal_status_id: draft,
      ...overrides,
    });

    const first = await call(
      admin,
      'PUT',
      `/api/crm/proposals/${saved.id}/`,
      record({ proposal_description: 'First', version: 1 }),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ proposal_description: 'First', version: 2 });
    expectConflict(
      await call(
        manager,
        'PUT',
        `/api/crm/proposals/${saved.id}/`,
        record({ proposal_description: 'Stale', version: 1 }),
      ),
    );

    // The presenter loaded the design at version 1 too: its save would undo nothing of the
    // dialog's, but the record changed since, so it is told to reload.
    const design = { ...defaultProposalData(), selectedTerm: 15 };
    expectConflict(
      await call(manager, 'PUT', `${versions}${saved.id}/`, { data: design, version: 1 }),
    );
    const listed = (await call(admin, 'GET', versions)).json<
      { id: number; version: number; data: { selectedTerm: number } }[]
    >();
    const stored = listed.find((row) => row.id === saved.id)!;
    expect(stored.version).toBe(2);
    expect(stored.data.selectedTerm).toBe(defaultProposalData().selectedTerm);

    const designSaved = await call(manager, 'PUT', `${versions}${saved.id}/`, {
      data: design,
      version: 2,
    });
    expect(designSaved.json()).toMatchObject({ version: 3, data: { selectedTerm: 15 } });
    const detail = await call(admin, 'GET', `/api/crm/proposal-saved-detail/${saved.id}/`);
    expect(detail.json()).toMatchObject({ version: 3 });
    expectConflict(
      await call(admin, 'PUT', `${versions}${saved.id}/`, { data: design, version: 2 }),
    );
    expect((await call(admin, 'GET', `/api/crm/proposals/${saved.id}/`)).json()).toMatchObject({
      proposal: { proposal_description: 'First', version: 3 },
    });

    expectConflict(await call(manager, 'DELETE', `${versions}${saved.id}/?version=2`));
    expect((await call(manager, 'DELETE', `${versions}${saved.id}/?version=3`)).statusCode).toBe(
      204,
    );
  });
});

describe('parts lists', () => {
  async function itemId(itemno: string) {
    const [row] = await t.database.db
      .select({ id: items.id })
      .from(items)
      .where(eq(items.itemno, itemno));
    return row!.id;
  }
  const line = (itemid: number, overrides: Record<string, unknown> = {}) => ({
    itemid,
    calculationmethod: 'Fixed',
    parameter: 1,
    denominator: 1,
    ...overrides,
  });

  it('guards the header with its version and each line with its own', async () => {
    const created = await call(ops, 'POST', '/api/zoho/bom/', { bomdes: 'Kit', bomsts: 'Draft' });
    const bom = created.json<{ id: number; version: number }>();
    expect(bom.version).toBe(1);
    const url = `/api/zoho/bom/${bom.id}/`;

    const first = await call(ops, 'PUT', url, { bomdes: 'Kit A', bomsts: 'Draft', version: 1 });
    expect(first.json()).toMatchObject({ bomdes: 'Kit A', version: 2 });
    expectConflict(
      await call(admin, 'PUT', url, { bomdes: 'Kit B', bomsts: 'Active', version: 1 }),
    );
    expect((await call(ops, 'GET', url)).json()).toMatchObject({ bomdes: 'Kit A', version: 2 });

    const foot = await itemId('ATT-L-FOOT');
    const clamp = await itemId('CLAMP-MID-UNIV');
    const a = (await call(ops, 'POST', `${url}details/`, line(foot))).json<{
      id: number;
      version: number;
    }>();
    const b = (await call(ops, 'POST', `${url}details/`, line(clamp))).json<{ id: number }>();
    expect(a.version).toBe(1);

    const edited = await call(
      ops,
      'PUT',
      `${url}details/?detail_id=${a.id}`,
      line(foot, { parameter: 2, version: 1 }),
    );
    expect(edited.json()).toMatchObject({ parameter: 2, version: 2 });
    expectConflict(
      await call(
        admin,
        'PUT',
        `${url}details/?detail_id=${a.id}`,
        line(foot, { parameter: 9, version: 1 }),
      ),
    );
    // Another line, loaded before that edit, is still current: lines do not conflict with each other.
    const other = await call(
      admin,
      'PUT',
      `${url}details/?detail_id=${b.id}`,
      line(clamp, { parameter: 4, version: 1 }),
    );
    expect(other.statusCode).toBe(200);
    // Nor with the header: the header saved at version 2 is still version 2.
    const header = await call(ops, 'PUT', url, { bomdes: 'Kit C', bomsts: 'Draft', version: 2 });
    expect(header.json()).toMatchObject({ bomdes: 'Kit C', version: 3 });

    const lines = (await call(ops, 'GET', `${url}details/`)).json<
      { id: number; parameter: number; version: number }[]
    >();
    expect(lines.find((row) => row.id === a.id)).toMatchObject({ parameter: 2, version: 2 });

    expectConflict(await call(admin, 'DELETE', `${url}delete_detail/?detail_id=${a.id}&version=1`));
    expect(
      (await call(admin, 'DELETE', `${url}delete_detail/?detail_id=${a.id}&version=2`)).statusCode,
    ).toBe(204);
    await call(admin, 'DELETE', `${url}delete_detail/?detail_id=${b.id}&version=2`);
    expectConflict(await call(admin, 'DELETE', `${url}?version=2`));
    expect((await call(admin, 'DELETE', `${url}?version=3`)).statusCode).toBe(204);
  });

  it('lets exactly one of several parallel line saves from one version win', async () => {
    const bom = (
      await call(ops, 'POST', '/api/zoho/bom/', { bomdes: 'Race kit', bomsts: 'Draft' })
    ).json<{ id: number }>();
    const foot = await itemId('ATT-L-FOOT');
    const url = `/api/zoho/bom/${bom.id}/details/`;
    const added = (await call(ops, 'POST', url, line(foot))).json<{ id: number }>();
    const winner = await raceOf(5, (index) =>
      call(
        ops,
        'PUT',
        `${url}?detail_id=${added.id}`,
        line(foot, { parameter: index + 1, version: 1 }),
      ),
    );
    const [stored] = (await call(ops, 'GET', url)).json<{ parameter: number; version: number }[]>();
    expect(stored).toMatchObject({ parameter: winner + 1, version: 2 });
  });
});

/**
 * A save answers with the record as that save left it: the version in the answer is the one the
 * page sends next time, and under load another person's save can land the moment this one
 * commits. Answering with that newer state would hand the page a version it never saw the
 * changes of, so its next save would silently overwrite them.
 */
describe('a save answers with its own result, even when another save lands right after it', () => {
  /** Runs `save` with `other` (another person's save) landing just after its transaction. */
  async function withSaveRightAfter(other: () => Promise<unknown>, save: () => Promise<Response>) {
    const db = t.database.db;
    const transaction = db.transaction;
    let landed = false;
    db.transaction = (async (...args: Parameters<typeof transaction>) => {
      const result = await transaction.apply(db, args);
      if (!landed) {
        landed = true;
        await other();
      }
      return result;
    }) as typeof transaction;
    try {
      return await save();
    } finally {
      db.transaction = transaction;
    }
  }

  it('deals', async () => {
    const id = dealIds[9]!;
    const { version } = (await call(admin, 'GET', `/api/crm/dealdetails/${id}/`)).json<{
      version: number;
    }>();
    const answer = await withSaveRightAfter(
      () =>
        t.database.db
          .update(deals)
          .set({ name: 'Landed after', version: sql`${deals.version} + 1` })
          .where(eq(deals.id, id)),
      () => call(admin, 'PUT', `/api/crm/deals/${id}/`, { name: 'Own save', version }),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ name: 'Own save', version: version + 1 });
  });

  it('contacts', async () => {
    const dealId = dealIds[9]!;
    const url = `/api/crm/plus/deal/${dealId}/contacts/`;
    const contactType = (await call(admin, 'GET', '/api/crm/plus/contact-types/')).json<
      { id: number }[]
    >()[0]!.id;
    const fields = { contact_type: contactType, first_name: 'Kim', last_name: 'Doiron' };
    const created = (await call(admin, 'POST', url, { ...fields, email: 'kim@example.com' })).json<{
      id: number;
      version: number;
    }>();
    const answer = await withSaveRightAfter(
      () =>
        t.database.db
          .update(dealContacts)
          .set({ firstName: 'Landed after', version: sql`${dealContacts.version} + 1` })
          .where(eq(dealContacts.id, created.id)),
      () =>
        call(admin, 'PUT', `${url}${created.id}/`, {
          ...fields,
          first_name: 'Own save',
          email: 'kim@example.com',
          version: created.version,
        }),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ first_name: 'Own save', version: created.version + 1 });
  });

  it('power bills', async () => {
    const deal = dealIds[9]!;
    const company = await powerCompanyIdByName(t.database.db, 'Maritime Electric');
    const body = { deal, power_company: company, bill_name: 'Home bill' };
    const created = (await call(admin, 'POST', '/api/crm/power-bills/', body)).json<{
      id: number;
      version: number;
    }>();
    const answer = await withSaveRightAfter(
      () =>
        t.database.db
          .update(powerBills)
          .set({ billName: 'Landed after', version: sql`${powerBills.version} + 1` })
          .where(eq(powerBills.id, created.id)),
      () =>
        call(admin, 'PUT', `/api/crm/power-bills/${created.id}/`, {
          ...body,
          bill_name: 'Own save',
          version: created.version,
        }),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ bill_name: 'Own save', version: created.version + 1 });
  });

  it('proposals and their designs', async () => {
    const dealId = dealIds[9]!;
    const draft = (await call(admin, 'GET', '/api/crm/proposal-statuses/'))
      .json<ProposalStatus[]>()
      .find((status) => status.name === 'Draft')!.id;
    const versions = `/api/crm/deals/${dealId}/proposal-versions/`;
    const saved = (await call(admin, 'POST', versions, { data: defaultProposalData() })).json<{
      id: number;
      proposal_version: number;
      version: number;
    }>();
    const landAfter = () =>
      t.database.db
        .update(proposals)
        .set({ proposalDescription: 'Landed after', version: sql`${proposals.version} + 1` })
        .where(eq(proposals.id, saved.id));
    const record = await withSaveRightAfter(landAfter, () =>
      call(admin, 'PUT', `/api/crm/proposals/${saved.id}/`, {
        deal_id: dealId,
        proposal_version: saved.proposal_version,
        proposal_status_id: draft,
        proposal_description: 'Own save',
        version: saved.version,
      }),
    );
    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({
      proposal_description: 'Own save',
      version: saved.version + 1,
    });
    // The record is now two versions on (its own save and the one that landed after it).
    const design = await withSaveRightAfter(landAfter, () =>
      call(admin, 'PUT', `${versions}${saved.id}/`, {
        data: defaultProposalData(),
        version: saved.version + 2,
      }),
    );
    expect(design.statusCode).toBe(200);
    expect(design.json()).toMatchObject({ version: saved.version + 3 });
  });
});
