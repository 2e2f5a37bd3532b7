import { eq, sql } from 'drizzle-orm';
import {
  type DealDetails,
  demoAccountEmails,
  messages,
  type NamedItem,
} from '@solar/shared/domain';
import { migrationSql } from '../../../testing/migration-sql';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { deals } from '../../deals/deals-tables';

let t: TestApp;
const call = signedInCaller(() => t);
const { rep1 } = demoAccountEmails;
let stage: NamedItem;
let status: NamedItem;

beforeAll(async () => {
  t = await createTestApp();
  stage = (await call(rep1, 'GET', '/api/crm/deal-stages/')).json<NamedItem[]>()[0]!;
  status = (await call(rep1, 'GET', '/api/crm/deal-statuses/')).json<NamedItem[]>()[0]!;
});
afterAll(async () => {
  await t.close();
});

async function dealAt(address: string, name: string): Promise<DealDetails> {
  const response = await call(rep1, 'POST', '/api/crm/deals/', {
    name,
    stage: stage.id,
    status: status.id,
    address: { address, city_text: 'Charlottetown', latitude: 46.23, longitude: -63.13 },
  });
  expect(response.statusCode).toBe(201);
  return response.json<DealDetails>();
}

describe('one deal name per address, enforced by the database', () => {
  it('parallel creates of one name at one address: exactly one succeeds, the rest 409', async () => {
    const first = await dealAt('21 Race Rd', 'First deal');
    const names = ['Race Roof', ' race roof', 'RACE ROOF ', 'Race roof', 'race ROOF'];
    const answers = await Promise.all(
      [...names, ...names.slice(0, 3)].map((name) =>
        call(rep1, 'POST', '/api/crm/deals/', {
          name,
          stage: stage.id,
          status: status.id,
          address_id: first.address.address_id,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toEqual({ message: messages.dealNameAlreadyExists });
    }
    const stored = await t.database.db
      .select()
      .from(deals)
      .where(eq(deals.addressId, first.address.address_id));
    expect(stored.map((row) => row.name.trim().toLowerCase()).sort()).toEqual([
      'first deal',
      'race roof',
    ]);
  });

  it('parallel renames to one name at one address: one succeeds, the other 409', async () => {
    const a = await dealAt('23 Race Rd', 'Deal A');
    const b = await dealAt('23 Race Rd', 'Deal B');
    const answers = await Promise.all(
      [a, b].map((deal) =>
        call(rep1, 'PUT', `/api/crm/deals/${deal.id}/`, {
          name: 'Same Name',
          version: deal.version,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toEqual({ message: messages.dealNameAlreadyExists });
  });

  it('the database itself refuses a second deal of the same trimmed, case-folded name', async () => {
    const deal = await dealAt('25 Race Rd', 'Direct Deal');
    const insert = t.database.db.insert(deals).values({
      name: '  DIRECT deal ',
      stageId: stage.id,
      statusId: status.id,
      addressId: deal.address.address_id,
    });
    await expect(insert).rejects.toMatchObject({ cause: { code: '23505' } });
  });

  it("the migration renames existing duplicates (all but each name's oldest) before indexing", async () => {
    const statements = migrationSql('deal_names_and_events')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => /deals_address_id_name_key_idx|UPDATE "deals"/.test(statement));
    const db = t.database.db;
    const deal = await dealAt('27 Race Rd', 'Twin');
    await db.execute(sql.raw('DROP INDEX "deals_address_id_name_key_idx"'));
    const twins = await db
      .insert(deals)
      .values(
        [' twin', 'TWIN'].map((name) => ({
          name,
          stageId: stage.id,
          statusId: status.id,
          addressId: deal.address.address_id,
        })),
      )
      .returning({ id: deals.id });
    for (const statement of statements) await db.execute(sql.raw(statement));
    const rows = await db
      .select({ id: deals.id, name: deals.name })
      .from(deals)
      .where(eq(deals.addressId, deal.address.address_id))
      .orderBy(deals.id);
    expect(rows).toEqual([
      { id: deal.id, name: 'Twin' },
      { id: twins[0]!.id, name: ` twin (${twins[0]!.id})` },
      { id: twins[1]!.id, name: `TWIN (${twins[1]!.id})` },
    ]);
    const again = db.insert(deals).values({
      name: 'twin',
      stageId: stage.id,
      statusId: status.id,
      addressId: deal.address.address_id,
    });
    await expect(again).rejects.toMatchObject({ cause: { code: '23505' } });
  });
});
