import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  type DealDocument,
  demoAccountEmails,
  type DocumentRequest,
  maxDocumentBytes,
  messages,
  type PortalDeal,
  type PortalDocuments,
} from '@solar/shared/domain';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { insertCustomerAccount } from '../../../testing/customer-account';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { seedPortalDemo } from '../../portal/seed-portal-demo';
import { dealDocuments, documentRequests } from '../documents-tables';

let t: TestApp;
let root: string;
const call = signedInCaller(() => t);
const { admin, rep1, rep2, customer } = demoAccountEmails;
/** A customer of nobody's deals: they must never reach the demo customer's files. */
const stranger = 'stranger@example.com';
/** The demo customer's Qualification deal: rep1's. */
let dealId: number;

const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The smallest PNG header image-size reads: the signature and an IHDR chunk of that size. */
function pngOf(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.set([8, 6, 0, 0, 0], 24);
  return header;
}

/** A Windows program: "MZ", then anything. */
const program = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(200)]);

async function send(email: string, url: string, bytes: Buffer) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${await t.tokenFor(email)}`,
      'content-type': 'application/octet-stream',
    },
    payload: bytes,
  });
}

const documentsUrl = (id: number) => `/api/crm/deals/${id}/documents/`;
const uploadUrl = (id: number, kind: string, name: string, shared = false) =>
  `${documentsUrl(id)}?kind=${kind}&name=${encodeURIComponent(name)}&shared=${shared}`;

async function storedFiles(): Promise<string[]> {
  const folder = path.join(root, 'deals', String(dealId));
  return readdir(folder).catch(() => []);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'solar-documents-'));
  t = await createTestApp({ config: { storage: { kind: 'filesystem', root } } });
  await seedDemoDeals(t.database.db);
  await seedPortalDemo(t.database.db);
  await insertCustomerAccount(t.database.db, stranger, 'Sam', 'Stranger');
  const mine = (await call(customer, 'GET', '/api/portal/deals/')).json<PortalDeal[]>();
  dealId = mine.find((row) => row.stage.name === 'Qualification')!.id;
}, 120_000);

afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

describe('staff: a deal’s documents', () => {
  it('uploads a PDF (type from its content), lists it and downloads the same bytes', async () => {
    const uploaded = await send(rep1, uploadUrl(dealId, 'permit', 'Permit A-12.pdf'), pdf);
    expect(uploaded.statusCode).toBe(201);
    const document = uploaded.json<DealDocument>();
    expect(document).toMatchObject({
      deal_id: dealId,
      project_id: null,
      kind: 'permit',
      name: 'Permit A-12.pdf',
      content_type: 'application/pdf',
      size: pdf.length,
      shared_with_customer: false,
      request_id: null,
      uploaded_by: expect.any(String),
    });
    expect(document.sha256).toMatch(/^[0-9a-f]{64}$/);
    const listed = (await call(rep1, 'GET', documentsUrl(dealId))).json<DealDocument[]>();
    expect(listed.map((row) => row.id)).toContain(document.id);
    const file = await call(rep1, 'GET', `${documentsUrl(dealId)}${document.id}/file/`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(pdf);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Permit A-12.pdf"; filename*=UTF-8''Permit%20A-12.pdf`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a program renamed to .pdf, an empty file and an unknown kind, storing nothing', async () => {
    const before = await storedFiles();
    const renamed = await send(rep1, uploadUrl(dealId, 'contract', 'contract.pdf'), program);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ message: messages.apiDocumentTypeNotAllowed });
    const empty = await send(rep1, uploadUrl(dealId, 'contract', 'empty.pdf'), Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const kind = await send(rep1, uploadUrl(dealId, 'selfie', 'a.pdf'), pdf);
    expect(kind.statusCode).toBe(400);
    expect(JSON.stringify(kind.json())).toContain(messages.documentKindRequired);
    const json = await call(rep1, 'POST', uploadUrl(dealId, 'permit', 'a.pdf'), { data: 'x' });
    expect(json.statusCode).toBe(400);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file over 25 MB and an image over 50 megapixels', async () => {
    const huge = Buffer.concat([pdf, Buffer.alloc(maxDocumentBytes)]);
    const tooLarge = await send(rep1, uploadUrl(dealId, 'permit', 'big.pdf'), huge);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ message: messages.apiDocumentTooLarge });
    const tooManyPixels = await send(
      rep1,
      uploadUrl(dealId, 'site-photo', 'roof.png'),
      pngOf(10_000, 6_000),
    );
    expect(tooManyPixels.statusCode).toBe(400);
    expect(tooManyPixels.json()).toEqual({ message: messages.apiDocumentTooManyPixels });
    const photo = await send(rep1, uploadUrl(dealId, 'site-photo', 'roof.png'), pngOf(4000, 3000));
    expect(photo.statusCode).toBe(201);
    expect(photo.json()).toMatchObject({ content_type: 'image/png', kind: 'site-photo' });
  });

  it('keeps documents to the deal’s sales-person tree, like the deal itself', async () => {
    const listed = await call(rep2, 'GET', documentsUrl(dealId));
    expect(listed.statusCode).toBe(403);
    expect((await call(admin, 'GET', documentsUrl(dealId))).statusCode).toBe(200);
    const [first] = (await call(rep1, 'GET', documentsUrl(dealId))).json<DealDocument[]>();
    expect((await call(rep2, 'GET', `${documentsUrl(dealId)}${first!.id}/file/`)).statusCode).toBe(
      403,
    );
    expect((await send(rep2, uploadUrl(dealId, 'permit', 'x.pdf'), pdf)).statusCode).toBe(403);
    expect((await call(rep2, 'DELETE', `${documentsUrl(dealId)}${first!.id}/`)).statusCode).toBe(
      403,
    );
    // Another deal's id in the URL does not reach the file.
    expect(
      (await call(admin, 'GET', `${documentsUrl(dealId + 1)}${first!.id}/file/`)).statusCode,
    ).toBe(404);
    // The customer's staff routes are closed to them.
    expect((await call(customer, 'GET', documentsUrl(dealId))).statusCode).toBe(403);
  });

  it('shares a document with the customer, who may then download it, and unshares it', async () => {
    const uploaded = (
      await send(rep1, uploadUrl(dealId, 'contract', 'Contract.pdf'), pdf)
    ).json<DealDocument>();
    const portalFile = `/api/portal/documents/${uploaded.id}/file/`;
    expect((await call(customer, 'GET', portalFile)).statusCode).toBe(404);
    const shared = await call(rep1, 'PUT', `${documentsUrl(dealId)}${uploaded.id}/`, {
      shared_with_customer: true,
    });
    expect(shared.json()).toMatchObject({ shared_with_customer: true });
    const mine = (await call(customer, 'GET', '/api/portal/documents/')).json<PortalDocuments>();
    expect(mine.documents.map((row) => row.name)).toContain('Contract.pdf');
    const download = await call(customer, 'GET', portalFile);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(pdf);
    // Another customer cannot download it, nor see it listed.
    expect((await call(stranger, 'GET', portalFile)).statusCode).toBe(404);
    const theirs = (await call(stranger, 'GET', '/api/portal/documents/')).json<PortalDocuments>();
    expect(theirs).toEqual({ documents: [], requests: [] });
    await call(rep1, 'PUT', `${documentsUrl(dealId)}${uploaded.id}/`, {
      shared_with_customer: false,
    });
    expect((await call(customer, 'GET', portalFile)).statusCode).toBe(404);
  });

  it('deletes a document with its file', async () => {
    const uploaded = (
      await send(rep1, uploadUrl(dealId, 'other', 'Draft.pdf'), pdf)
    ).json<DealDocument>();
    const before = await storedFiles();
    const deleted = await call(rep1, 'DELETE', `${documentsUrl(dealId)}${uploaded.id}/`);
    expect(deleted.statusCode).toBe(204);
    expect((await storedFiles()).length).toBe(before.length - 1);
    const again = await call(rep1, 'DELETE', `${documentsUrl(dealId)}${uploaded.id}/`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: messages.apiDocumentNotFound });
  });
});

