import { and, eq, inArray, sql } from 'drizzle-orm';
import { demoAccountEmails, dealNameKey } from '@solar/shared/domain';
import type { Database } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import { dealStages, dealStatuses, provinces, users } from '../db/schema';
import {
  findMatchingAddress,
  insertAddress,
  resolveAddressInput,
} from '../modules/crm/crm-address-queries';
import { addresses, deals } from '../modules/deals/deals-tables';
import { loadGazetteer } from '../modules/geo/gazetteer';

/** Names the demo deals are built from. */
const surnames = [
  'MacDonald',
  'Arsenault',
  'Gallant',
  'Campbell',
  'Murphy',
  'LeBlanc',
  'Cormier',
  'Doucette',
  'MacLeod',
  'Richard',
  'Bernard',
  'Chiasson',
  'Thompson',
  'Nguyen',
  'Singh',
  'Martin',
];
const kinds = ['Residence', 'Farm', 'Cottage', 'Barn', 'Garage', 'Shop'];

/** Stage names in the order the demo deals cycle through; 'Proposal Requested' comes often. */
const stageCycle = [
  'Proposal Requested',
  'Initial Contact',
  'Qualification',
  'Proposal Requested',
  'Proposal',
  'Negotiation',
  'Closed Won',
  'Proposal Requested',
  'Closed Lost',
];
const statusCycle = ['Draft', 'Proposal Request', 'In Progress', 'Completed', 'In Progress'];
const ownerCycle = [
  demoAccountEmails.rep1,
  demoAccountEmails.rep2,
  demoAccountEmails.rep1,
  demoAccountEmails.manager,
  demoAccountEmails.rep2,
  demoAccountEmails.admin,
];

/** One demo deal: its name, where, and who sells it. */
interface DemoDeal {
  name: string;
  address: { address: string; city: string; province: string; postal_code: string };
  latitude: number;
  longitude: number;
  stage: string;
  status: string;
  salesPersonEmail: string;
}

/**
 * About 60 demo deals: one at each gazetteer street, a few more at shared addresses (the map
 * dialog's "existing deals" case, one of them named after its address), and some in towns
 * across every province. Deterministic, so a second seed finds them all present.
 */
export function demoDeals(): DemoDeal[] {
  const { streets, places } = loadGazetteer();
  const list: DemoDeal[] = [];
  let index = 0;
  const next = (
    name: string,
    at: Omit<DemoDeal, 'name' | 'stage' | 'status' | 'salesPersonEmail'>,
  ) => {
    list.push({
      name,
      ...at,
      stage: stageCycle[index % stageCycle.length]!,
      status: statusCycle[index % statusCycle.length]!,
      salesPersonEmail: ownerCycle[index % ownerCycle.length]!,
    });
    index += 1;
  };
  for (const street of streets) {
    const surname = surnames[index % surnames.length]!;
    next(`${surname} ${kinds[index % kinds.length]}`, {
      address: street,
      latitude: street.latitude,
      longitude: street.longitude,
    });
  }
  // Shared addresses: a second and third deal at the first streets of PEI, NS and NB.
  for (const street of [streets[0]!, streets[0]!, streets[10]!, streets[19]!]) {
    const sameName = list.some((deal) => deal.name === street.address);
    next(sameName ? `${street.address} (New)` : street.address, {
      address: street,
      latitude: street.latitude,
      longitude: street.longitude,
    });
  }
  // Towns: the largest place of each province, then more until there are 60 deals.
  const byProvince = new Map<string, (typeof places)[number]>();
  for (const place of places)
    if (!byProvince.has(place.province)) byProvince.set(place.province, place);
  const towns = [
    ...byProvince.values(),
    ...places.filter((place) => byProvince.get(place.province) !== place),
  ];
  for (const place of towns) {
    if (list.length >= 60) break;
    if (list.some((deal) => deal.address.address === place.name)) continue;
    next(`${surnames[index % surnames.length]} ${kinds[index % kinds.length]}`, {
      address: {
        address: place.name,
        city: place.name,
        province: place.province,
        postal_code: place.postal_code,
      },
      latitude: place.latitude,
      longitude: place.longitude,
    });
  }
  return list;
}

async function idsByName(db: Database) {
  const stages = await db.select().from(dealStages);
  const statuses = await db.select().from(dealStatuses);
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...new Set(ownerCycle)]));
  return {
    stage: new Map(stages.map((row) => [row.name, row.id])),
    status: new Map(statuses.map((row) => [row.name, row.id])),
    person: new Map(people.map((row) => [row.email, row.id])),
  };
}

/**
 * Inserts the demo deals that are missing (a deal counts as present when its address holds a
 * deal of that name), after `seedDatabase`. Returns how many it added: 0 on a second run. A
 * stage, status or account an administrator removed is skipped, not recreated.
 */
