import { and, eq, sql } from 'drizzle-orm';
import {
  messages,
  spreadsheetContentType,
  type ZohoUpload,
  type ZohoUploadProblems,
} from '@solar/shared/domain';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { inTransaction } from '../../../db/in-transaction';
import { ledgerDisagreements, postMovements } from '../../stock';
import { stockMovements, stockSummaries, warehouses } from '../../stock/stock-tables';
import { vendors } from '../../purchase-orders/purchase-orders-tables';
import { items, zohoUploads } from '../../zoho/zoho-tables';
import { importUploadRows } from '../imports-queries';

let testApp: TestApp;
let opsToken: string;

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${opsToken}` },
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.json() };
}

async function upload(kind: string, body: string | Buffer, contentType = 'text/csv') {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/zoho/uploads/?kind=${kind}&file_name=opening.csv`,
    headers: { authorization: `Bearer ${opsToken}`, 'content-type': contentType },
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  return response.json<ZohoUpload>();
}

async function checked(file: ZohoUpload) {
  expect(
    (
      await call('POST', `/api/zoho/uploads/${file.id}/validate/`, {
        columns: file.columns,
        version: file.version,
      })
    ).status,
  ).toBe(200);
  await testApp.app.jobs.idle();
  return (await call('GET', `/api/zoho/uploads/${file.id}/`)).body as ZohoUpload;
}

async function imported(file: ZohoUpload, validRowsOnly: boolean) {
  const started = await call('POST', `/api/zoho/uploads/${file.id}/import/`, {
    valid_rows_only: validRowsOnly,
    version: file.version,
  });
  expect(started.status).toBe(200);
  await testApp.app.jobs.idle();
  return (await call('GET', `/api/zoho/uploads/${file.id}/`)).body as ZohoUpload;
}

async function problemsOf(file: ZohoUpload) {
  return (await call('GET', `/api/zoho/uploads/${file.id}/problems/`)).body as ZohoUploadProblems;
}

beforeAll(async () => {
  testApp = await createTestApp();
  opsToken = await testApp.tokenFor('ops@example.com');
  const db = testApp.database.db;
  await db.insert(items).values([
    { zohoItemId: 'test:OS-PANEL', itemno: 'OS-PANEL', itemdes: 'Opening panel' },
    { zohoItemId: 'test:OS-RAIL', itemno: 'OS-RAIL', itemdes: 'Opening rail' },
    { zohoItemId: 'test:OS-KEPT', itemno: 'OS-KEPT', itemdes: 'Already counted' },
  ]);
  await db
    .insert(warehouses)
    .values([{ name: 'North yard' }, { name: 'Closed yard', active: false }]);
}, 120_000);
afterAll(async () => {
  await testApp.close();
});

describe('uploading vendors', () => {
  it('checks rows with the vendor form’s rules, flags names already kept or repeated, and imports the valid rows', async () => {
    await testApp.database.db.insert(vendors).values({ name: 'Kept Supply' });
    const file = await upload(
      'vendors',
      [
        'Vendor,Contact person,E-mail,Phone,Lead time',
        'Sun Wholesale,Ann Lee,ORDERS@sun.example,902-555-0100,14',
        'kept supply,,,,',
        'Rail Works,,not-mail,,400',
        'SUN WHOLESALE,,,,3',
        'Bolt Brothers,,,,',
      ].join('\n'),
    );
    expect(file.kind).toBe('vendors');
    expect(file.columns).toEqual({ name: 0, contact: 1, email: 2, phone: 3, lead_time_days: 4 });
    const done = await checked(file);
    expect(done).toMatchObject({ valid_rows: 2, problem_rows: 3 });
    expect((await problemsOf(file)).rows).toEqual([
      { row_number: 3, problems: [{ field: 'name', message: messages.vendorNameTaken }] },
      {
        row_number: 4,
        problems: [
          { field: 'email', message: messages.vendorEmailInvalid },
          { field: 'lead_time_days', message: messages.leadTimeDaysInvalid },
        ],
      },
      {
        row_number: 5,
        problems: [{ field: 'name', message: messages.uploadVendorInFileTwice(2) }],
      },
    ]);
    expect(await imported(done, true)).toMatchObject({ status: 'imported', imported_rows: 2 });
    const saved = await testApp.database.db
      .select({ name: vendors.name, email: vendors.email, leadTimeDays: vendors.leadTimeDays })
      .from(vendors)
      .orderBy(vendors.name);
    expect(saved).toEqual([
      { name: 'Bolt Brothers', email: '', leadTimeDays: 0 },
      { name: 'Kept Supply', email: '', leadTimeDays: 0 },
      { name: 'Sun Wholesale', email: 'orders@sun.example', leadTimeDays: 14 },
    ]);
  });
});

