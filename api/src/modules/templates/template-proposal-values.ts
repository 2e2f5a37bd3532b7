import { and, desc, eq } from 'drizzle-orm';
import {
  calculateCashFlow,
  calculateProposal,
  pricingOfSaved,
  type StoredPricing,
  messages,
  monthlyProductionOfResults,
  proposalDataSchema,
  proposalInputsOf,
  proposalMergeValuesOf,
  proposalDocumentLinesOf,
  proposalPaymentPlan,
  proposalProgramLabels,
  resultsWithProduction,
  savedProposalRateDay,
  savingsMergeValuesOf,
  utilityRateOf,
  type ProposalDocumentLines,
  type ProposalMergeKey,
  type SavingsMergeKey,
  type TemplateProposalOption,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { proposalSavedDetails, proposals } from '../proposals/proposals-tables';
import { dealRateInForce } from '../savings';

/**
 * The proposal merge fields a template can print (every key is in the merge-field catalogue);
 * the savings ones only when the deal's power company has a rate.
 */
type ProposalMergeValues = Record<ProposalMergeKey, string> &
  Partial<Record<SavingsMergeKey, string>>;

/** A deal's saved proposal versions (those with a saved design), newest first. */
export async function proposalOptionsOf(
  db: Database,
  dealId: number,
): Promise<TemplateProposalOption[]> {
  return db
    .select({
      id: proposals.id,
      name: proposalSavedDetails.name,
      proposal_version: proposals.proposalVersion,
    })
    .from(proposals)
    .innerJoin(proposalSavedDetails, eq(proposalSavedDetails.proposalId, proposals.id))
    .where(eq(proposals.dealId, dealId))
    .orderBy(desc(proposals.proposalVersion));
}

/**
 * A saved proposal version of this deal, refused as not found when it belongs to another deal
 * (or has no saved design): a chosen id must never reach across deals.
 */
export async function requireProposalOfDeal(
  db: Database,
  dealId: number,
  proposalId: number,
): Promise<void> {
  const [row] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .innerJoin(proposalSavedDetails, eq(proposalSavedDetails.proposalId, proposals.id))
    .where(and(eq(proposals.id, proposalId), eq(proposals.dealId, dealId)));
  if (!row) throw new HttpError(404, messages.apiProposalNotFound);
}

/**
 * The proposal figures (merge values and monthly production) of one of a deal's saved proposal
 * versions — the chosen one, or by default the latest (the highest version with a saved design),
 * as the deal's presenter names them ("Proposal V3") — computed by the shared calculator and
 * formatted as the presenter's results panel shows them. `proposal` is null when the deal has no
 * saved design, and `figures` null when the calculator cannot read it: a document then reports
 * the fields as missing instead of printing invented figures.
 */
export async function proposalFiguresOf(
  db: Database,
  dealId: number,
  proposalId: number | null,
): Promise<{
  proposal: TemplateProposalOption | null;
  figures: {
    values: ProposalMergeValues;
    monthlyProductionKwh: number[];
    /** The program the proposal was priced with, as the document names it. */
    programName: string;
    /** The lines its customer document shows, as its priced version's proposal design chose. */
    lines: ProposalDocumentLines;
    /** Dollars at the end of years 0 to 25 (null without a rate), for the document's chart. */
    cumulativeCashFlow: number[] | null;
  } | null;
}> {
  const [chosen] = await db
    .select({
      id: proposals.id,
      name: proposalSavedDetails.name,
      proposal_version: proposals.proposalVersion,
      data: proposalSavedDetails.data,
      pricing: proposalSavedDetails.pricing,
      saved_at: proposalSavedDetails.updatedAt,
    })
    .from(proposalSavedDetails)
    .innerJoin(proposals, eq(proposals.id, proposalSavedDetails.proposalId))
    .where(
      and(
        eq(proposals.dealId, dealId),
        proposalId === null ? undefined : eq(proposals.id, proposalId),
      ),
    )
    .orderBy(desc(proposals.proposalVersion))
    .limit(1);
  if (!chosen) {
    if (proposalId !== null) throw new HttpError(404, messages.apiProposalNotFound);
    return { proposal: null, figures: null };
  }
  const { data, pricing, saved_at: savedAt, ...proposal } = chosen;
  const design = proposalDataSchema.safeParse(data);
  if (!design.success) return { proposal, figures: null };
  const inputs = proposalInputsOf(design.data);
  const stored = pricing as StoredPricing | null;
  // The version's terms stored with the proposal, its proposal design included: the document
  // keeps showing what that version said whatever the program's later versions choose.
  const priced = pricingOfSaved(stored, design.data.selectedProgram);
  // The production of the design's chosen method as the API stored it (a location estimate's
  // figure and months), so the merge fields and the PDF say what the preview says.
  const production = design.data.production;
  const results = resultsWithProduction(calculateProposal(inputs, priced), production);
  const monthlyProduction = monthlyProductionOfResults(results, production);
  const shownDesign = priced.terms.proposal_design;
  // The savings the presenter showed with the deal's company's rate in force the day the proposal
  // was saved and the defaults: a later rate leaves a saved proposal's numbers as they were.
  const rate = await dealRateInForce(
    db,
    dealId,
    savedProposalRateDay({ pricing: stored, updated_at: savedAt }),
  );
  const cashFlow = rate
    ? calculateCashFlow({
        monthlyUsageKwh: inputs.monthlyUsage,
        monthlyProductionKwh: monthlyProduction,
        rate: utilityRateOf(rate),
        plan: proposalPaymentPlan(inputs.program, inputs.term, results),
      })
    : null;
  const savings = cashFlow ? savingsMergeValuesOf(cashFlow) : {};
  return {
    proposal,
    figures: {
      // The payment lines are the proposal's own program's, as its presenter shows them.
      values: { ...proposalMergeValuesOf(inputs.program, results, shownDesign), ...savings },
      // The same monthly split the customer-facing proposal's chart shows.
      monthlyProductionKwh: monthlyProduction,
      programName: stored?.program_name ?? proposalProgramLabels[inputs.program],
      lines: proposalDocumentLinesOf(results, shownDesign),
      cumulativeCashFlow: cashFlow ? cashFlow.rows.map((row) => row.cumulativeCashFlow) : null,
    },
  };
}
