import { eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  cities,
  countries,
  dealStages,
  dealStatuses,
  menuItems,
  proposalStatuses,
  provinces,
  userMenuAccess,
  users,
} from '../db/schema';
import { seedWarehouses } from '../modules/stock/seed-warehouses';
import { seedForecastStages } from '../modules/forecast/seed-forecast';
import { seedZohoSamples } from '../modules/zoho/seed-zoho-samples';
import { seedItemAttributes } from '../modules/zoho/seed-item-attributes';
import { seedTemplates } from '../modules/templates/seed-templates';
import { seedMailTemplates } from '../modules/mail/seed-mail-templates';
import { seedDealContactTypes } from '../modules/deal-contacts/seed-contact-types';
import { seedPowerCompanies } from '../modules/power-bills/seed-power-companies';
import { seedUtilityRates } from '../modules/savings/seed-utility-rates';
import { seedDealProgramsAndTaxes } from '../modules/deal-programs/seed-deal-programs';
import { seedAccounts } from './seed-accounts';
import { seedCountry, seedProvinces } from './seed-geography';
import { seedDealStages, seedDealStatuses, seedProposalStatuses } from './seed-lists';
import { groupSeedKey, seedMenuItems } from './seed-menu';

/** How many rows each table gained; all zero on a second run. */
type SeedSummary = Record<
  | 'menuItems'
  | 'dealStages'
  | 'dealStatuses'
  | 'proposalStatuses'
  | 'countries'
  | 'provinces'
  | 'cities'
  | 'users'
  | 'userMenuAccess'
  | 'items'
  | 'boms'
  | 'bomDetails'
  | 'powerCompanies'
  | 'utilityRates'
  | 'dealPrograms'
  | 'taxRates'
  | 'warehouses',
  number
>;

/**
 * Inserts the reference data and demo accounts that are missing, in one transaction. It never
 * updates an existing row, so whatever an administrator changed (a renamed menu item, a user's
 * access) survives every restart; demo accounts get their menu access only when first created.
 */
export async function seedDatabase(db: Database): Promise<SeedSummary> {
  return db.transaction(async (tx) => {
    const summary: SeedSummary = {
      menuItems: 0,
      dealStages: 0,
      dealStatuses: 0,
      proposalStatuses: 0,
      countries: 0,
      provinces: 0,
      cities: 0,
      users: 0,
      userMenuAccess: 0,
      items: 0,
      boms: 0,
      bomDetails: 0,
      powerCompanies: 0,
      utilityRates: 0,
      dealPrograms: 0,
      taxRates: 0,
      warehouses: 0,
    };

    // Menu: groups first so their ids exist for the children.
    const items = seedMenuItems();
    const insertMenu = async (rows: typeof items, parentIds: Map<string, number>) => {
      if (rows.length === 0) return;
      const inserted = await tx
        .insert(menuItems)
        .values(
          rows.map((item) => ({
            seedKey: item.seedKey,
            parentId: item.parentKey ? (parentIds.get(item.parentKey) ?? null) : null,
            path: item.path,
            title: item.title,
            icon: item.icon,
            isShow: item.isShow,
            sortOrder: item.sortOrder,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: menuItems.id });
      summary.menuItems += inserted.length;
    };
    await insertMenu(
      items.filter((item) => item.parentKey === null),
      new Map(),
    );
    const groupRows = await tx
      .select({ id: menuItems.id, seedKey: menuItems.seedKey })
      .from(menuItems)
      .where(isNotNull(menuItems.seedKey));
    const idBySeedKey = new Map(groupRows.map((row) => [row.seedKey!, row.id]));
    await insertMenu(
      items.filter((item) => item.parentKey !== null),
      idBySeedKey,
    );

    // Named lists.
    for (const [table, names, key] of [
      [dealStages, seedDealStages, 'dealStages'],
      [dealStatuses, seedDealStatuses, 'dealStatuses'],
      [proposalStatuses, seedProposalStatuses, 'proposalStatuses'],
    ] as const) {
      const inserted = await tx
        .insert(table)
        .values(names.map((name, index) => ({ name, sortOrder: (index + 1) * 10 })))
        .onConflictDoNothing()
        .returning({ id: table.id });
      summary[key] += inserted.length;
    }

    // Geography.
    summary.countries += (
      await tx.insert(countries).values(seedCountry).onConflictDoNothing().returning()
    ).length;
    const [country] = await tx
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.code, seedCountry.code));
    if (!country) throw new Error('Seeding failed: the country row is missing');
    summary.provinces += (
      await tx
        .insert(provinces)
        .values(seedProvinces.map((p) => ({ countryId: country.id, code: p.code, name: p.name })))
        .onConflictDoNothing()
        .returning()
    ).length;
    const provinceRows = await tx
      .select({ id: provinces.id, code: provinces.code })
      .from(provinces)
      .where(eq(provinces.countryId, country.id));
    const provinceIdByCode = new Map(provinceRows.map((row) => [row.code, row.id]));
    const cityRows = seedProvinces.flatMap((province) => {
      const provinceId = provinceIdByCode.get(province.code);
      // A province an administrator deleted stays deleted, and so do its cities.
      if (provinceId === undefined) return [];
      return province.cities.map(([name, latitude, longitude]) => ({
        provinceId,
        name,
        latitude,
        longitude,
      }));
    });
    if (cityRows.length > 0) {
      summary.cities += (
        await tx.insert(cities).values(cityRows).onConflictDoNothing().returning()
      ).length;
    }

    // Demo accounts, managers before the people they manage.
    for (const account of seedAccounts) {
      let managerId: number | null = null;
      if (account.managerEmail) {
        const [manager] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, account.managerEmail));
        managerId = manager?.id ?? null;
      }
      const [created] = await tx
        .insert(users)
        .values({
          email: account.email.toLowerCase(),
          username: account.username,
          firstName: account.firstName,
          lastName: account.lastName,
          isStaff: account.isStaff,
          isSuperuser: account.isSuperuser,
          managerId,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!created) continue;
      summary.users += 1;
      const groupIds = account.menuGroups
        .map((group) => idBySeedKey.get(groupSeedKey(group)))
        .filter((id): id is number => id !== undefined);
      if (groupIds.length > 0) {
        const granted = await tx
          .insert(userMenuAccess)
          .values(groupIds.map((menuItemId) => ({ userId: created.id, menuItemId })))
          .onConflictDoNothing()
          .returning();
        summary.userMenuAccess += granted.length;
      }
    }

    // Parts lists: the built-in item catalogue and, on a new database, sample BOMs.
    Object.assign(summary, await seedZohoSamples(tx));
    // Item attributes: panel wattage, so a panel size leads to the items that have it.
    await seedItemAttributes(tx);

    // Power companies per province, after the provinces they serve.
    summary.powerCompanies += await seedPowerCompanies(tx);
    // Their residential rates, after the companies.
    summary.utilityRates += await seedUtilityRates(tx);
    // Deal programs (Purchase, Sunline, CGHL) with their first versions, and provincial taxes.
    const programs = await seedDealProgramsAndTaxes(tx);
    summary.dealPrograms += programs.dealPrograms;
    summary.taxRates += programs.taxRates;
    summary.warehouses += await seedWarehouses(tx);
    // The forecast's stage probabilities, after the deal stages.
    await seedForecastStages(tx);

    // Document templates: one per group, inserted once by seed key.
    await seedTemplates(tx);
    await seedMailTemplates(tx);

    // Contact types, which the deal contact form picks from.
    await seedDealContactTypes(tx);
    return summary;
  });
}