describe('files asked of the customer', () => {
  const requestsUrl = (id: number) => `/api/crm/deals/${id}/document-requests/`;

  it('are answered from the portal, and staff see the file on the deal', async () => {
    const asked = await call(rep1, 'POST', requestsUrl(dealId), {
      description: 'A photo of your electrical panel',
    });
    expect(asked.statusCode).toBe(201);
    const request = asked.json<DocumentRequest>();
    expect(request).toMatchObject({ status: 'Open', document_id: null });
    const open = (await call(customer, 'GET', '/api/portal/documents/')).json<PortalDocuments>();
    expect(open.requests.map((row) => row.description)).toContain(
      'A photo of your electrical panel',
    );
    const uploadAt = `/api/portal/document-requests/${request.id}/upload/?name=panel.png`;
    // Same checks as staff uploads; a stranger cannot answer someone else's request.
    const renamed = await send(customer, uploadAt, program);
    expect(renamed.statusCode).toBe(400);
    expect((await send(stranger, uploadAt, pngOf(800, 600))).statusCode).toBe(404);
    const answered = await send(customer, uploadAt, pngOf(800, 600));
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toMatchObject({
      kind: 'customer-upload',
      shared_with_customer: true,
      request_id: request.id,
    });
    const twice = await send(customer, uploadAt, pngOf(800, 600));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: messages.apiDocumentRequestFulfilled });
    const staffView = (await call(rep1, 'GET', requestsUrl(dealId))).json<DocumentRequest[]>();
    expect(staffView.find((row) => row.id === request.id)).toMatchObject({
      status: 'Fulfilled',
      document_id: answered.json<DealDocument>().id,
    });
    const documents = (await call(rep1, 'GET', documentsUrl(dealId))).json<DealDocument[]>();
    expect(documents.find((row) => row.request_id === request.id)?.name).toBe('panel.png');
    const after = (await call(customer, 'GET', '/api/portal/documents/')).json<PortalDocuments>();
    expect(after.requests.map((row) => row.id)).not.toContain(request.id);
  });

  it('refuses an empty description and other trees, and withdraws only open requests', async () => {
    const empty = await call(rep1, 'POST', requestsUrl(dealId), { description: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(messages.documentRequestDescriptionRequired);
    expect(
      (await call(rep2, 'POST', requestsUrl(dealId), { description: 'A permit' })).statusCode,
    ).toBe(403);
    const asked = (
      await call(rep1, 'POST', requestsUrl(dealId), { description: 'Your last power bill' })
    ).json<DocumentRequest>();
    expect((await call(rep1, 'DELETE', `${requestsUrl(dealId)}${asked.id}/`)).statusCode).toBe(204);
    const rows = await t.database.db
      .select()
      .from(documentRequests)
      .where(eq(documentRequests.id, asked.id));
    expect(rows).toEqual([]);
    const fulfilled = (await call(rep1, 'GET', requestsUrl(dealId)))
      .json<DocumentRequest[]>()
      .find((row) => row.status === 'Fulfilled')!;
    const refused = await call(rep1, 'DELETE', `${requestsUrl(dealId)}${fulfilled.id}/`);
    expect(refused.statusCode).toBe(409);
  });
});

describe('the storage check', () => {
  it('tells administrators the folder, free space and a timed round trip', async () => {
    const info = await call(admin, 'GET', '/api/zoho/test-storage/');
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      backend: 'filesystem',
      settings: [{ name: 'Folder', value: root }],
      space: { free_bytes: expect.any(Number), total_bytes: expect.any(Number) },
      bucket: null,
      round_trip: null,
    });
    const check = await call(admin, 'POST', '/api/zoho/test-storage/');
    expect(check.json()).toMatchObject({
      round_trip: { ok: true, bytes: 262_144, error: null, write_ms: expect.any(Number) },
    });
    expect((await call(rep1, 'GET', '/api/zoho/test-storage/')).statusCode).toBe(403);
    expect((await call(customer, 'POST', '/api/zoho/test-storage/')).statusCode).toBe(403);
  });
});

it('keeps no row without its file', async () => {
  const rows = await t.database.db.select().from(dealDocuments);
  for (const row of rows) expect(await storedFiles()).toContain(row.storageKey.split('/').pop());
});
