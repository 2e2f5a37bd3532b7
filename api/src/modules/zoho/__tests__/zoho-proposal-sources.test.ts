import { eq } from 'drizzle-orm';
import {
  bomProposalSourceLimit,
  defaultProposalData,
  demoAccountEmails,
  savedPanelAt,
  type BomProposalSource,
  type ProposalData,
  type ProposalVersion,
} from '@solar/shared/domain';
import { users } from '../../../db/schema';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { deals } from '../../deals/deals-tables';

let t: TestApp;
const call = signedInCaller(() => t);
const { manager, rep1, rep2, ops } = demoAccountEmails;
const url = '/api/zoho/bom-proposal-sources/';

async function dealsOf(email: string): Promise<{ id: number; name: string }[]> {
  return t.database.db
    .select({ id: deals.id, name: deals.name })
    .from(deals)
    .innerJoin(users, eq(users.id, deals.salesPersonId))
    .where(eq(users.email, email))
    .orderBy(deals.id);
}

function designOf(panelCount: number): ProposalData {
  const panels = Array.from({ length: panelCount }, (_unused, index) =>
    savedPanelAt(index + 1, 100 + 40 * (index % 10), 200 + 60 * Math.floor(index / 10)),
  );
  return { ...defaultProposalData(), panels, nextPanelId: panelCount + 1 };
}

/** Saves a design as the deal's next version, as the presenter does, and answers the version. */
async function saveVersion(email: string, dealId: number, panels: number) {
  const response = await call(email, 'POST', `/api/crm/deals/${dealId}/proposal-versions/`, {
    data: designOf(panels),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as ProposalVersion;
}

async function sources(query = '', email = ops): Promise<BomProposalSource[]> {
  const response = await call(email, 'GET', `${url}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

let rep1Deal: { id: number; name: string };
let rep2Deal: { id: number; name: string };
let draftStatusId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDeals(t.database.db);
  rep1Deal = (await dealsOf(rep1))[0]!;
  rep2Deal = (await dealsOf(rep2))[0]!;
  const statuses: { id: number; name: string }[] = (
    await call(rep1, 'GET', '/api/crm/proposal-statuses/')
  ).json();
  draftStatusId = statuses.find((status) => status.name === 'Draft')!.id;
  // A PGlite start plus the demo deals' seed, on a machine other suites keep busy.
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('GET /api/zoho/bom-proposal-sources/', () => {
  it('is granted by zoho/bom only', async () => {
    expect((await call(manager, 'GET', url)).statusCode).toBe(403);
    expect((await call(rep1, 'GET', url)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
  });

  it("lists every deal's saved proposals with deal name, version name and panel count", async () => {
    const a = await saveVersion(rep1, rep1Deal.id, 23);
    const b = await saveVersion(rep2, rep2Deal.id, 7);
    const rows = await sources();
    // Most recently saved first; ops holds no CRM path yet sees both teams' proposals.
    expect(rows.slice(0, 2)).toEqual([
      {
        proposal_id: b.id,
        deal_name: rep2Deal.name,
        version_name: `Proposal V${b.proposal_version}`,
        panel_count: 7,
      },
      {
        proposal_id: a.id,
        deal_name: rep1Deal.name,
        version_name: `Proposal V${a.proposal_version}`,
        panel_count: 23,
      },
    ]);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([
        'deal_name',
        'panel_count',
        'proposal_id',
        'version_name',
      ]);
    }
  });

  it('leaves out designs without panels and proposals without a saved design', async () => {
    const empty = await saveVersion(rep1, rep1Deal.id, 0);
    const record = await call(rep1, 'POST', '/api/crm/proposals/', {
      deal_id: rep1Deal.id,
      proposal_version: 90,
      proposal_status_id: draftStatusId,
      proposal_description: '',
    });
    expect(record.statusCode).toBe(201);
    const ids = (await sources()).map((row) => row.proposal_id);
    expect(ids).not.toContain(empty.id);
    expect(ids).not.toContain((record.json() as { id: number }).id);
  });

  it('narrows by part of the deal name, case-insensitively, with % taken literally', async () => {
    const part = rep2Deal.name.slice(1, 6).toUpperCase();
    const rows = await sources(`?search=${encodeURIComponent(`  ${part} `)}`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.deal_name.toUpperCase()).toContain(part);
    expect(await sources('?search=%25')).toEqual([]);
  });

  it(`answers at most ${bomProposalSourceLimit} rows and refuses unknown parameters`, async () => {
    for (let index = 0; index <= bomProposalSourceLimit; index += 1) {
      await saveVersion(rep1, rep1Deal.id, 1 + index);
    }
    const rows = await sources();
    expect(rows).toHaveLength(bomProposalSourceLimit);
    expect(rows[0]!.panel_count).toBe(bomProposalSourceLimit + 1);
    expect((await call(ops, 'GET', `${url}?panels=3`)).statusCode).toBe(400);
  });
});
