import { z } from 'zod';
import { monthlyProductionKwh } from '../proposals/monthly-production';
import { formatTemplateDate } from './merge-fields';
import { templateProposalOptionSchema } from './template-records';

export const monthAbbreviations = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const twelveMonths = z.array(z.number().finite().min(0)).length(12);

/**
 * `GET /api/templates/merge-values/?deal_id=&proposal_id=`: the values of every catalogue field for one deal
 * (null where the product holds no value yet) and the monthly series the charts draw (null when
 * the deal has none). Nothing is ever made up for a real deal.
 */
export const mergeValuesSchema = z.object({
  deal_id: z.number().int(),
  /** The proposal version the figures come from; null when the deal has no saved proposal. */
  proposal: templateProposalOptionSchema.nullable(),
  values: z.record(z.string(), z.string().nullable()),
  chart: z.object({
    monthly_usage_kwh: twelveMonths.nullable(),
    monthly_production_kwh: twelveMonths.nullable(),
  }),
});
export type MergeValuesResponse = z.infer<typeof mergeValuesSchema>;
export type TemplateChartData = MergeValuesResponse['chart'];

/**
 * The spec's default monthly usage, January to December: the sample chart's usage.
 */
const sampleMonthlyUsageKwh = [
  1205, 1205, 1087, 1087, 922, 922, 1004, 1004, 1065, 1065, 1256, 1256,
] as const;

/**
 * A sample production curve: 8.10 kW (20 panels of 405 W) at the spec's 1100 kWh per kW per year
 * (8 910 kWh), spread over the months as a real deal's proposal is.
 */
const sampleMonthlyProductionKwh = monthlyProductionKwh(8_910_00);

/**
 * The values a preview shows when no deal is picked, covering the whole catalogue; the editor
 * labels them as sample data. The total is the spec's pricing for 8.10 kW: 8100 W × 2.99 plus 15 %.
 */
export function sampleMergeValues(today: Date): Record<string, string> {
  return {
    'deal.name': 'Sample deal: Harbour Road rooftop',
    'deal.address': '12 Harbour Road, Charlottetown, PE C1A 1A1',
    'deal.city': 'Charlottetown',
    'deal.province': 'Prince Edward Island',
    'deal.postal_code': 'C1A 1A1',
    'deal.stage': 'Proposal',
    'deal.status': 'Open',
    'deal.sales_person': 'Sam Sample',
    'customer.name': 'Alex Sample',
    'customer.email': 'alex.sample@example.com',
    'customer.phone': '(902) 555-0100',
    'proposal.system_size_kw': '8.10',
    'proposal.annual_production_kwh': '8,910',
    'proposal.total_with_tax': '$27,851.85',
    today: formatTemplateDate(today),
  };
}

export const sampleChartData: TemplateChartData = {
  monthly_usage_kwh: [...sampleMonthlyUsageKwh],
  monthly_production_kwh: sampleMonthlyProductionKwh,
};
