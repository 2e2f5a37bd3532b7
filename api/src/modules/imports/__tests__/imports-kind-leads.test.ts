import { and, eq, inArray } from 'drizzle-orm';
import {
  demoAccountEmails,
  messages,
  type NotificationPage,
  spreadsheetContentType,
  type ZohoUpload,
  type ZohoUploadProblems,
} from '@solar/shared/domain';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { users } from '../../../db/schema';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { jobProgress } from '../../jobs/jobs-tables';
import { leads } from '../../leads/leads-tables';
import { zohoUploads } from '../../zoho/zoho-tables';
import { importUploadRows, uploadImportBatchSize } from '../imports-queries';

let t: TestApp;
const call = signedInCaller(() => t);
const { admin, manager, rep1, rep2 } = demoAccountEmails;
const userIds = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  for (const row of await t.database.db.select().from(users)) userIds.set(row.email, row.id);
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function upload(email: string, csv: string | Buffer, contentType = 'text/csv') {
  return t.app.inject({
    method: 'POST',
    url: '/api/zoho/uploads/?kind=leads&file_name=people.csv',
    headers: { authorization: `Bearer ${await t.tokenFor(email)}`, 'content-type': contentType },
    payload: csv,
  });
}

async function uploaded(email: string, csv: string): Promise<ZohoUpload> {
  const response = await upload(email, csv);
  expect(response.statusCode).toBe(201);
  return response.json<ZohoUpload>();
}

/** Confirms the guessed mapping, waits for the check and answers the import as it then is. */
async function validated(
  email: string,
  file: ZohoUpload,
  defaults: Record<string, string> = {},
): Promise<ZohoUpload> {
  const response = await call(email, 'POST', `/api/zoho/uploads/${file.id}/validate/`, {
    columns: file.columns,
    defaults,
    version: file.version,
  });
  expect(response.statusCode).toBe(200);
  expect(response.json<ZohoUpload>().status).toBe('validating');
  await t.app.jobs.idle();
  return (await call(email, 'GET', `/api/zoho/uploads/${file.id}/`)).json<ZohoUpload>();
}

async function imported(email: string, file: ZohoUpload, validRowsOnly: boolean) {
  const response = await call(email, 'POST', `/api/zoho/uploads/${file.id}/import/`, {
    valid_rows_only: validRowsOnly,
    version: file.version,
  });
  await t.app.jobs.idle();
  return response;
}

const csvOf = (rows: string[][]) => Papa.unparse(rows, { newline: '\r\n' });

test('an upload answers the header, the first rows and a mapping guessed from the header names', async () => {
  const file = await uploaded(
    rep1,
    '\uFEFFFirst Name,Last name,E-mail,Phone Number,Street Address,Lead Source,Product,Comments\r\n' +
      'Anne,Gallant,anne@example.com,902-555-0101,1 Shore Rd,Referral,Solar,Called twice\r\n' +
      '\r\n' +
      'Émile,"Arsenault, Jr",,902 555 0102,,website,hvac,\r\n',
  );
  expect(file).toMatchObject({
    file_name: 'people.csv',
    status: 'uploaded',
    header: [
      'First Name',
      'Last name',
      'E-mail',
      'Phone Number',
      'Street Address',
      'Lead Source',
      'Product',
      'Comments',
    ],
    total_rows: 2,
    valid_rows: null,
    imported_rows: 0,
  });
  expect(file.preview[1]).toEqual([
    'Émile',
    'Arsenault, Jr',
    '',
    '902 555 0102',
    '',
    'website',
    'hvac',
    '',
  ]);
  expect(file.columns).toEqual({
    full_name: null,
    first_name: 0,
    last_name: 1,
    email: 2,
    phone: 3,
    address: 4,
    source: 5,
    interest: 6,
    notes: 7,
    owner: null,
  });
});

test('a body that is not CSV, an empty file and a header alone are refused and keep nothing', async () => {
  const before = await t.database.db.select().from(zohoUploads);
  const json = await upload(rep1, JSON.stringify({ rows: [] }), 'application/json');
  expect(json.statusCode).toBe(400);
  expect(json.json().message).toBe(messages.apiLeadImportNotCsv);
  for (const csv of ['', 'first_name,last_name\r\n']) {
    const response = await upload(rep1, csv);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.apiLeadImportEmptyFile);
  }
  expect(await t.database.db.select().from(zohoUploads)).toHaveLength(before.length);
});

