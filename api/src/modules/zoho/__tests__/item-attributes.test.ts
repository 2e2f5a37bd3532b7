import { checkItemAttributeValue, itemAttributeInputSchema, messages } from '@solar/shared/domain';
import type { ItemAttribute, ItemAttributeValues, ItemSearchResult } from '@solar/shared/domain';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { ratedPowerAttributeName } from '../seed-item-attributes';

let testApp: TestApp;
let opsToken: string;

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const response = await testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${opsToken}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.body ? response.json() : null };
}

async function itemIdOf(itemno: string): Promise<number> {
  const found = (await call('GET', `/api/zoho/items/search/?query=${itemno}`))
    .body as ItemSearchResult[];
  const item = found.find((each) => each.itemno === itemno);
  if (!item) throw new Error(`No item ${itemno}`);
  return item.itemid;
}

beforeAll(async () => {
  testApp = await createTestApp();
  opsToken = await testApp.tokenFor('ops@example.com');
});
afterAll(async () => {
  await testApp.close();
});

describe('the typing rules of a definition', () => {
  it('gives a unit only to numbers and options only to choices, each option once', () => {
    const problems = (input: unknown) =>
      itemAttributeInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(problems({ name: 'Width', type: 'number', unit: 'mm' })).toEqual([]);
    expect(problems({ name: 'Colour', type: 'text', unit: 'mm' })).toEqual([
      messages.attributeUnitOnlyForNumber,
    ]);
    expect(problems({ name: 'Category', type: 'choice' })).toEqual([
      messages.attributeNeedsOptions,
    ]);
    expect(problems({ name: 'Category', type: 'choice', options: ['Module', 'module'] })).toEqual([
      messages.attributeOptionTwice,
    ]);
    expect(problems({ name: 'Width', type: 'number', options: ['1'] })).toEqual([
      messages.attributeOptionsOnlyForChoice,
    ]);
    expect(problems({ name: ' ', type: 'text' })).toEqual([messages.pleaseEnterAttributeName]);
  });

  it('accepts a value only in its type', () => {
    const number = { type: 'number', options: [] } as const;
    const choice = { type: 'choice', options: ['Module', 'Inverter'] } as const;
    expect(checkItemAttributeValue(number, '405')).toEqual({ ok: true, value: 405 });
    expect(checkItemAttributeValue(number, '405 W')).toEqual({
      ok: false,
      message: messages.attributeValueNotNumber,
    });
    expect(checkItemAttributeValue(number, '')).toMatchObject({ ok: false });
    expect(checkItemAttributeValue(choice, 'inverter')).toEqual({ ok: true, value: 'Inverter' });
    expect(checkItemAttributeValue(choice, 'Battery')).toEqual({
      ok: false,
      message: messages.attributeValueNotAnOption,
    });
    expect(checkItemAttributeValue({ type: 'text', options: [] }, '  ')).toMatchObject({
      ok: false,
    });
  });
});

