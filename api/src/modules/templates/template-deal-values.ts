import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import {
  formatTemplateDate,
  mergeFields,
  type MergeValuesResponse,
  type TemplateDealOption,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { cities, dealStages, dealStatuses, provinces, users } from '../../db/schema';
import { addresses, deals } from '../crm/crm-tables';
import { type DealCaller, requireDealAccess, visibleDealsCondition } from '../crm/deal-access';
import { personNameSql } from './templates-queries';

const dealOptionsLimit = 50;

/** Deals the caller may fill a template from (the per-deal access rule), most recent first. */
export async function templateDealOptions(
  db: Database,
  caller: DealCaller,
  search: string | undefined,
): Promise<TemplateDealOption[]> {
  const conditions: (SQL | undefined)[] = [visibleDealsCondition(caller)];
  if (search) {
    conditions.push(ilike(deals.name, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  }
  return db
    .select({ id: deals.id, name: deals.name })
    .from(deals)
    .where(and(...conditions))
    .orderBy(desc(deals.updatedAt), desc(deals.id))
    .limit(dealOptionsLimit);
}

/** "12 Main St, Charlottetown, PE C1A 1A1": the parts the deal has, in postal order. */
function postalAddress(parts: {
  address: string;
  city: string | null;
  provinceCode: string | null;
  postalCode: string;
}): string {
  const postal = parts.postalCode.replace(/^(\w{3})(\w{3})$/, '$1 $2');
  const region = [parts.provinceCode, postal].filter(Boolean).join(' ');
  return [parts.address, parts.city, region]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}

/**
 * The merge values of one deal. Customer and proposal fields are null: the product does not
 * store them yet (their issues add contacts and proposals), and a document must never show
 * invented figures. Charts have no data for the same reason (power bills come with their issue).
 */
export async function dealMergeValues(
  db: Database,
  caller: DealCaller,
  dealId: number,
  today: Date,
): Promise<MergeValuesResponse> {
  await requireDealAccess(db, caller, dealId);
  const [deal] = await db
    .select({
      name: deals.name,
      address: addresses.address,
      cityName: cities.name,
      cityText: addresses.cityText,
      provinceName: provinces.name,
      provinceCode: provinces.code,
      postalCode: addresses.postalCode,
      stage: dealStages.name,
      status: dealStatuses.name,
      salesPersonId: users.id,
      salesPerson: personNameSql(),
    })
    .from(deals)
    .innerJoin(addresses, eq(addresses.id, deals.addressId))
    .leftJoin(cities, eq(cities.id, addresses.cityId))
    .leftJoin(provinces, eq(provinces.id, addresses.provinceId))
    .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
    .innerJoin(dealStatuses, eq(dealStatuses.id, deals.statusId))
    .leftJoin(users, eq(users.id, deals.salesPersonId))
    .where(eq(deals.id, dealId));
  // requireDealAccess has just found the deal; a concurrent delete is the only way to get here.
  if (!deal) return { deal_id: dealId, values: nullValues(), chart: noChart };
  const city = deal.cityName ?? (deal.cityText.trim() || null);
  const values = nullValues();
  Object.assign(values, {
    'deal.name': deal.name,
    'deal.address': postalAddress({
      address: deal.address,
      city,
      provinceCode: deal.provinceCode,
      postalCode: deal.postalCode,
    }),
    'deal.city': city,
    'deal.province': deal.provinceName,
    'deal.postal_code': deal.postalCode
      ? deal.postalCode.replace(/^(\w{3})(\w{3})$/, '$1 $2')
      : null,
    'deal.stage': deal.stage,
    'deal.status': deal.status,
    'deal.sales_person': deal.salesPersonId === null ? null : deal.salesPerson,
    today: formatTemplateDate(today),
  });
  return { deal_id: dealId, values, chart: noChart };
}

const noChart: MergeValuesResponse['chart'] = {
  monthly_usage_kwh: null,
  monthly_production_kwh: null,
};

function nullValues(): Record<string, string | null> {
  return Object.fromEntries(mergeFields.map((field) => [field.key, null]));
}

/** The values of a PDF printed without a deal: only the date; every other field stays visible. */
export function noDealMergeValues(today: Date): MergeValuesResponse['values'] {
  return { ...nullValues(), today: formatTemplateDate(today) };
}