export async function seedDemoDeals(db: Database): Promise<number> {
  return inTransaction(db, async (tx) => {
    const ids = await idsByName(tx);
    let added = 0;
    for (const deal of demoDeals()) {
      const stageId = ids.stage.get(deal.stage);
      const statusId = ids.status.get(deal.status);
      const salesPersonId = ids.person.get(deal.salesPersonEmail);
      if (stageId === undefined || statusId === undefined || salesPersonId === undefined) continue;
      const resolved = await resolveAddressInput(tx, {
        address: deal.address.address,
        city_text: deal.address.city,
        province_text: deal.address.province,
        postal_code: deal.address.postal_code,
        latitude: deal.latitude,
        longitude: deal.longitude,
      });
      const existing = await findMatchingAddress(tx, resolved);
      if (existing) {
        const [present] = await tx
          .select({ id: deals.id })
          .from(deals)
          .where(
            and(
              eq(deals.addressId, existing.id),
              sql`lower(btrim(${deals.name})) = ${dealNameKey(deal.name)}`,
            ),
          );
        if (present) continue;
      }
      const addressId = existing?.id ?? (await insertAddress(tx, resolved));
      await tx.insert(deals).values({
        name: deal.name,
        stageId,
        statusId,
        salesPersonId,
        addressId,
        createdBy: salesPersonId,
      });
      added += 1;
    }
    return added;
  });
}

/** The prefix of benchmark deals' names, so a re-run tops up instead of doubling. */
const benchmarkDealPrefix = 'Benchmark';

/**
 * Tops the benchmark set up to `count` deals (`pnpm seed --deals 100000`): each at its own
 * generated street address in a gazetteer town, spread over stages, statuses, provinces and
 * the demo sales people. Batched multi-row inserts keep 100 000 deals to seconds.
 */
export async function seedBenchmarkDeals(
  db: Database,
  count: number,
  batchSize = 2_000,
): Promise<number> {
  const [existing] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(deals)
    .where(sql`${deals.name} LIKE ${`${benchmarkDealPrefix} %`}`);
  const start = Number(existing?.count ?? 0);
  if (start >= count) return 0;
  const ids = await idsByName(db);
  const stageIds = [...ids.stage.values()];
  const statusIds = [...ids.status.values()];
  const personIds = [...ids.person.values()];
  const { places, streets } = loadGazetteer();
  const provinceRows = await db.select({ id: provinces.id, code: provinces.code }).from(provinces);
  const provinceIdByCode = new Map(provinceRows.map((row) => [row.code, row.id]));
  const streetNames = [...new Set(streets.map((street) => street.address.replace(/^\d+\s+/, '')))];
  for (let first = start; first < count; first += batchSize) {
    const size = Math.min(batchSize, count - first);
    const rows = Array.from({ length: size }, (_, offset) => {
      const n = first + offset;
      const place = places[n % places.length]!;
      // A deterministic jitter of up to ~2 km keeps the points distinct around the town.
      const jitter = (seed: number) => (((seed * 9301 + 49297) % 233280) / 233280 - 0.5) * 0.04;
      return {
        address: `${(n % 997) + 1} ${streetNames[n % streetNames.length]}`,
        cityText: place.name,
        provinceId: provinceIdByCode.get(place.province) ?? null,
        postalCode: place.postal_code,
        latitude: (place.latitude + jitter(n)).toFixed(7),
        longitude: (place.longitude + jitter(n + 7)).toFixed(7),
        name: `${benchmarkDealPrefix} ${surnames[n % surnames.length]} ${kinds[n % kinds.length]} ${String(n + 1).padStart(6, '0')}`,
        n,
      };
    });
    await inTransaction(db, async (tx) => {
      const inserted = await tx
        .insert(addresses)
        .values(rows.map(({ name: _name, n: _n, ...address }) => address))
        .returning({ id: addresses.id });
      await tx.insert(deals).values(
        rows.map((row, index) => ({
          name: row.name,
          stageId: stageIds[row.n % stageIds.length]!,
          statusId: statusIds[row.n % statusIds.length]!,
          salesPersonId: personIds[row.n % personIds.length]!,
          addressId: inserted[index]!.id,
          // Spread over the last year so "most recently updated" means something.
          updatedAt: new Date(Date.now() - (row.n % 365) * 86_400_000 - row.n * 1000),
        })),
      );
    });
  }
  // Bulk inserts leave the trigram indexes' pending lists full and the statistics stale; PGlite
  // has no autovacuum to fix either, and searches would scan the pending lists linearly.
  await db.execute(sql`VACUUM ANALYZE deals`);
  await db.execute(sql`VACUUM ANALYZE addresses`);
  return count - start;
}
