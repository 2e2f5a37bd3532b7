import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  type ApiKey,
  type ApiKeyCreated,
  demoAccountEmails,
  leadIntakeMaxPerWindow,
  messages,
} from '@solar/shared/domain';
import { users } from '../../../db/schema';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { apiKeys } from '../../admin/admin-tables';
import { leads } from '../../leads/leads-tables';

let t: TestApp;
const call = signedInCaller(() => t);
const { admin, rep1 } = demoAccountEmails;
let rep1Id: number;

beforeAll(async () => {
  t = await createTestApp();
  const [rep] = await t.database.db.select().from(users).where(eq(users.email, rep1));
  rep1Id = rep!.id;
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function newKey(body: object): Promise<ApiKeyCreated> {
  const response = await call(admin, 'POST', '/api/admin/api-keys/', body);
  expect(response.statusCode).toBe(201);
  return response.json<ApiKeyCreated>();
}

const send = (key: string | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/leads/',
    headers: key === null ? {} : { 'x-api-key': key },
    payload: payload as object,
  });

const websiteLead = (email: string) => ({
  first_name: 'Web',
  last_name: 'Visitor',
  email,
  phone: '902 555 0150',
  interest: 'Battery',
  notes: 'From the contact form',
});

test('a key is shown once and stored only as its SHA-256; its leads arrive as Website leads of its owner', async () => {
  const created = await newKey({ name: 'Main website', default_owner: rep1Id });
  expect(created.key).toMatch(/^swk_[A-Za-z0-9_-]{43}$/);
  expect(created.api_key).toMatchObject({
    name: 'Main website',
    prefix: created.key.slice(0, 10),
    default_owner: { id: rep1Id },
    last_used_at: null,
    revoked_at: null,
  });
  const [stored] = await t.database.db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.id, created.api_key.id));
  expect(stored!.keyHash).toBe(createHash('sha256').update(created.key).digest('hex'));
  expect(JSON.stringify(stored)).not.toContain(created.key);
  const listed = (await call(admin, 'GET', '/api/admin/api-keys/')).json<ApiKey[]>();
  expect(JSON.stringify(listed)).not.toContain(created.key);

  const response = await send(created.key, websiteLead('visitor@example.com'));
  expect(response.statusCode).toBe(201);
  // Nothing of the product's: no id, no owner, no echo of the record.
  expect(response.json()).toEqual({ status: 'received' });
  const [lead] = await t.database.db
    .select()
    .from(leads)
    .where(eq(leads.email, 'visitor@example.com'));
  expect(lead).toMatchObject({
    source: 'Website',
    interest: 'Battery',
    phone: '+19025550150',
    ownerId: rep1Id,
    status: 'New',
  });
  const [used] = (await call(admin, 'GET', '/api/admin/api-keys/'))
    .json<ApiKey[]>()
    .filter((key) => key.id === created.api_key.id);
  expect(used!.last_used_at).not.toBeNull();
});

test('a missing, unknown or revoked key answers 401 and stores nothing; bad input answers the form’s message', async () => {
  const created = await newKey({ name: 'Old website' });
  const count = async () => (await t.database.db.select({ id: leads.id }).from(leads)).length;
  const before = await count();
  for (const key of [null, '', 'swk_not-a-real-key']) {
    const response = await send(key, websiteLead('nobody@example.com'));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(messages.apiApiKeyInvalid);
  }
  const invalid = await send(created.key, { ...websiteLead('x'), email: 'not-an-e-mail' });
  expect(invalid.statusCode).toBe(400);
  expect(JSON.stringify(invalid.json())).toContain(messages.pleaseEnterValidEmail);
  const unreachable = await send(created.key, { ...websiteLead(''), phone: '' });
  expect(unreachable.statusCode).toBe(400);
  const unassigned = await send(created.key, websiteLead('unassigned@example.com'));
  expect(unassigned.statusCode).toBe(201);
  const [lead] = await t.database.db
    .select()
    .from(leads)
    .where(eq(leads.email, 'unassigned@example.com'));
  expect(lead!.ownerId).toBeNull();

  const revoked = await call(admin, 'POST', `/api/admin/api-keys/${created.api_key.id}/revoke/`);
  expect(revoked.statusCode).toBe(200);
  expect(revoked.json<ApiKey>().revoked_at).not.toBeNull();
  const refused = await send(created.key, websiteLead('late@example.com'));
  expect(refused.statusCode).toBe(401);
  expect(await count()).toBe(before + 1);
});

test('each key is rate-limited on its own', async () => {
  const busy = await newKey({ name: 'Busy website' });
  const calm = await newKey({ name: 'Calm website' });
  // Refused bodies count too: the limit guards the endpoint, not only the stored leads.
  for (let index = 0; index < leadIntakeMaxPerWindow; index += 1) {
    expect((await send(busy.key, {})).statusCode).toBe(400);
  }
  const limited = await send(busy.key, websiteLead('too-many@example.com'));
  expect(limited.statusCode).toBe(429);
  expect(limited.json().message).toBe(messages.apiLeadIntakeRateLimited);
  expect((await send(calm.key, websiteLead('calm@example.com'))).statusCode).toBe(201);
});

test('only the Users page’s holders manage keys', async () => {
  expect((await call(rep1, 'GET', '/api/admin/api-keys/')).statusCode).toBe(403);
  expect((await call(rep1, 'POST', '/api/admin/api-keys/', { name: 'Mine' })).statusCode).toBe(403);
  const noName = await call(admin, 'POST', '/api/admin/api-keys/', { name: ' ' });
  expect(noName.statusCode).toBe(400);
  expect(JSON.stringify(noName.json())).toContain(messages.pleaseEnterApiKeyName);
});
