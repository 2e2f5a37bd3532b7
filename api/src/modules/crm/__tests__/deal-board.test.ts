import {
  type DealBoardPage,
  type DealBoardResponse,
  type DealDetails,
  type DealListResponse,
  type DealPipelineChange,
  dealBoardPageSize,
  defaultProposalData,
  demoAccountEmails,
  messages,
  type NamedItem,
  type Province,
} from '@solar/shared/domain';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
const call = signedInCaller(() => t);
let stages: NamedItem[];
let statuses: NamedItem[];
let provinceList: Province[];

const { manager, rep1, rep2, ops } = demoAccountEmails;

const stageId = (name: string) => stages.find((stage) => stage.name === name)!.id;
const provinceId = (code: string) => provinceList.find((p) => p.code === code)!.id;

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
async function newDeal(
  owner: string,
  name: string,
  { stage = 'Initial Contact', province = 'NB' }: { stage?: string; province?: string } = {},
): Promise<DealDetails> {
  serial += 1;
  const response = await call(owner, 'POST', '/api/crm/deals/', {
    name,
    stage: stageId(stage),
    status: statuses[0]!.id,
    address: {
      address: `${serial} Board Lane`,
      city_text: 'Moncton',
      province: provinceId(province),
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<DealDetails>();
}

async function board(email: string, query = ''): Promise<DealBoardResponse> {
  const response = await call(email, 'GET', `/api/crm/deals/board/${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<DealBoardResponse>();
}

const cardIds = (answer: DealBoardResponse) =>
  answer.columns.flatMap((column) => column.cards.map((card) => card.id));

describe('the pipeline board', () => {
  it('has one column per stage in the pipeline order, counted as the list counts', async () => {
    await newDeal(rep1, 'Board order one');
    await newDeal(rep2, 'Board order two', { stage: 'Negotiation' });
    for (const email of [manager, rep1, rep2]) {
      const answer = await board(email);
      expect(answer.columns.map((column) => column.stage)).toEqual(stages);
      for (const column of answer.columns) {
        const list = (
          await call(email, 'GET', `/api/crm/deals/?stage=${column.stage.id}&page_size=100`)
        ).json<DealListResponse>();
        expect(column.count).toBe(list.count);
        // The first page is the list's first cards, in the list's order.
        expect(column.cards.map((card) => card.id)).toEqual(
          list.results.slice(0, dealBoardPageSize).map((row) => row.id),
        );
        expect(column.cards.every((card) => card.stage_id === column.stage.id)).toBe(true);
      }
    }
  });

  it('shows each person only the deals of their part of the sales-person tree', async () => {
    const mine = await newDeal(rep1, 'Board tree rep1');
    const theirs = await newDeal(rep2, 'Board tree rep2');
    expect(cardIds(await board(rep1))).toContain(mine.id);
    expect(cardIds(await board(rep1))).not.toContain(theirs.id);
    expect(cardIds(await board(rep2))).not.toContain(mine.id);
    const managerCards = cardIds(await board(manager));
    expect(managerCards).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    // Staff without the deals pages get nothing.
    expect((await call(ops, 'GET', '/api/crm/deals/board/')).statusCode).toBe(403);
  });

  it('applies the search, sales-person and province filters to cards and counts', async () => {
    const nb = await newDeal(rep1, 'Filterzed north', { province: 'NB' });
    const ns = await newDeal(rep1, 'Filterzed south', { province: 'NS' });
    const other = await newDeal(rep2, 'Filterzed other', { province: 'NB' });

    const searched = await board(manager, '?search=filterzed');
    expect(cardIds(searched).sort()).toEqual([nb.id, ns.id, other.id].sort());
    expect(searched.columns.reduce((sum, column) => sum + column.count, 0)).toBe(3);

    const byProvince = await board(manager, `?search=filterzed&provinces=${provinceId('NS')}`);
    expect(cardIds(byProvince)).toEqual([ns.id]);

    const owner = nb.sales_person!.id;
    const bySalesPerson = await board(manager, `?search=filterzed&sales_persons=${owner}`);
    expect(cardIds(bySalesPerson).sort()).toEqual([nb.id, ns.id].sort());

    // Without a search the counts come from the kept summaries, with the same filters.
    const unsearched = await board(
      manager,
      `?sales_persons=${owner}&provinces=${provinceId('NS')}`,
    );
    const list = (
      await call(
        manager,
        'GET',
        `/api/crm/deals/?sales_persons=${owner}&provinces=${provinceId('NS')}&page_size=100`,
      )
    ).json<DealListResponse>();
    expect(unsearched.columns.reduce((sum, column) => sum + column.count, 0)).toBe(list.count);
    expect(cardIds(unsearched)).toContain(ns.id);
  });

  it('pages a large column by cursor, with no card twice and none left out', async () => {
    const created: number[] = [];
    for (let index = 0; index < dealBoardPageSize + 5; index += 1) {
      created.push((await newDeal(rep1, `Pagedeal ${index}`, { stage: 'Qualification' })).id);
    }
    const answer = await board(rep1, '?search=pagedeal');
    const column = answer.columns.find((item) => item.stage.id === stageId('Qualification'))!;
    expect(column.count).toBe(dealBoardPageSize + 5);
    expect(column.cards).toHaveLength(dealBoardPageSize);
    expect(column.next_cursor).not.toBeNull();

    const next = await call(
      rep1,
      'GET',
      `/api/crm/deals/board/${column.stage.id}/?search=pagedeal&after=${column.next_cursor}`,
    );
    expect(next.statusCode).toBe(200);
    const page = next.json<DealBoardPage>();
    expect(page.cards).toHaveLength(5);
    expect(page.next_cursor).toBeNull();
    const all = [...column.cards, ...page.cards].map((card) => card.id);
    expect(new Set(all).size).toBe(all.length);
    // Most recently updated first: the newest deal leads, the first one created ends.
    expect(all.sort((a, b) => a - b)).toEqual([...created].sort((a, b) => a - b));
    expect(column.cards[0]!.id).toBe(created.at(-1));
    expect(page.cards.at(-1)!.id).toBe(created[0]);

    // Another person's page never shows rep1's deals.
    const theirs = await call(
      rep2,
      'GET',
      `/api/crm/deals/board/${column.stage.id}/?search=pagedeal&after=${column.next_cursor}`,
    );
    expect(theirs.json<DealBoardPage>().cards).toEqual([]);
  });

  it('refuses a broken cursor and an unknown stage with a message', async () => {
    const broken = await call(rep1, 'GET', `/api/crm/deals/board/${stages[0]!.id}/?after=abc`);
    expect(broken.statusCode).toBe(400);
    expect(JSON.stringify(broken.json())).toContain(messages.apiInvalidBoardCursor);
    const unknown = await call(rep1, 'GET', '/api/crm/deals/board/999999/?after=1.1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: messages.apiNotFound });
  });

  it("sums each stage's known system size from every deal's latest saved proposal", async () => {
    const deal = await newDeal(rep1, 'Sizedeal one', { stage: 'Negotiation' });
    await newDeal(rep1, 'Sizedeal two', { stage: 'Negotiation' });
    const panels = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        id: index + 1,
        x: 100,
        y: 100 + index * 50,
        efficiency: 1100,
      }));
    const url = `/api/crm/deals/${deal.id}/proposal-versions/`;
    const v1 = await call(rep1, 'POST', url, {
      data: { ...defaultProposalData(), panels: panels(3), nextPanelId: 4, selectedPanelSize: 405 },
    });
    expect(v1.statusCode).toBe(201);
    const negotiation = async () =>
      (await board(rep1, '?search=sizedeal')).columns.find(
        (column) => column.stage.id === stageId('Negotiation'),
      )!;
    let column = await negotiation();
    expect(column.cards.find((card) => card.id === deal.id)!.system_size_watts).toBe(1215);
    expect(column.system_size_watts).toBe(1215);
    expect(column.sized_count).toBe(1);
    expect(column.count).toBe(2);

    // A newer version is the one that counts; deleting it falls back to the one before.
    const v2 = await call(rep1, 'POST', url, {
      data: { ...defaultProposalData(), panels: panels(2), nextPanelId: 3, selectedPanelSize: 440 },
    });
    expect(v2.statusCode).toBe(201);
    column = await negotiation();
    expect(column.system_size_watts).toBe(880);
    const second = v2.json<{ id: number; version: number }>();
    expect(
      (await call(rep1, 'DELETE', `${url}${second.id}/?version=${second.version}`)).statusCode,
    ).toBe(204);
    column = await negotiation();
    expect(column.system_size_watts).toBe(1215);
  });

  it('moves a card through the deal update rules, and records the move', async () => {
    const deal = await newDeal(rep1, 'Movedeal one');
    const moved = await call(rep1, 'PUT', `/api/crm/deals/${deal.id}/`, {
      stage: stageId('Negotiation'),
      version: deal.version,
    });
    expect(moved.statusCode).toBe(200);
    const answer = await board(rep1, '?search=movedeal');
    const where = answer.columns.find((column) =>
      column.cards.some((card) => card.id === deal.id),
    )!;
    expect(where.stage.name).toBe('Negotiation');
    expect(where.cards[0]!.version).toBe(deal.version + 1);

    const history = (await call(rep1, 'GET', `/api/crm/deals/${deal.id}/pipeline-history/`)).json<
      DealPipelineChange[]
    >();
    expect(history[0]!.stage).toEqual({
      from: { id: stageId('Initial Contact'), name: 'Initial Contact' },
      to: { id: stageId('Negotiation'), name: 'Negotiation' },
    });

    // A move from a stale card changes nothing.
    const stale = await call(rep1, 'PUT', `/api/crm/deals/${deal.id}/`, {
      stage: stageId('Qualification'),
      version: deal.version,
    });
    expect(stale.statusCode).toBe(409);
    // Someone outside the deal's part of the tree may not move it.
    const foreign = await call(rep2, 'PUT', `/api/crm/deals/${deal.id}/`, {
      stage: stageId('Qualification'),
      version: deal.version + 1,
    });
    expect(foreign.statusCode).toBe(403);
  });
});
