import { eq } from 'drizzle-orm';
import {
  type DealContact,
  type DealListResponse,
  demoAccountEmails,
  messages,
  type NamedItem,
  seedContactTypes,
} from '@solar/shared/domain';
import { users } from '../../../db/schema';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { deals } from '../../deals/deals-tables';

let t: TestApp;
const call = signedInCaller(() => t);
let types: NamedItem[];
const { admin, manager, rep1, rep2, ops } = demoAccountEmails;
/** A deal sold by rep1 and one sold by rep2. */
let rep1Deal: number;
let rep2Deal: number;

const contactsUrl = (dealId: number) => `/api/crm/plus/deal/${dealId}/contacts/`;

function contact(overrides: Record<string, unknown> = {}) {
  return {
    contact_type: types[0]!.id,
    first_name: 'Pat',
    last_name: 'Gallant',
    email: 'Pat.Gallant@Example.com',
    phone: '(902) 555-0123',
    notes: 'Call after 5 pm',
    ...overrides,
  };
}

async function dealOf(email: string): Promise<number> {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  const [deal] = await t.database.db.select().from(deals).where(eq(deals.salesPersonId, user!.id));
  return deal!.id;
}

async function contactsOf(dealId: number): Promise<DealContact[]> {
  const response = await call(admin, 'GET', contactsUrl(dealId));
  expect(response.statusCode).toBe(200);
  return response.json<DealContact[]>();
}

/** A contact's stored version, which a save or delete must send back. */
async function versionOf(dealId: number, contactId: number): Promise<number> {
  return (await contactsOf(dealId)).find((row) => row.id === contactId)!.version;
}

async function listRow(dealId: number) {
  const response = await call(admin, 'GET', '/api/crm/deals/?page_size=100');
  return response.json<DealListResponse>().results.find((row) => row.id === dealId)!;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDeals(t.database.db);
  types = (await call(admin, 'GET', '/api/crm/plus/contact-types/')).json();
  rep1Deal = await dealOf(rep1);
  rep2Deal = await dealOf(rep2);
  // A fresh seeded database per file; slow when the whole workspace's suites run at once.
}, 120_000);
afterAll(async () => {
  await t.close();
});

test('contact types are the seeded five in display order', () => {
  expect(types.map((type) => type.name)).toEqual([...seedContactTypes]);
});

test('a contact is created with a normalised phone and email, and has_contact follows', async () => {
  expect((await listRow(rep1Deal)).has_contact).toBe(false);
  const response = await call(rep1, 'POST', contactsUrl(rep1Deal), contact());
  expect(response.statusCode).toBe(201);
  const created = response.json<DealContact>();
  expect(created).toMatchObject({
    deal: rep1Deal,
    contact_type: types[0],
    first_name: 'Pat',
    last_name: 'Gallant',
    email: 'pat.gallant@example.com',
    phone: '+19025550123',
    notes: 'Call after 5 pm',
    is_primary: true,
  });
  expect((await listRow(rep1Deal)).has_contact).toBe(true);
  expect((await call(admin, 'GET', `/api/crm/dealdetails/${rep1Deal}/`)).json()).toMatchObject({
    has_contact: true,
  });
});

test.each([
  [{ first_name: '  ' }, 'first_name', messages.pleaseEnterFirstName],
  [{ last_name: '' }, 'last_name', messages.pleaseEnterLastName],
  [{ email: 'not-an-email' }, 'email', messages.pleaseEnterValidEmail],
  [{ phone: '123-4567' }, 'phone', messages.pleaseEnterValidPhone],
  [{ phone: '+44 20 7946 0958' }, 'phone', messages.pleaseEnterValidPhone],
  [{ email: '', phone: '' }, 'email', messages.contactNeedsEmailOrPhone],
  [{ contact_type: undefined }, 'contact_type', messages.pleaseSelectContactType],
  [{ notes: 'long '.repeat(401) }, 'notes', messages.contactNotesTooLong],
])('refuses %j with its message', async (change, field, message) => {
  const response = await call(rep1, 'POST', contactsUrl(rep1Deal), contact(change));
  expect(response.statusCode).toBe(400);
  expect(JSON.stringify(response.json())).toContain(message);
  expect(JSON.stringify(response.json())).toContain(field);
});

test('an unknown contact type and unknown fields are refused', async () => {
  const unknownType = await call(
    rep1,
    'POST',
    contactsUrl(rep1Deal),
    contact({ contact_type: 9999 }),
  );
  expect(unknownType.statusCode).toBe(400);
  expect(unknownType.json().message).toBe(messages.apiUnknownContactType);
  const extra = await call(rep1, 'POST', contactsUrl(rep1Deal), { ...contact(), age: 3 });
  expect(extra.statusCode).toBe(400);
});

