import { eq } from 'drizzle-orm';
import {
  type DealListResponse,
  demoAccountEmails,
  messages,
  type SiteSketch,
  type SiteSketchInput,
  versionConflictCode,
} from '@solar/shared/domain';
import { users } from '../../../db/schema';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { deals } from '../../deals/deals-tables';

let t: TestApp;
const call = signedInCaller(() => t);
const { admin, manager, rep1, rep2 } = demoAccountEmails;
let rep1Deal: number;

const url = (dealId: number) => `/api/crm/site-sketch/${dealId}/`;

const sketch: SiteSketchInput = {
  version: 0,
  polygons: [
    {
      id: 'roof-1',
      label: 'South face',
      pitch: 27.5,
      azimuth: 182.5,
      points: [
        { lat: 46.3929123, lng: -63.7893123 },
        { lat: 46.3930123, lng: -63.7893123 },
        { lat: 46.3930123, lng: -63.7891123 },
      ],
    },
    {
      id: 'roof-2',
      label: 'Garage',
      pitch: null,
      points: [
        { lat: 46.1, lng: -63.1 },
        { lat: 46.2, lng: -63.1 },
        { lat: 46.2, lng: -63.2 },
        { lat: 46.1, lng: -63.2 },
      ],
    },
  ],
  obstructions: [
    {
      id: 'obs-1',
      label: 'Chimney',
      shape: 'circle',
      center: { lat: 46.39295, lng: -63.78925 },
      radius: 0.6,
    },
    {
      id: 'obs-2',
      label: 'Dormer',
      shape: 'polygon',
      points: [
        { lat: 46.39292, lng: -63.78929 },
        { lat: 46.39293, lng: -63.78929 },
        { lat: 46.39293, lng: -63.78928 },
      ],
    },
  ],
  markers: [
    { id: 'm-1', label: 'Meter', type: 'meter', position: { lat: 46.3928, lng: -63.7894 } },
    { id: 'm-2', label: 'Main panel', type: 'panel', position: { lat: 46.39281, lng: -63.78941 } },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDeals(t.database.db);
  const [user] = await t.database.db.select().from(users).where(eq(users.email, rep1));
  const [deal] = await t.database.db.select().from(deals).where(eq(deals.salesPersonId, user!.id));
  rep1Deal = deal!.id;
  // A fresh seeded database per file; slow when the whole workspace's suites run at once.
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function hasSketchInList(dealId: number) {
  const response = await call(admin, 'GET', '/api/crm/deals/?page_size=100');
  return response.json<DealListResponse>().results.find((row) => row.id === dealId)!
    .has_site_sketch;
}

test('a deal without a sketch reads empty at version 0', async () => {
  const response = await call(rep1, 'GET', url(rep1Deal));
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    deal: rep1Deal,
    polygons: [],
    obstructions: [],
    markers: [],
    version: 0,
    updated_at: null,
  });
  expect(await hasSketchInList(rep1Deal)).toBe(false);
});

test('a saved sketch reads back exactly, versioned, and has_site_sketch follows', async () => {
  const saved = await call(rep1, 'PUT', url(rep1Deal), sketch);
  expect(saved.statusCode).toBe(200);
  const { version: _version, ...shapes } = sketch;
  expect(saved.json<SiteSketch>()).toMatchObject({ ...shapes, deal: rep1Deal, version: 1 });
  const read = (await call(rep1, 'GET', url(rep1Deal))).json<SiteSketch>();
  expect(read).toEqual({ ...shapes, deal: rep1Deal, version: 1, updated_at: expect.any(String) });
  expect(await hasSketchInList(rep1Deal)).toBe(true);

  const changed = await call(manager, 'PUT', url(rep1Deal), { ...sketch, version: 1, markers: [] });
  expect(changed.statusCode).toBe(200);
  expect(changed.json<SiteSketch>()).toMatchObject({ version: 2, markers: [] });
});

test('a save from a stale version is refused with 409 and changes nothing', async () => {
  const stale = await call(rep1, 'PUT', url(rep1Deal), { ...sketch, version: 1 });
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toMatchObject({
    message: messages.recordVersionConflict,
    error: versionConflictCode,
  });
  expect((await call(rep1, 'GET', url(rep1Deal))).json<SiteSketch>().markers).toEqual([]);
});

test.each([
  [
    'a polygon of two points',
    { polygons: [{ ...sketch.polygons[0]!, points: sketch.polygons[0]!.points.slice(0, 2) }] },
  ],
  ['an empty label', { markers: [{ ...sketch.markers[0]!, label: ' ' }] }],
  ['a latitude beyond 90', { markers: [{ ...sketch.markers[0]!, position: { lat: 91, lng: 0 } }] }],
  ['a pitch beyond 90', { polygons: [{ ...sketch.polygons[0]!, pitch: 95 }] }],
  ['a bearing beyond 360', { polygons: [{ ...sketch.polygons[0]!, azimuth: 400 }] }],
  ['an unknown marker type', { markers: [{ ...sketch.markers[0]!, type: 'tree' }] }],
  ['a negative radius', { obstructions: [{ ...sketch.obstructions[0]!, radius: -1 }] }],
  ['duplicate ids', { markers: [sketch.markers[0]!, { ...sketch.markers[1]!, id: 'm-1' }] }],
  ['an unknown field', { colour: 'red' }],
])('refuses %s', async (_name, change) => {
  const response = await call(admin, 'PUT', url(rep1Deal), { ...sketch, version: 2, ...change });
  expect(response.statusCode).toBe(400);
});

test("a rep can neither read nor write another rep's deal's sketch", async () => {
  expect((await call(rep2, 'GET', url(rep1Deal))).statusCode).toBe(403);
  const put = await call(rep2, 'PUT', url(rep1Deal), { ...sketch, version: 2 });
  expect(put.statusCode).toBe(403);
  expect(put.json().message).toBe(messages.noDealPermission);
  expect((await call(admin, 'GET', url(999999))).statusCode).toBe(404);
  expect((await call(admin, 'GET', url(rep1Deal))).json<SiteSketch>().version).toBe(2);
});