test('an Excel workbook is read like a CSV: its first sheet, numbers as shown, into leads', async () => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Leads');
  sheet.addRow(['First name', 'Last name', 'E-mail', 'Phone', 'Source', 'Interest']);
  sheet.addRow(['Xena', 'Workbook', 'xena.workbook@example.com', 4165550938, 'Event', 'Battery']);
  sheet.addRow(['Yuri', 'Workbook', 'not-an-e-mail', '', 'Event', 'Solar']);
  const response = await upload(
    rep1,
    Buffer.from(await book.xlsx.writeBuffer()),
    spreadsheetContentType,
  );
  expect(response.statusCode).toBe(201);
  const file = response.json<ZohoUpload>();
  expect(file).toMatchObject({
    total_rows: 2,
    header: ['First name', 'Last name', 'E-mail', 'Phone', 'Source', 'Interest'],
  });
  expect(file.preview[0]).toEqual([
    'Xena',
    'Workbook',
    'xena.workbook@example.com',
    '4165550938',
    'Event',
    'Battery',
  ]);
  const checked = await validated(rep1, file);
  expect(checked).toMatchObject({ valid_rows: 1, problem_rows: 1 });
  expect((await imported(rep1, checked, true)).statusCode).toBe(200);
  const made = await t.database.db.select().from(leads).where(eq(leads.lastName, 'Workbook'));
  expect(made.map((lead) => [lead.firstName, lead.source, lead.interest])).toEqual([
    ['Xena', 'Event', 'Battery'],
  ]);
});

test('a file sent as an Excel workbook that is not one is refused with its message and keeps nothing', async () => {
  const before = await t.database.db.select().from(zohoUploads);
  const response = await upload(rep1, 'first_name\r\nAnn\r\n', spreadsheetContentType);
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe(messages.apiImportUnreadableXlsx);
  expect(await t.database.db.select().from(zohoUploads)).toHaveLength(before.length);
});

test('every row is checked with the form’s rules and duplicates are flagged; with problems nothing is imported until the valid rows are chosen', async () => {
  // An existing lead of another team: its e-mail makes a row of the file a duplicate.
  const existing = await call(rep2, 'POST', '/api/crm/leads/', {
    first_name: 'Old',
    last_name: 'Lead',
    email: 'taken@example.com',
    source: 'Phone',
    interest: 'Solar',
  });
  expect(existing.statusCode).toBe(201);
  const file = await uploaded(
    rep1,
    csvOf([
      ['name', 'email', 'phone', 'address', 'source', 'interest', 'owner'],
      ['Ada Lovelace', 'ada@example.com', '', '10 Main St', 'Website', 'Solar', ''],
      ['Bad Mail', 'not-an-e-mail', '', '', 'Website', 'Solar', ''],
      ['Copy Cat', 'ADA@example.com', '', '', 'Website', 'Solar', ''],
      ['Taken Already', 'taken@example.com', '', '', 'Website', 'Solar', ''],
      ['No Source', 'nosource@example.com', '', '', '', 'Solar', ''],
      ['Owned Elsewhere', 'owner@example.com', '', '', 'Event', 'Battery', rep2],
      ['Reach Me', '', '(902) 555-0177', '', 'door to door', 'HVAC', rep1.toUpperCase()],
    ]),
  );
  expect(file.columns).toMatchObject({ full_name: 0, email: 1, owner: 6 });
  const checked = await validated(rep1, file);
  expect(checked).toMatchObject({ status: 'validated', valid_rows: 2, problem_rows: 5 });

  const problems = (
    await call(rep1, 'GET', `/api/zoho/uploads/${file.id}/problems/`)
  ).json<ZohoUploadProblems>();
  expect(problems).toEqual({
    count: 5,
    rows: [
      { row_number: 3, problems: [{ field: 'email', message: messages.pleaseEnterValidEmail }] },
      {
        row_number: 4,
        problems: [{ field: 'email', message: messages.importDuplicateInFile('e-mail', 2) }],
      },
      {
        row_number: 5,
        problems: [{ field: 'email', message: messages.importDuplicateExisting('e-mail', 'lead') }],
      },
      { row_number: 6, problems: [{ field: 'source', message: messages.pleaseSelectLeadSource }] },
      // rep2 is not in rep1's team: rep1 may not give them a lead.
      { row_number: 7, problems: [{ field: 'owner', message: messages.importOwnerUnknown }] },
    ],
  });

  const download = await call(rep1, 'GET', `/api/zoho/uploads/${file.id}/problems/export/`);
  expect(download.statusCode).toBe(200);
  const lines = Papa.parse<string[]>(download.body.replace(/^\uFEFF/, '')).data;
  expect(lines[0]).toEqual([
    'row',
    'name',
    'email',
    'phone',
    'address',
    'source',
    'interest',
    'owner',
    'problems',
  ]);
  expect(lines[1]).toEqual([
    '3',
    'Bad Mail',
    'not-an-e-mail',
    '',
    '',
    'Website',
    'Solar',
    '',
    messages.pleaseEnterValidEmail,
  ]);

  const leadCount = async () => (await t.database.db.select({ id: leads.id }).from(leads)).length;
  const before = await leadCount();
  const refused = await imported(rep1, checked, false);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(messages.apiLeadImportHasProblems);
  expect(await leadCount()).toBe(before);

  const started = await imported(rep1, checked, true);
  expect(started.statusCode).toBe(200);
  const done = (await call(rep1, 'GET', `/api/zoho/uploads/${file.id}/`)).json<ZohoUpload>();
  expect(done).toMatchObject({ status: 'imported', imported_rows: 2 });
  const made = await t.database.db
    .select()
    .from(leads)
    .where(inArray(leads.firstName, ['Ada', 'Reach']));
  expect(await leadCount()).toBe(before + 2);
  expect(
    made
      .map((lead) => [
        lead.firstName,
        lead.lastName,
        lead.phone,
        lead.source,
        lead.interest,
        lead.ownerId,
        lead.createdBy,
      ])
      .sort(),
  ).toEqual([
    ['Ada', 'Lovelace', '', 'Website', 'Solar', userIds.get(rep1), userIds.get(rep1)],
    ['Reach', 'Me', '+19025550177', 'Door-to-door', 'HVAC', userIds.get(rep1), userIds.get(rep1)],
  ]);

  const again = await imported(rep1, done, true);
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe(messages.apiLeadImportAlreadyImported);
});