test('exactly one primary: a new primary unsets the old; deleting it promotes the oldest', async () => {
  const dealId = await dealOf(manager);
  const first = (
    await call(admin, 'POST', contactsUrl(dealId), contact({ first_name: 'First' }))
  ).json<DealContact>();
  const second = (
    await call(admin, 'POST', contactsUrl(dealId), contact({ first_name: 'Second' }))
  ).json<DealContact>();
  expect(first.is_primary).toBe(true);
  expect(second.is_primary).toBe(false);
  const third = (
    await call(
      admin,
      'POST',
      contactsUrl(dealId),
      contact({ first_name: 'Third', is_primary: true }),
    )
  ).json<DealContact>();
  expect(third.is_primary).toBe(true);
  let all = await contactsOf(dealId);
  expect(all.map((c) => [c.first_name, c.is_primary])).toEqual([
    ['Third', true],
    ['First', false],
    ['Second', false],
  ]);

  // Editing Second to primary moves the mark in the same request.
  const edited = await call(
    admin,
    'PUT',
    `${contactsUrl(dealId)}${second.id}/`,
    contact({
      first_name: 'Second',
      is_primary: true,
      contact_type: types[2]!.id,
      version: await versionOf(dealId, second.id),
    }),
  );
  expect(edited.statusCode).toBe(200);
  expect(edited.json<DealContact>()).toMatchObject({ is_primary: true, contact_type: types[2] });
  all = await contactsOf(dealId);
  expect(all.filter((c) => c.is_primary).map((c) => c.id)).toEqual([second.id]);

  // Deleting the primary promotes the oldest remaining (First).
  const secondAt = `${contactsUrl(dealId)}${second.id}/?version=${await versionOf(dealId, second.id)}`;
  expect((await call(admin, 'DELETE', secondAt)).statusCode).toBe(204);
  all = await contactsOf(dealId);
  expect(all.map((c) => [c.first_name, c.is_primary])).toEqual([
    ['First', true],
    ['Third', false],
  ]);

  // Unsetting the primary hands it to the oldest other contact.
  await call(
    admin,
    'PUT',
    `${contactsUrl(dealId)}${first.id}/`,
    contact({ first_name: 'First', is_primary: false, version: await versionOf(dealId, first.id) }),
  );
  all = await contactsOf(dealId);
  expect(all.map((c) => [c.first_name, c.is_primary])).toEqual([
    ['Third', true],
    ['First', false],
  ]);

  // The last contact gone, the deal has none and the list says so.
  for (const { id } of [first, third]) {
    const version = await versionOf(dealId, id);
    await call(admin, 'DELETE', `${contactsUrl(dealId)}${id}/?version=${version}`);
  }
  expect(await contactsOf(dealId)).toEqual([]);
  expect((await listRow(dealId)).has_contact).toBe(false);
});

test("a rep can neither read nor write another rep's deal's contacts", async () => {
  const [mine] = await contactsOf(rep1Deal);
  expect((await call(rep2, 'GET', contactsUrl(rep1Deal))).statusCode).toBe(403);
  const post = await call(rep2, 'POST', contactsUrl(rep1Deal), contact());
  expect(post.statusCode).toBe(403);
  expect(post.json().message).toBe(messages.noDealPermission);
  expect(
    (await call(rep2, 'PUT', `${contactsUrl(rep1Deal)}${mine!.id}/`, contact({ version: 1 })))
      .statusCode,
  ).toBe(403);
  expect(
    (await call(rep2, 'DELETE', `${contactsUrl(rep1Deal)}${mine!.id}/?version=1`)).statusCode,
  ).toBe(403);
  // A contact id of another deal is not reachable through a deal the caller may use.
  expect(
    (await call(rep2, 'PUT', `${contactsUrl(rep2Deal)}${mine!.id}/`, contact({ version: 1 })))
      .statusCode,
  ).toBe(404);
  expect(
    (await call(rep2, 'DELETE', `${contactsUrl(rep2Deal)}${mine!.id}/?version=1`)).statusCode,
  ).toBe(404);
  // Their manager may; ops holds no CRM path at all; a missing deal is 404.
  expect((await call(manager, 'GET', contactsUrl(rep1Deal))).statusCode).toBe(200);
  expect((await call(ops, 'GET', contactsUrl(rep1Deal))).statusCode).toBe(403);
  expect((await call(admin, 'GET', contactsUrl(999999))).statusCode).toBe(404);
  expect(await contactsOf(rep1Deal)).toHaveLength(1);
});
