import { eq } from 'drizzle-orm';
import { messages } from '@solar/shared/domain';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { bomIdByDescription } from '../seed-zoho-samples';
import { items } from '../zoho-tables';

let testApp: TestApp;
let opsToken: string;
let managerToken: string;

beforeAll(async () => {
  testApp = await createTestApp();
  opsToken = await testApp.tokenFor('ops@example.com');
  managerToken = await testApp.tokenFor('manager@example.com');
});
afterAll(async () => {
  await testApp.close();
});

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  token = opsToken,
) {
  const response = await testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.body ? response.json() : null };
}

async function itemIdOf(itemno: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ id: items.id })
    .from(items)
    .where(eq(items.itemno, itemno));
  if (!row) throw new Error(`No item ${itemno}`);
  return row.id;
}

async function newBom(bomdes = 'Test kit') {
  const created = await call('POST', '/api/zoho/bom/', { bomdes, bomsts: 'Draft' });
  expect(created.status).toBe(201);
  return created.body as { id: number };
}

describe('access', () => {
  it('lets holders of zoho/bom in and keeps others out', async () => {
    expect((await call('GET', '/api/zoho/bom/')).status).toBe(200);
    expect((await call('GET', '/api/zoho/bom/', undefined, managerToken)).status).toBe(403);
    expect(
      (await call('GET', '/api/zoho/items/search/?query=405', undefined, managerToken)).status,
    ).toBe(403);
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/zoho/bom/1/' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/zoho/items/search/', () => {
  it('answers nothing for an empty or blank query', async () => {
    expect((await call('GET', '/api/zoho/items/search/?query=')).body).toEqual([]);
    expect((await call('GET', '/api/zoho/items/search/?query=%20%20')).body).toEqual([]);
    expect((await call('GET', '/api/zoho/items/search/')).body).toEqual([]);
  });

  it('finds items by part of the description or item number, case-insensitively', async () => {
    const byDescription = await call('GET', '/api/zoho/items/search/?query=MICROINVERTER');
    expect(byDescription.status).toBe(200);
    const numbers = (byDescription.body as { itemno: string }[]).map((item) => item.itemno);
    expect(numbers).toEqual(expect.arrayContaining(['INV-IQ8PLUS', 'INV-IQ8M']));
    for (const item of byDescription.body as Record<string, unknown>[]) {
      expect(Object.keys(item).sort()).toEqual(['itemdes', 'itemid', 'itemno']);
    }
    const bySku = await call('GET', '/api/zoho/items/search/?query=mod-440');
    expect((bySku.body as { itemno: string }[]).map((item) => item.itemno)).toEqual([
      'MOD-440-BIF',
      'MOD-440-BLK',
    ]);
  });

  it('treats % and _ as plain characters', async () => {
    expect((await call('GET', '/api/zoho/items/search/?query=%25')).body).toEqual([]);
    expect((await call('GET', '/api/zoho/items/search/?query=_')).body).toEqual([]);
  });
});

describe('BOM headers', () => {
  it('lists the sample parts lists with search, status filter and paging', async () => {
    const all = await call('GET', '/api/zoho/bom/');
    expect(all.status).toBe(200);
    expect(all.body.count).toBeGreaterThanOrEqual(4);
    const search = await call('GET', '/api/zoho/bom/?search=405w%20STANDARD');
    expect(search.body.results).toEqual([
      expect.objectContaining({ bomdes: 'Rooftop 405W standard kit', bomsts: 'Active' }),
    ]);
    expect(search.body.results[0].line_count).toBe(15);
    const drafts = await call('GET', '/api/zoho/bom/?status=Draft');
    for (const row of drafts.body.results) expect(row.bomsts).toBe('Draft');
    const paged = await call('GET', '/api/zoho/bom/?page=2&page_size=1');
    expect(paged.body.results).toHaveLength(1);
    expect(paged.body.count).toBe(all.body.count);
    expect((await call('GET', '/api/zoho/bom/?status=Open')).status).toBe(400);
    expect((await call('GET', '/api/zoho/bom/?page_size=500')).status).toBe(400);
  });

  it('creates, reads, updates and deletes an unused header', async () => {
    const created = await call('POST', '/api/zoho/bom/', {
      bomdes: '  Carport kit ',
      bomsts: 'Draft',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ bomdes: 'Carport kit', bomsts: 'Draft', line_count: 0 });
    const id = created.body.id as number;
    expect((await call('GET', `/api/zoho/bom/${id}/`)).body.bomdes).toBe('Carport kit');
    const updated = await call('PUT', `/api/zoho/bom/${id}/`, {
      bomdes: 'Carport kit v2',
      bomsts: 'Archived',
      version: 1,
    });
    expect(updated.body).toMatchObject({
      bomdes: 'Carport kit v2',
      bomsts: 'Archived',
      version: 2,
    });
    expect((await call('DELETE', `/api/zoho/bom/${id}/?version=2`)).status).toBe(204);
    expect((await call('GET', `/api/zoho/bom/${id}/`)).status).toBe(404);
    expect((await call('DELETE', `/api/zoho/bom/${id}/?version=2`)).status).toBe(404);
  });

  it('refuses a blank description or an unknown status', async () => {
    const blank = await call('POST', '/api/zoho/bom/', { bomdes: '  ', bomsts: 'Draft' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors[0].message).toBe(messages.pleaseEnterBomDescription);
    const status = await call('POST', '/api/zoho/bom/', { bomdes: 'Kit', bomsts: 'Open' });
    expect(status.body.errors[0].message).toBe(messages.pleaseSelectBomStatus);
  });

  it('keeps a header that has lines (409) until its lines are gone', async () => {
    const bom = await newBom('In use');
    const line = await call('POST', `/api/zoho/bom/${bom.id}/details/`, {
      itemid: await itemIdOf('ATT-L-FOOT'),
      calculationmethod: 'Fixed',
      parameter: 1,
      denominator: 1,
    });
    const refused = await call('DELETE', `/api/zoho/bom/${bom.id}/?version=1`);
    expect(refused).toEqual({ status: 409, body: { message: messages.apiBomInUse } });
    await call(
      'DELETE',
      `/api/zoho/bom/${bom.id}/delete_detail/?detail_id=${line.body.id}&version=1`,
    );
    expect((await call('DELETE', `/api/zoho/bom/${bom.id}/?version=1`)).status).toBe(204);
  });
});

describe('BOM detail lines', () => {
  it('lists the lines sorted by item number with the spec fields', async () => {
    const id = await bomIdByDescription(testApp.database.db, 'Rooftop 405W standard kit');
    const details = await call('GET', `/api/zoho/bom/${id}/details/`);
    expect(details.status).toBe(200);
    const numbers = (details.body as { itemno: string }[]).map((line) => line.itemno);
    expect(numbers).toEqual([...numbers].sort());
    expect(Object.keys(details.body[0]).sort()).toEqual([
      'calculationmethod',
      'denominator',
      'id',
      'itemdes',
      'itemid',
      'itemno',
      'parameter',
      'version',
    ]);
    expect((await call('GET', '/api/zoho/bom/999999/details/')).status).toBe(404);
  });

  it('adds, updates and deletes a line', async () => {
    const bom = await newBom();
    const itemid = await itemIdOf('CLAMP-MID-UNIV');
    const added = await call('POST', `/api/zoho/bom/${bom.id}/details/`, {
      itemid,
      calculationmethod: 'Multiply',
      parameter: 2,
      denominator: 1,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      itemid,
      itemno: 'CLAMP-MID-UNIV',
      calculationmethod: 'Multiply',
      parameter: 2,
    });
    const updated = await call(
      'PUT',
      `/api/zoho/bom/${bom.id}/details/?detail_id=${added.body.id}`,
      {
        itemid,
        calculationmethod: 'DevideUp',
        parameter: 3,
        denominator: 4,
        version: 1,
      },
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      calculationmethod: 'DevideUp',
      parameter: 3,
      denominator: 4,
    });
    const header = await call('GET', `/api/zoho/bom/${bom.id}/`);
    expect(header.body.line_count).toBe(1);
    const deleted = await call(
      'DELETE',
      `/api/zoho/bom/${bom.id}/delete_detail/?detail_id=${added.body.id}&version=2`,
    );
    expect(deleted.status).toBe(204);
    expect((await call('GET', `/api/zoho/bom/${bom.id}/details/`)).body).toEqual([]);
    const again = await call(
      'DELETE',
      `/api/zoho/bom/${bom.id}/delete_detail/?detail_id=${added.body.id}&version=2`,
    );
    expect(again).toEqual({ status: 404, body: { message: messages.apiBomDetailNotFound } });
  });

  it('refuses bad input with the spec messages', async () => {
    const bom = await newBom();
    const itemid = await itemIdOf('ATT-QM-TILE');
    const valid = { itemid, calculationmethod: 'Fixed', parameter: 1, denominator: 1 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, itemid: undefined }, messages.pleaseInputItemId],
      [{ ...valid, calculationmethod: 'Sometimes' }, messages.pleaseSelectCalculationMethod],
      [{ ...valid, parameter: undefined }, messages.pleaseInputParameter],
      [{ ...valid, parameter: 0 }, messages.parameterMinimum],
      [{ ...valid, parameter: 2.5 }, messages.parameterMinimum],
      [{ ...valid, denominator: undefined }, messages.pleaseInputDenominator],
      [{ ...valid, denominator: -1 }, messages.denominatorMinimum],
    ];
    for (const [payload, message] of cases) {
      const answer = await call('POST', `/api/zoho/bom/${bom.id}/details/`, payload);
      expect(answer.status).toBe(400);
      expect(answer.body.errors.map((error: { message: string }) => error.message)).toContain(
        message,
      );
    }
    const unknown = await call('POST', `/api/zoho/bom/${bom.id}/details/`, {
      ...valid,
      itemid: 999_999,
    });
    expect(unknown).toMatchObject({ status: 400, body: { message: messages.apiUnknownItem } });
    const extra = await call('POST', `/api/zoho/bom/${bom.id}/details/`, { ...valid, quantity: 1 });
    expect(extra.status).toBe(400);
  });

  it('allows an item once per BOM (409), on create and on update', async () => {
    const bom = await newBom();
    const first = await itemIdOf('WIRE-BARE-6');
    const second = await itemIdOf('WIRE-THHN-6-BLK');
    const line = { calculationmethod: 'Fixed', parameter: 1, denominator: 1 };
    await call('POST', `/api/zoho/bom/${bom.id}/details/`, { ...line, itemid: first });
    const other = await call('POST', `/api/zoho/bom/${bom.id}/details/`, {
      ...line,
      itemid: second,
    });
    const duplicate = await call('POST', `/api/zoho/bom/${bom.id}/details/`, {
      ...line,
      itemid: first,
    });
    expect(duplicate).toEqual({ status: 409, body: { message: messages.apiItemAlreadyInBom } });
    const moved = await call('PUT', `/api/zoho/bom/${bom.id}/details/?detail_id=${other.body.id}`, {
      ...line,
      itemid: first,
      version: 1,
    });
    expect(moved.status).toBe(409);
  });

  it('does not reach lines through another BOM', async () => {
    const a = await newBom('A');
    const b = await newBom('B');
    const line = await call('POST', `/api/zoho/bom/${a.id}/details/`, {
      itemid: await itemIdOf('SEAL-ROOF-TUBE'),
      calculationmethod: 'Fixed',
      parameter: 1,
      denominator: 1,
    });
    const update = await call('PUT', `/api/zoho/bom/${b.id}/details/?detail_id=${line.body.id}`, {
      itemid: line.body.itemid,
      calculationmethod: 'Fixed',
      parameter: 5,
      denominator: 1,
      version: 1,
    });
    expect(update.status).toBe(404);
    expect(
      (
        await call(
          'DELETE',
          `/api/zoho/bom/${b.id}/delete_detail/?detail_id=${line.body.id}&version=1`,
        )
      ).status,
    ).toBe(404);
    expect((await call('PUT', `/api/zoho/bom/${a.id}/details/`, {})).status).toBe(400);
  });
});
