import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import {
  formatTemplateDate,
  mergeFields,
  type MergeValuesResponse,
  sampleMergeValues,
  type TemplateDealOption,
  type TemplateProposalOption,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { cities, dealStages, dealStatuses, provinces, users } from '../../db/schema';
import { addresses, deals } from '../deals/deals-tables';
import { primaryContactOf } from '../deal-contacts';
import { dealMonthlyUsage } from '../power-bills';
import { type DealCaller, requireDealAccess, visibleDealsCondition } from '../deals';
import { proposalFiguresOf, proposalOptionsOf } from './template-proposal-values';
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
    conditions.push(ilike(deals.name, containsPattern(search)));
  }
  return db
    .select({ id: deals.id, name: deals.name })
    .from(deals)
    .where(and(...conditions))
    .orderBy(desc(deals.updatedAt), desc(deals.id))
    .limit(dealOptionsLimit);
}

/** The saved proposal versions of a deal the caller may see, newest first. */
export async function templateProposalOptions(
  db: Database,
  caller: DealCaller,
  dealId: number,
): Promise<TemplateProposalOption[]> {
  await requireDealAccess(db, caller, dealId);
  return proposalOptionsOf(db, dealId);
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
 * The merge values of one deal: its own fields, the customer from its primary contact (the deal's
 * name when it has no contact), the proposal figures from the chosen saved proposal version (by
 * default its latest) and the usage chart from its power bill, the production curve from that
 * proposal. Anything else the deal lacks (no saved proposal) stays null: a document must never
 * show invented figures.
 */
export async function dealMergeValues(
  db: Database,
  caller: DealCaller,
  dealId: number,
  today: Date,
  proposalId: number | null = null,
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
  if (!deal) return { deal_id: dealId, proposal: null, values: nullValues(), chart: noChart };
  const customer = await primaryContactOf(db, dealId);
  const { proposal, figures } = await proposalFiguresOf(db, dealId, proposalId);
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
    // The customer is the person named on the deal; a deal without a contact is known by its name.
    'customer.name': customer?.name ?? deal.name,
    'customer.email': customer?.email ?? null,
    'customer.phone': customer?.phone ?? null,
    ...figures?.values,
    today: formatTemplateDate(today),
  });
  return {
    deal_id: dealId,
    proposal,
    values,
    chart: {
      monthly_usage_kwh: await dealMonthlyUsage(db, dealId),
      monthly_production_kwh: figures?.monthlyProductionKwh ?? null,
    },
  };
}

const noChart: MergeValuesResponse['chart'] = {
  monthly_usage_kwh: null,
  monthly_production_kwh: null,
};

function nullValues(): Record<string, string | null> {
  return Object.fromEntries(mergeFields.map((field) => [field.key, null]));
}

/**
 * The values of a PDF printed without a deal: the editor's sample data, so the PDF shows the same
 * document as the preview the user was looking at.
 */
export function noDealMergeValues(today: Date): MergeValuesResponse['values'] {
  return { ...nullValues(), ...sampleMergeValues(today) };
}
