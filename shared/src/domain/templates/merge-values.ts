import { z } from 'zod';
import { calculateProposal } from '../proposals/calculate-proposal';
import { seededProposalPricing } from '../deal-programs/seed-deal-programs';
import { monthlyProductionKwh } from '../proposals/monthly-production';
import { formatTemplateDate } from './merge-fields';
import { templateProposalOptionSchema } from './template-records';
import { proposalMergeValuesOf } from './proposal-merge-values';
import { calculateCashFlow } from '../savings/cash-flow';
import { proposalPaymentPlan } from '../savings/proposal-payment-plan';
import { savingsMergeValuesOf } from '../savings/savings-merge-values';

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
 * The sample proposal: a Purchase of 20 panels of 405 W (8.10 kW), all in the open part of the
 * roof (1100 kWh per kW per year), three rows of seven at the drawing's placement steps clear of
 * the shadow circle. Its figures come from the shared calculator, as a real deal's do.
 */
const sampleProposal = calculateProposal(
  {
    program: 'purchase',
    term: 10,
    panelSize: 405,
    installationType: 'rooftop',
    monthlyUsage: sampleMonthlyUsageKwh,
    panels: Array.from({ length: 20 }, (_, index) => ({
      x: 100 + (index % 7) * 50,
      y: 320 + Math.floor(index / 7) * 70,
    })),
  },
  seededProposalPricing('purchase'),
);

/** The sample proposal's savings at a sample flat rate (0.18 $/kWh, 24.57 $ a month, netting). */
const sampleSavings = calculateCashFlow({
  monthlyUsageKwh: sampleMonthlyUsageKwh,
  monthlyProductionKwh: monthlyProductionKwh(sampleProposal.productionHundredthsKwh),
  rate: {
    energyPricePerKwh: 0.18,
    fixedMonthlyCharge: 24.57,
    tiers: [],
    timeOfUse: [],
    netMetering: 'monthly-netting',
    exportPricePerKwh: 0,
  },
  plan: proposalPaymentPlan('purchase', 10, sampleProposal),
});

/**
 * The values a preview and its PDF show when no deal is picked, covering the whole catalogue;
 * the editor labels them as sample data.
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
    ...proposalMergeValuesOf(
      'purchase',
      sampleProposal,
      seededProposalPricing('purchase').terms.proposal_design,
    ),
    ...savingsMergeValuesOf(sampleSavings),
    today: formatTemplateDate(today),
  };
}

export const sampleChartData: TemplateChartData = {
  monthly_usage_kwh: [...sampleMonthlyUsageKwh],
  monthly_production_kwh: monthlyProductionKwh(sampleProposal.productionHundredthsKwh),
};
