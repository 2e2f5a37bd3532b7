import { eq } from 'drizzle-orm';
import {
  messages,
  type ItemAttributeValues,
  type ZohoUpload,
  type ZohoUploadProblems,
} from '@solar/shared/domain';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { items } from '../../zoho/zoho-tables';

let testApp: TestApp;
let opsToken: string;

async function call(method: 'GET' | 'POST', url: string, payload?: object, token = opsToken) {
  const response = await testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.json() };
}

async function upload(csv: string, token = opsToken) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/zoho/uploads/?kind=items&file_name=parts.csv',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    payload: csv,
  });
  return { status: response.statusCode, body: response.json() };
}

async function validate(file: ZohoUpload, columns = file.columns) {
  const started = await call('POST', `/api/zoho/uploads/${file.id}/validate/`, {
    columns,
    version: file.version,
  });
  expect(started.status).toBe(200);
  await testApp.app.jobs.idle();
  return (await call('GET', `/api/zoho/uploads/${file.id}/`)).body as ZohoUpload;
}

beforeAll(async () => {
  testApp = await createTestApp();
  opsToken = await testApp.tokenFor('ops@example.com');
});
afterAll(async () => {
  await testApp.close();
});

describe('uploading items and their attribute values', () => {
  const header = 'SKU,Description,Unit,Price,Rated power (W)';
  const good = [
    'UP-PANEL-410,410 W module,pcs,245.50,410',
    'UP-PANEL-420,420 W module,pcs,250,420',
  ];

  it('guesses the mapping, refuses a bad row with its message, and imports nothing until chosen', async () => {
    const stored = await upload(
      [header, good[0], 'UP-PANEL-BAD,Broken module,pcs,12,lots', good[1]].join('\r\n'),
    );
    expect(stored.status).toBe(201);
    const file = stored.body as ZohoUpload;
    expect(file).toMatchObject({ status: 'uploaded', total_rows: 3, kind: 'items' });
    expect(file.preview[1]).toEqual(['UP-PANEL-BAD', 'Broken module', 'pcs', '12', 'lots']);
    const ratedPower = file.fields.find((field) => field.label === 'Rated power (W)')!;
    expect(file.columns).toMatchObject({
      itemno: 0,
      itemdes: 1,
      unit: 2,
      rate: 3,
      [ratedPower.key]: 4,
    });

    const checked = await validate(file);
    expect(checked).toMatchObject({ status: 'validated', valid_rows: 2, problem_rows: 1 });
    const problems = (await call('GET', `/api/zoho/uploads/${file.id}/problems/`))
      .body as ZohoUploadProblems;
    expect(problems).toEqual({
      count: 1,
      rows: [
        {
          row_number: 3,
          problems: [
            {
              field: ratedPower.key,
              message: messages.apiAttributeValueFor(
                'Rated power',
                messages.attributeValueNotNumber,
              ),
            },
          ],
        },
      ],
    });
    const refused = await call('POST', `/api/zoho/uploads/${file.id}/import/`, {
      valid_rows_only: false,
      version: checked.version,
    });
    expect(refused).toEqual({ status: 409, body: { message: messages.apiLeadImportHasProblems } });
    expect(
      await testApp.database.db.select().from(items).where(eq(items.itemno, 'UP-PANEL-410')),
    ).toEqual([]);
  });

  it('imports a fixed file: the items with their attribute values', async () => {
    const file = (await upload([header, ...good, 'UP-PANEL-430,430 W module,pcs,,430'].join('\n')))
      .body as ZohoUpload;
    const checked = await validate(file);
    expect(checked).toMatchObject({ valid_rows: 3, problem_rows: 0 });
    const started = await call('POST', `/api/zoho/uploads/${file.id}/import/`, {
      valid_rows_only: false,
      version: checked.version,
    });
    expect(started.body).toMatchObject({ status: 'importing' });
    await testApp.app.jobs.idle();
    const done = (await call('GET', `/api/zoho/uploads/${file.id}/`)).body as ZohoUpload;
    expect(done).toMatchObject({ status: 'imported', imported_rows: 3 });
    const [item] = await testApp.database.db
      .select()
      .from(items)
      .where(eq(items.itemno, 'UP-PANEL-410'));
    expect(item).toMatchObject({ itemdes: '410 W module', rate: '245.50', status: 'active' });
    const values = (await call('GET', `/api/zoho/items/${item!.id}/attributes/`))
      .body as ItemAttributeValues;
    expect(values.values).toEqual([expect.objectContaining({ name: 'Rated power', value: 410 })]);
    // Imported once: importing again is refused.
    const again = await call('POST', `/api/zoho/uploads/${file.id}/import/`, {
      valid_rows_only: false,
      version: done.version,
    });
    expect(again).toEqual({
      status: 409,
      body: { message: messages.apiLeadImportAlreadyImported },
    });
  });

  it('flags an item number twice in a file and one that Zoho owns, and imports the valid rows when chosen', async () => {
    const file = (
      await upload(
        [
          header,
          'UP-TWICE,First,pcs,1,',
          'up-twice,Second,pcs,1,',
          'MOD-405-BLK,Sample,pcs,1,',
          'UP-OK,Fine,pcs,1,',
        ].join('\n'),
      )
    ).body as ZohoUpload;
    const checked = await validate(file);
    expect(checked).toMatchObject({ valid_rows: 2, problem_rows: 2 });
    const problems = (await call('GET', `/api/zoho/uploads/${file.id}/problems/`))
      .body as ZohoUploadProblems;
    expect(problems.rows.map((row) => row.problems[0]?.message)).toEqual([
      messages.uploadItemInFileTwice(2),
      messages.uploadItemFromZoho,
    ]);
    await call('POST', `/api/zoho/uploads/${file.id}/import/`, {
      valid_rows_only: true,
      version: checked.version,
    });
    await testApp.app.jobs.idle();
    const imported = await testApp.database.db
      .select()
      .from(items)
      .where(eq(items.itemno, 'UP-OK'));
    expect(imported).toHaveLength(1);
  });

  it('refuses a mapping without a required column, an empty file, and another person’s upload', async () => {
    const file = (await upload([header, good[0]].join('\n'))).body as ZohoUpload;
    const missing = await call('POST', `/api/zoho/uploads/${file.id}/validate/`, {
      columns: { ...file.columns, itemdes: null },
      version: file.version,
    });
    expect(missing).toEqual({
      status: 400,
      body: { message: messages.uploadColumnRequired('Description') },
    });
    expect(await upload(header)).toEqual({
      status: 400,
      body: { message: messages.apiLeadImportEmptyFile },
    });
    const adminToken = await testApp.tokenFor('admin@example.com');
    expect((await call('GET', `/api/zoho/uploads/${file.id}/`, undefined, adminToken)).status).toBe(
      404,
    );
    const managerToken = await testApp.tokenFor('manager@example.com');
    expect((await upload([header, good[0]].join('\n'), managerToken)).status).toBe(403);
  });
});