test('a manager may give imported leads to their team by e-mail; the defaults fill empty choices', async () => {
  const file = await uploaded(
    manager,
    csvOf([
      ['First', 'Last', 'Email', 'Owner', 'Source'],
      ['Team', 'Lead', 'team-lead@example.com', rep1, ''],
    ]),
  );
  const checked = await validated(manager, file, { source: 'Event', interest: 'Battery' });
  expect(checked).toMatchObject({ valid_rows: 1, problem_rows: 0 });
  expect((await imported(manager, checked, false)).statusCode).toBe(200);
  const [lead] = await t.database.db
    .select()
    .from(leads)
    .where(eq(leads.email, 'team-lead@example.com'));
  expect(lead).toMatchObject({
    ownerId: userIds.get(rep1),
    createdBy: userIds.get(manager),
    source: 'Event',
    interest: 'Battery',
  });
});

test('the leads page’s people upload lead files, not the catalogue’s, and keep nothing when refused', async () => {
  const before = await t.database.db.select().from(zohoUploads);
  const items = await t.app.inject({
    method: 'POST',
    url: '/api/zoho/uploads/?kind=items&file_name=parts.csv',
    headers: { authorization: `Bearer ${await t.tokenFor(rep1)}`, 'content-type': 'text/csv' },
    payload: 'sku,name\r\nP-1,Panel\r\n',
  });
  expect(items.statusCode).toBe(403);
  expect(items.json().message).toBe(messages.noResourcePermission);
  expect(await t.database.db.select().from(zohoUploads)).toHaveLength(before.length);
});

test('an import is its uploader’s alone, and a stale or busy step is refused', async () => {
  const file = await uploaded(
    rep1,
    csvOf([
      ['name', 'email'],
      ['Solo Person', 'solo@example.com'],
    ]),
  );
  for (const other of [rep2, admin]) {
    expect((await call(other, 'GET', `/api/zoho/uploads/${file.id}/`)).statusCode).toBe(404);
    const start = await call(other, 'POST', `/api/zoho/uploads/${file.id}/validate/`, {
      columns: file.columns,
      version: file.version,
    });
    expect(start.statusCode).toBe(404);
  }
  const missingColumn = await call(rep1, 'POST', `/api/zoho/uploads/${file.id}/validate/`, {
    columns: { ...file.columns, phone: 5 },
    version: file.version,
  });
  expect(missingColumn.statusCode).toBe(400);
  expect(missingColumn.json().message).toBe(messages.apiLeadImportColumnMissing);
  const noName = await call(rep1, 'POST', `/api/zoho/uploads/${file.id}/validate/`, {
    columns: { email: 1 },
    version: file.version,
  });
  expect(noName.statusCode).toBe(400);
  const early = await imported(rep1, file, true);
  expect(early.statusCode).toBe(409);
  expect(early.json().message).toBe(messages.apiLeadImportNotValidated);
  const checked = await validated(rep1, file);
  const stale = await call(rep1, 'POST', `/api/zoho/uploads/${file.id}/validate/`, {
    columns: file.columns,
    version: file.version,
  });
  expect(stale.statusCode).toBe(409);
  expect(checked.version).toBe(file.version + 1);
});

