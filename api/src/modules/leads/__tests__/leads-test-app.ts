import type { Lead, NamedItem, Province } from '@solar/shared/domain';
import { demoAccountEmails } from '@solar/shared/domain';
import { users } from '../../../db/schema';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';

/**
 * The lead tests' app: a fresh seeded database per file, the demo accounts' ids, the deal stages,
 * statuses and provinces a conversion needs, and `create`, which posts a new lead (its fields
 * from `leadOf(n)`, n counting the file's leads, so each is distinct) as a given person.
 */
export function leadsTestApp(leadOf: (n: number) => Record<string, unknown>) {
  const state = {
    app: undefined as unknown as TestApp,
    stages: [] as NamedItem[],
    statuses: [] as NamedItem[],
    provinces: [] as Province[],
  };
  const userIds = new Map<string, number>();
  const call = signedInCaller(() => state.app);
  beforeAll(async () => {
    state.app = await createTestApp();
    await seedDemoDeals(state.app.database.db);
    const { admin } = demoAccountEmails;
    state.stages = (await call(admin, 'GET', '/api/crm/deal-stages/')).json();
    state.statuses = (await call(admin, 'GET', '/api/crm/deal-statuses/')).json();
    state.provinces = (await call(admin, 'GET', '/api/crm/provinces/')).json();
    for (const row of await state.app.database.db.select().from(users)) {
      userIds.set(row.email, row.id);
    }
    // A fresh seeded database per file; slow when the whole workspace's suites run at once.
  }, 120_000);
  afterAll(async () => {
    await state.app.close();
  });
  let counter = 0;
  const newLead = (overrides: Record<string, unknown> = {}) => {
    counter += 1;
    return { ...leadOf(counter), ...overrides };
  };
  return {
    /** The app, once the file's `beforeAll` has made it. */
    get t(): TestApp {
      return state.app;
    },
    get stages(): NamedItem[] {
      return state.stages;
    },
    /** How many leads `newLead` has made: the n of the latest one. */
    get leadCount(): number {
      return counter;
    },
    call,
    userIds,
    idOf: (email: string) => userIds.get(email)!,
    newLead,
    /**
     * The deal a conversion of `lead` asks for: named after the lead, at the first stage and
     * status, at the lead's address in `place` (a city, a province's code, any more address
     * fields).
     */
    dealFor(
      lead: Lead,
      place: { city_text: string; province: string } & Record<string, unknown>,
      overrides: Record<string, unknown> = {},
    ) {
      const { province, ...address } = place;
      return {
        name: `${lead.first_name} ${lead.last_name}`,
        stage: state.stages[0]!.id,
        status: state.statuses[0]!.id,
        address: {
          address: lead.address,
          ...address,
          province: state.provinces.find((p) => p.code === province)!.id,
        },
        ...overrides,
      };
    },
    async create(email: string, overrides: Record<string, unknown> = {}): Promise<Lead> {
      const response = await call(email, 'POST', '/api/crm/leads/', newLead(overrides));
      expect(response.statusCode).toBe(201);
      return response.json<Lead>();
    },
  };
}
