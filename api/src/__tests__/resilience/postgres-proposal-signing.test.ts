import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import {
  defaultProposalData,
  demoAccountEmails,
  messages,
  type PortalDeal,
  type ProposalVersion,
} from '@solar/shared/domain';
import type { DatabaseHandle } from '../../db/database';
import { dealStages } from '../../db/schema';
import { seedDemoDeals } from '../../seed/seed-deals';
import { createStorage } from '../../storage/create-storage';
import { signedInCaller } from '../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createTestDatabase } from '../../testing/test-database';
import { deals } from '../../modules/deals/deals-tables';
import { dealContacts } from '../../modules/deal-contacts/deal-contacts-tables';
import { dealDocuments } from '../../modules/documents/documents-tables';
import { seedPortalDemo } from '../../modules/portal/seed-portal-demo';
import { projects } from '../../modules/projects/projects-tables';
import { proposalSendings } from '../../modules/proposal-sendings/proposal-sendings-tables';

/**
 * A customer pressing Sign several times at once (two tabs, a double click over a slow network)
 * on PostgreSQL, where the requests really run in parallel on separate connections
 * (jest.config.cjs runs `postgres-*` files in `pnpm test:pg`): exactly one signature goes
 * through; the others are refused with the "already signed" message and leave no second signed
 * PDF, project or signed send behind.
 */
const attempts = 6;

let database: DatabaseHandle;
let t: TestApp;
let root: string;
const call = signedInCaller(() => t);
const { admin, customer } = demoAccountEmails;

beforeAll(async () => {
  database = await createTestDatabase();
  root = await mkdtemp(path.join(os.tmpdir(), 'solar-pg-signing-'));
  t = await createTestApp({
    database,
    build: { storage: createStorage({ kind: 'filesystem', root }) },
  });
  await seedDemoDeals(database.db);
  await seedPortalDemo(database.db);
}, 120_000);
afterAll(async () => {
  await t.close();
  await database.close();
  await rm(root, { recursive: true, force: true });
});

it('lets exactly one of several simultaneous signatures through', async () => {
  const mine = (await call(customer, 'GET', '/api/portal/deals/')).json<PortalDeal[]>();
  const dealId = mine.find((row) => row.stage.name === 'Qualification')!.id;
  const version = (
    await call(admin, 'POST', `/api/crm/deals/${dealId}/proposal-versions/`, {
      data: {
        ...defaultProposalData(),
        panels: [{ id: 1, x: 100, y: 100, efficiency: 800 }],
        nextPanelId: 2,
      },
    })
  ).json<ProposalVersion>();
  const [contact] = await database.db
    .select()
    .from(dealContacts)
    .where(and(eq(dealContacts.dealId, dealId), eq(dealContacts.email, customer)));
  const sent = await call(admin, 'POST', '/api/crm/proposal-sendings/', {
    proposal_id: version.id,
    contact_ids: [contact!.id],
  });
  expect(sent.statusCode).toBe(201);

  const body = {
    full_name: 'Casey Customer',
    signature_png:
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    signature_method: 'drawn',
    consent: true,
  };
  const answers = await Promise.all(
    Array.from({ length: attempts }, () =>
      call(customer, 'POST', `/api/portal/proposals/${version.id}/sign/`, body),
    ),
  );
  const statuses = answers.map((answer) => answer.statusCode).sort();
  expect(statuses).toEqual([200, ...Array<number>(attempts - 1).fill(409)]);
  for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
    expect(refused.json()).toEqual({ message: messages.apiProposalAlreadySigned });
  }
  const signedPdfs = await database.db
    .select()
    .from(dealDocuments)
    .where(and(eq(dealDocuments.dealId, dealId), eq(dealDocuments.kind, 'signed-contract')));
  expect(signedPdfs).toHaveLength(1);
  const signed = await database.db
    .select()
    .from(proposalSendings)
    .where(and(eq(proposalSendings.dealId, dealId), eq(proposalSendings.state, 'signed')));
  expect(signed).toHaveLength(1);
  expect(await database.db.select().from(projects).where(eq(projects.dealId, dealId))).toHaveLength(
    1,
  );
  const [stage] = await database.db
    .select({ name: dealStages.name })
    .from(deals)
    .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
    .where(eq(deals.id, dealId));
  expect(stage!.name).toBe('Closed Won');
});