test('a large file is checked and imported in batches, the jobs reporting every row', async () => {
  const count = 2500;
  const rows = [['first_name', 'last_name', 'email', 'source', 'interest']];
  for (let index = 0; index < count; index += 1) {
    rows.push(['Bulk', `Person ${index}`, `bulk-${index}@example.com`, 'Partner', 'Solar']);
  }
  const file = await uploaded(rep1, csvOf(rows));
  expect(file.total_rows).toBe(count);
  const checked = await validated(rep1, file);
  expect(checked).toMatchObject({ valid_rows: count, problem_rows: 0 });
  const [validation] = await t.database.db
    .select()
    .from(jobProgress)
    .where(eq(jobProgress.jobId, checked.validation_job_id!));
  expect(validation).toMatchObject({
    done: count,
    total: count,
    message: messages.uploadChecking,
  });
  expect((await imported(rep1, checked, false)).statusCode).toBe(200);
  const done = (await call(rep1, 'GET', `/api/zoho/uploads/${file.id}/`)).json<ZohoUpload>();
  expect(done).toMatchObject({ status: 'imported', imported_rows: count });
  const [importing] = await t.database.db
    .select()
    .from(jobProgress)
    .where(eq(jobProgress.jobId, done.import_job_id!));
  expect(importing).toMatchObject({
    done: count,
    total: count,
    message: messages.uploadImporting,
  });
  const made = await t.database.db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.firstName, 'Bulk'), eq(leads.source, 'Partner')));
  expect(made).toHaveLength(count);
}, 120_000);

test('a finished import tells the person who uploaded it, once; a refused one tells nobody', async () => {
  const file = await uploaded(
    rep2,
    csvOf([
      ['first_name', 'last_name', 'email', 'source', 'interest'],
      ['Told', 'Once', 'told-once@example.com', 'Partner', 'Solar'],
      ['Bad', 'Mail', 'not-an-email', 'Partner', 'Solar'],
    ]),
  );
  const checked = await validated(rep2, file);
  const bell = async () =>
    (await call(rep2, 'GET', '/api/notifications/')).json<NotificationPage>().notifications;
  expect((await imported(rep2, checked, false)).statusCode).toBe(409);
  expect((await bell()).filter((n) => n.kind === 'import_finished')).toEqual([]);
  expect((await imported(rep2, checked, true)).statusCode).toBe(200);
  const once = [
    expect.objectContaining({
      target: { kind: 'import', id: file.id },
      parts: { file_name: 'people.csv', imported_rows: '1' },
    }),
  ];
  expect((await bell()).filter((n) => n.kind === 'import_finished')).toEqual(once);
  // The job engine retries a job whose process it believes lost (a missed heartbeat), so the
  // same job can run again after it finished: it imports nothing more and tells nobody again.
  const [stored] = await t.database.db
    .select({ version: zohoUploads.version })
    .from(zohoUploads)
    .where(eq(zohoUploads.id, file.id));
  await importUploadRows(
    t.database.db,
    { upload_id: file.id, version: stored!.version },
    async () => {},
  );
  expect((await bell()).filter((n) => n.kind === 'import_finished')).toEqual(once);
  const made = await t.database.db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.firstName, 'Told'));
  expect(made).toHaveLength(1);
});

test('an import stopped between two batches goes on where it stopped, importing every row once', async () => {
  const count = uploadImportBatchSize + 300;
  const rows = [['first_name', 'last_name', 'email', 'source', 'interest']];
  for (let index = 0; index < count; index += 1) {
    rows.push(['Resumed', `Person ${index}`, `resumed-${index}@example.com`, 'Event', 'Battery']);
  }
  const file = await uploaded(rep2, csvOf(rows));
  const checked = await validated(rep2, file);
  expect(checked).toMatchObject({ valid_rows: count, problem_rows: 0 });
  const resumed = () =>
    t.database.db.select({ id: leads.id }).from(leads).where(eq(leads.firstName, 'Resumed'));
  // The import as its job starts it, run here so that its first run can be stopped after its
  // first batch, as a process dying there would stop it.
  const version = checked.version + 1;
  await t.database.db
    .update(zohoUploads)
    .set({ status: 'importing', version })
    .where(eq(zohoUploads.id, file.id));
  const stop = new AbortController();
  await expect(
    importUploadRows(
      t.database.db,
      { upload_id: file.id, version },
      async (update) => {
        if ((update.done ?? 0) > 0) stop.abort();
      },
      stop.signal,
    ),
  ).rejects.toThrow();
  const partway = (await call(rep2, 'GET', `/api/zoho/uploads/${file.id}/`)).json<ZohoUpload>();
  expect(partway).toMatchObject({ status: 'importing', imported_rows: uploadImportBatchSize });
  expect(await resumed()).toHaveLength(uploadImportBatchSize);
  expect(
    await importUploadRows(t.database.db, { upload_id: file.id, version }, async () => {}),
  ).toEqual({ imported_rows: count });
  const done = (await call(rep2, 'GET', `/api/zoho/uploads/${file.id}/`)).json<ZohoUpload>();
  expect(done).toMatchObject({ status: 'imported', imported_rows: count });
  expect(await resumed()).toHaveLength(count);
}, 120_000);