describe('uploading opening stock per warehouse', () => {
  it('posts count adjustments through the ledger for the valid rows; unknown, repeated, negative or already kept are refused', async () => {
    const db = testApp.database.db;
    const [kept] = await db.select().from(items).where(eq(items.itemno, 'OS-KEPT'));
    const [main] = await db.select().from(warehouses).where(eq(warehouses.name, 'Main warehouse'));
    await inTransaction(db, (tx) =>
      postMovements(tx, [
        {
          kind: 'receipt',
          itemId: kept!.id,
          warehouseId: main!.id,
          quantity: 5,
          createdBy: null,
        },
      ]),
    );
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Stock');
    sheet.addRow(['SKU', 'Warehouse', 'Qty']);
    sheet.addRow(['OS-PANEL', 'main warehouse', 40]);
    sheet.addRow(['OS-RAIL', 'North yard', '1,200']);
    sheet.addRow(['OS-NOPE', 'North yard', 5]);
    sheet.addRow(['OS-RAIL', 'Closed yard', 5]);
    sheet.addRow(['OS-PANEL', 'Main warehouse', 2]);
    sheet.addRow(['OS-PANEL', 'North yard', -3]);
    sheet.addRow(['OS-KEPT', 'Main warehouse', 7]);
    const file = await upload(
      'opening-stock',
      Buffer.from(await book.xlsx.writeBuffer()),
      spreadsheetContentType,
    );
    expect(file.columns).toEqual({ itemno: 0, warehouse: 1, quantity: 2 });
    const done = await checked(file);
    expect(done).toMatchObject({ valid_rows: 2, problem_rows: 5 });
    expect((await problemsOf(file)).rows).toEqual([
      { row_number: 4, problems: [{ field: 'itemno', message: messages.uploadItemUnknown }] },
      {
        row_number: 5,
        problems: [{ field: 'warehouse', message: messages.uploadWarehouseUnknown }],
      },
      {
        row_number: 6,
        problems: [{ field: 'itemno', message: messages.uploadStockInFileTwice(2) }],
      },
      { row_number: 7, problems: [{ field: 'quantity', message: messages.uploadQuantityInvalid }] },
      { row_number: 8, problems: [{ field: 'itemno', message: messages.uploadStockAlreadyKept }] },
    ]);
    const refused = await call('POST', `/api/zoho/uploads/${file.id}/import/`, {
      valid_rows_only: false,
      version: done.version,
    });
    expect(refused).toEqual({ status: 409, body: { message: messages.apiLeadImportHasProblems } });
    const finished = await imported(done, true);
    expect(finished).toMatchObject({ status: 'imported', imported_rows: 2 });
    const onHand = await db
      .select({ itemno: items.itemno, warehouse: warehouses.name, onHand: stockSummaries.onHand })
      .from(stockSummaries)
      .innerJoin(items, eq(items.id, stockSummaries.itemId))
      .innerJoin(warehouses, eq(warehouses.id, stockSummaries.warehouseId))
      .where(sql`${items.itemno} in ('OS-PANEL', 'OS-RAIL')`)
      .orderBy(items.itemno);
    expect(onHand).toEqual([
      { itemno: 'OS-PANEL', warehouse: 'Main warehouse', onHand: 40 },
      { itemno: 'OS-RAIL', warehouse: 'North yard', onHand: 1200 },
    ]);
    const [movement] = await db
      .select()
      .from(stockMovements)
      .innerJoin(items, eq(items.id, stockMovements.itemId))
      .where(eq(items.itemno, 'OS-RAIL'));
    expect(movement!.stock_movements).toMatchObject({
      kind: 'adjustment',
      reason: 'count',
      quantity: 1200,
      note: messages.uploadOpeningStockNote('opening.csv'),
    });
    expect(await ledgerDisagreements(db)).toEqual([]);

    // The job run again after a crash before it marked the upload done posts nothing twice.
    await db.update(zohoUploads).set({ status: 'importing' }).where(eq(zohoUploads.id, file.id));
    await importUploadRows(db, { upload_id: file.id, version: finished.version }, async () => {});
    const movements = await db
      .select({ quantity: stockMovements.quantity })
      .from(stockMovements)
      .innerJoin(items, eq(items.id, stockMovements.itemId))
      .where(and(eq(items.itemno, 'OS-PANEL')));
    expect(movements).toEqual([{ quantity: 40 }]);
  });
});
