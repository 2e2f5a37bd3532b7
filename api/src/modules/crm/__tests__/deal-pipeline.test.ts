import { eq } from 'drizzle-orm';
import {
  type DealDetails,
  type DealPipelineChange,
  demoAccountEmails,
  messages,
  type NamedItem,
  type Province,
} from '@solar/shared/domain';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { dealEvents } from '../../deals/deals-tables';

let t: TestApp;
const call = signedInCaller(() => t);
let stages: NamedItem[];
let statuses: NamedItem[];
let provinceList: Province[];

const { manager, rep1, rep2 } = demoAccountEmails;

const stageId = (name: string) => stages.find((stage) => stage.name === name)!.id;
const statusId = (name: string) => statuses.find((status) => status.name === name)!.id;

beforeAll(async () => {
  t = await createTestApp();
  stages = (await call(manager, 'GET', '/api/crm/deal-stages/')).json();
  statuses = (await call(manager, 'GET', '/api/crm/deal-statuses/')).json();
  provinceList = (await call(manager, 'GET', '/api/crm/provinces/')).json();
});
afterAll(async () => {
  await t.close();
});

let serial = 0;
async function newDeal(owner: string): Promise<DealDetails> {
  serial += 1;
  const response = await call(owner, 'POST', '/api/crm/deals/', {
    name: `Pipeline deal ${serial}`,
    stage: stageId('Initial Contact'),
    status: statusId('Draft'),
    address: {
      address: `${serial} Pipeline Rd`,
      city_text: 'Moncton',
      province: provinceList.find((p) => p.code === 'NB')!.id,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<DealDetails>();
}

const history = async (email: string, dealId: number) =>
  call(email, 'GET', `/api/crm/deals/${dealId}/pipeline-history/`);

describe("changing a deal's stage and status", () => {
  it('moves both in one save and records who moved them, from what to what', async () => {
    const deal = await newDeal(rep1);
    expect((await history(rep1, deal.id)).json()).toEqual([]);

    const saved = await call(manager, 'PUT', `/api/crm/deals/${deal.id}/`, {
      stage: stageId('Proposal Requested'),
      status: statusId('Proposal Request'),
      version: deal.version,
    });
    expect(saved.statusCode).toBe(200);
    const after = saved.json<DealDetails>();
    expect(after.stage.name).toBe('Proposal Requested');
    expect(after.status.name).toBe('Proposal Request');
    expect(after.version).toBe(deal.version + 1);

    const again = await call(rep1, 'PUT', `/api/crm/deals/${deal.id}/`, {
      stage: stageId('Negotiation'),
      status: statusId('Proposal Request'),
      version: after.version,
    });
    expect(again.statusCode).toBe(200);

    const answer = await history(rep1, deal.id);
    expect(answer.statusCode).toBe(200);
    const changes = answer.json<DealPipelineChange[]>();
    expect(changes).toHaveLength(2);
    // Newest first; an unchanged status is no move.
    expect(changes[0]).toMatchObject({
      changed_by: { name: 'Riley' },
      stage: {
        from: { id: stageId('Proposal Requested'), name: 'Proposal Requested' },
        to: { id: stageId('Negotiation'), name: 'Negotiation' },
      },
      status: null,
    });
    expect(changes[1]).toMatchObject({
      changed_by: { name: 'Morgan' },
      stage: { from: { name: 'Initial Contact' }, to: { name: 'Proposal Requested' } },
      status: { from: { name: 'Draft' }, to: { name: 'Proposal Request' } },
    });
    expect(Date.parse(changes[1]!.at)).not.toBeNaN();
  });

  it('records nothing for a save that keeps the stage and status', async () => {
    const deal = await newDeal(rep1);
    const renamed = await call(rep1, 'PUT', `/api/crm/deals/${deal.id}/`, {
      name: 'Pipeline deal renamed',
      stage: deal.stage.id,
      status: deal.status.id,
      version: deal.version,
    });
    expect(renamed.statusCode).toBe(200);
    expect((await history(rep1, deal.id)).json()).toEqual([]);
  });

  it('refuses a user outside the sales-person tree, and shows them no history', async () => {
    const deal = await newDeal(rep1);
    const refused = await call(rep2, 'PUT', `/api/crm/deals/${deal.id}/`, {
      stage: stageId('Qualification'),
      version: deal.version,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.noDealPermission });
    expect((await history(rep2, deal.id)).statusCode).toBe(403);
    expect((await history(rep1, deal.id)).json()).toEqual([]);
    expect((await history(rep1, 999_999)).statusCode).toBe(404);
  });

  it('refuses a stage or status that does not exist, or is not an id, with its message', async () => {
    const deal = await newDeal(rep1);
    const unknownStage = await call(rep1, 'PUT', `/api/crm/deals/${deal.id}/`, {
      stage: 999_999,
      version: deal.version,
    });
    expect(unknownStage.statusCode).toBe(400);
    expect(unknownStage.json()).toEqual({ message: messages.apiUnknownStage });
    const unknownStatus = await call(rep1, 'PUT', `/api/crm/deals/${deal.id}/`, {
      status: 999_999,
      version: deal.version,
    });
    expect(unknownStatus.statusCode).toBe(400);
    expect(unknownStatus.json()).toEqual({ message: messages.apiUnknownStatus });
    const named = await call(rep1, 'PUT', `/api/crm/deals/${deal.id}/`, {
      stage: 'Closed Won',
      version: deal.version,
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().errors).toEqual([
      { path: 'body.stage', message: messages.pleaseSelectStage },
    ]);
    const details = (
      await call(rep1, 'GET', `/api/crm/dealdetails/${deal.id}/`)
    ).json<DealDetails>();
    expect(details).toMatchObject({ stage: deal.stage, status: deal.status, version: 1 });
    expect((await history(rep1, deal.id)).json()).toEqual([]);
  });

  it('of two saves from one version at once, one wins and only it is recorded', async () => {
    const deal = await newDeal(rep1);
    const answers = await Promise.all([
      call(rep1, 'PUT', `/api/crm/deals/${deal.id}/`, {
        stage: stageId('Qualification'),
        version: deal.version,
      }),
      call(manager, 'PUT', `/api/crm/deals/${deal.id}/`, {
        stage: stageId('Closed Lost'),
        status: statusId('Cancelled'),
        version: deal.version,
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<DealDetails>();
    const rows = await t.database.db
      .select()
      .from(dealEvents)
      .where(eq(dealEvents.dealId, deal.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'deal.pipeline_changed' });
    const changes = (await history(manager, deal.id)).json<DealPipelineChange[]>();
    expect(changes.map((change) => change.stage?.to.name)).toEqual([winner.stage.name]);
    // The refused save changed nothing: the deal is as the winner left it.
    const stored = (
      await call(manager, 'GET', `/api/crm/dealdetails/${deal.id}/`)
    ).json<DealDetails>();
    expect(stored).toMatchObject({ stage: winner.stage, status: winner.status, version: 2 });
  });
});