describe('item attributes over the API', () => {
  it('seeds the panels’ rated power, so a panel size finds its items', async () => {
    const list = (await call('GET', '/api/zoho/item-attributes/')).body as ItemAttribute[];
    const ratedPower = list.find((each) => each.name === ratedPowerAttributeName)!;
    expect(ratedPower).toMatchObject({ type: 'number', unit: 'W', item_count: 4 });
    const found = await call(
      'GET',
      `/api/zoho/items/search/?attribute_id=${ratedPower.id}&min=440&max=440`,
    );
    expect((found.body as ItemSearchResult[]).map((item) => item.itemno)).toEqual([
      'MOD-440-BIF',
      'MOD-440-BLK',
    ]);
    const withText = await call(
      'GET',
      `/api/zoho/items/search/?query=BLK&attribute_id=${ratedPower.id}&min=400&max=410`,
    );
    expect((withText.body as ItemSearchResult[]).map((item) => item.itemno)).toEqual([
      'MOD-405-BLK',
    ]);
    const moduleId = await itemIdOf('MOD-405-BLK');
    const values = (await call('GET', `/api/zoho/items/${moduleId}/attributes/`))
      .body as ItemAttributeValues;
    expect(values.values).toEqual([
      { attribute_id: ratedPower.id, name: 'Rated power', type: 'number', unit: 'W', value: 405 },
    ]);
  });

  it('stores values in their type, refuses a wrong one whole, and filters choices', async () => {
    const created = await call('POST', '/api/zoho/item-attributes/', {
      name: 'Category',
      type: 'choice',
      options: ['Module', 'Inverter'],
    });
    expect(created.status).toBe(201);
    const category = created.body as ItemAttribute;
    const width = (
      await call('POST', '/api/zoho/item-attributes/', {
        name: 'Width',
        type: 'number',
        unit: 'mm',
      })
    ).body as ItemAttribute;
    expect(
      (await call('POST', '/api/zoho/item-attributes/', { name: 'category', type: 'text' })).body,
    ).toEqual({ message: messages.apiAttributeNameTaken });

    const inverterId = await itemIdOf('INV-SE3800H');
    const saved = await call('PUT', `/api/zoho/items/${inverterId}/attributes/`, {
      values: [
        { attribute_id: category.id, value: 'inverter' },
        { attribute_id: width.id, value: '370.5' },
      ],
    });
    expect(saved.status).toBe(200);
    expect((saved.body as ItemAttributeValues).values.map((each) => each.value)).toEqual([
      'Inverter',
      370.5,
    ]);

    const refused = await call('PUT', `/api/zoho/items/${inverterId}/attributes/`, {
      values: [
        { attribute_id: category.id, value: 'Module' },
        { attribute_id: width.id, value: 'wide' },
      ],
    });
    expect(refused).toEqual({
      status: 400,
      body: { message: messages.apiAttributeValueFor('Width', messages.attributeValueNotNumber) },
    });
    // Nothing of the refused save was kept.
    const kept = (await call('GET', `/api/zoho/items/${inverterId}/attributes/`))
      .body as ItemAttributeValues;
    expect(kept.values.map((each) => each.value)).toEqual(['Inverter', 370.5]);

    const inverters = await call(
      'GET',
      `/api/zoho/items/search/?attribute_id=${category.id}&value=INVERTER`,
    );
    expect((inverters.body as ItemSearchResult[]).map((item) => item.itemno)).toEqual([
      'INV-SE3800H',
    ]);
    expect((await call('GET', '/api/zoho/items/search/?value=Inverter')).status).toBe(400);

    // An option in use stays; the type of an attribute with values cannot change.
    const current = (await call('GET', '/api/zoho/item-attributes/')).body as ItemAttribute[];
    const loaded = current.find((each) => each.id === category.id)!;
    expect(loaded.item_count).toBe(1);
    const dropInverter = await call('PUT', `/api/zoho/item-attributes/${category.id}/`, {
      name: 'Category',
      type: 'choice',
      options: ['Module'],
      version: loaded.version,
    });
    expect(dropInverter).toEqual({
      status: 409,
      body: { message: messages.apiAttributeOptionInUse('Inverter') },
    });
    const toText = await call('PUT', `/api/zoho/item-attributes/${category.id}/`, {
      name: 'Category',
      type: 'text',
      version: loaded.version,
    });
    expect(toText).toEqual({ status: 409, body: { message: messages.apiAttributeTypeLocked } });
    const renamed = await call('PUT', `/api/zoho/item-attributes/${category.id}/`, {
      name: 'Part category',
      type: 'choice',
      options: ['Module', 'INVERTER', 'Battery'],
      version: loaded.version,
    });
    expect(renamed.status).toBe(200);
    // The value follows the option's new spelling.
    const respelled = (await call('GET', `/api/zoho/items/${inverterId}/attributes/`))
      .body as ItemAttributeValues;
    expect(respelled.values.find((each) => each.attribute_id === category.id)?.value).toBe(
      'INVERTER',
    );
    const stale = await call('DELETE', `/api/zoho/item-attributes/${category.id}/?version=1`);
    expect(stale.status).toBe(409);
    const deleted = await call(
      'DELETE',
      `/api/zoho/item-attributes/${category.id}/?version=${loaded.version + 1}`,
    );
    expect(deleted.status).toBe(204);
    const after = (await call('GET', `/api/zoho/items/${inverterId}/attributes/`))
      .body as ItemAttributeValues;
    expect(after.values.map((each) => each.name)).toEqual(['Width']);
  });

  it('answers 404 for an unknown item or attribute', async () => {
    expect((await call('GET', '/api/zoho/items/999999/attributes/')).body).toEqual({
      message: messages.apiItemNotFound,
    });
    const itemId = await itemIdOf('MOD-405-AB');
    expect(
      await call('PUT', `/api/zoho/items/${itemId}/attributes/`, {
        values: [{ attribute_id: 999999, value: 1 }],
      }),
    ).toEqual({ status: 400, body: { message: messages.apiItemAttributeNotFound } });
  });

  it('lets attribute administrators write and parts-list staff only read', async () => {
    const managerToken = await testApp.tokenFor('manager@example.com');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/zoho/item-attributes/',
      headers: { authorization: `Bearer ${managerToken}` },
    });
    expect(response.statusCode).toBe(403);
  });
});
