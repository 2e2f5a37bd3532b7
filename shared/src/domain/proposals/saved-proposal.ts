import { z } from 'zod';
import { messages } from '../messages';
import { panelEfficiencyOf } from './panel-efficiency';
import {
  defaultHydroUsageKwh,
  installationTypes,
  maxPanelsPerProposal,
  panelSizes,
  proposalDefaults,
  proposalPrograms,
  maxPlanTermYears,
  usageMonths,
  type InstallationType,
  type PanelSize,
  type ProposalProgram,
  type UsageMonth,
} from './proposal-constants';
import type { ProposalInputs } from './calculate-proposal';
import { storedPricingSchema, type StoredPricing } from '../deal-programs/deal-program-schemas';
import {
  proposalProductionSchema,
  proposalProductionSettingsSchema,
  type ProposalProduction,
  type ProposalProductionSettings,
} from '../production/proposal-production';

/** A panel as saved: id, position and the efficiency it had (recomputed from x, y on load). */
const savedPanelSchema = z.object({
  id: z.number().int().positive(),
  x: z.number().finite(),
  y: z.number().finite(),
  efficiency: z.number().finite(),
});
export type SavedPanel = z.infer<typeof savedPanelSchema>;

const hydroUsageEntrySchema = z.object({
  month: z.enum(usageMonths),
  value: z.number().finite().min(0),
});
type HydroUsageEntry = z.infer<typeof hydroUsageEntrySchema>;

/** The presenter's state as saved (the `data` of a saved proposal). */
export const proposalDataSchema = z.object({
  selectedProgram: z.enum(proposalPrograms),
  selectedTerm: z.number().int().min(1).max(maxPlanTermYears),
  selectedPanelSize: z.union(panelSizes.map((size) => z.literal(size))),
  selectedInstallationType: z.enum(installationTypes),
  hydroUsage: z.array(hydroUsageEntrySchema).length(12),
  panels: z.array(savedPanelSchema).max(maxPanelsPerProposal, { error: messages.tooManyPanels }),
  nextPanelId: z.number().int().positive(),
  /** The deal program version it is priced with; absent on designs saved before programs. */
  programVersionId: z.number().int().positive().optional(),
  /** How the production is worked out; absent on designs saved before the choice existed. */
  productionSettings: proposalProductionSettingsSchema.optional(),
  /** The production the API worked out when the design was saved; whatever the browser sent is replaced. */
  production: proposalProductionSchema.optional(),
});
export interface ProposalData {
  selectedProgram: ProposalProgram;
  selectedTerm: number;
  selectedPanelSize: PanelSize;
  selectedInstallationType: InstallationType;
  hydroUsage: HydroUsageEntry[];
  panels: SavedPanel[];
  nextPanelId: number;
  programVersionId?: number;
  productionSettings?: ProposalProductionSettings;
  production?: ProposalProduction;
}

const savedProposalSchema = z.object({
  /** A timestamp (ms) — unique per browser; see `newSavedProposalId`. */
  id: z.number().int(),
  name: z.string().min(1),
  selected: z.boolean(),
  data: proposalDataSchema,
  pricing: storedPricingSchema.nullish(),
});
export interface SavedProposal {
  id: number;
  name: string;
  selected: boolean;
  data: ProposalData;
  /** What the server priced it with (a deal's saved version); absent on this browser's own. */
  pricing?: StoredPricing | null;
}

/** Twelve months of the given usages (the spec's defaults when none are given). */
function hydroUsageOf(values: readonly number[] = defaultHydroUsageKwh): HydroUsageEntry[] {
  return usageMonths.map((month: UsageMonth, index) => ({ month, value: values[index] ?? 0 }));
}

/** The presenter's starting point and what "Delete Current Proposal" resets to. */
export function defaultProposalData(monthlyUsage?: readonly number[]): ProposalData {
  return {
    selectedProgram: proposalDefaults.program,
    selectedTerm: proposalDefaults.term,
    selectedPanelSize: proposalDefaults.panelSize,
    selectedInstallationType: proposalDefaults.installationType,
    hydroUsage: hydroUsageOf(monthlyUsage),
    panels: [],
    nextPanelId: proposalDefaults.nextPanelId,
  };
}

/** The calculator's inputs from saved data; panel efficiencies are recomputed from positions. */
export function proposalInputsOf(data: ProposalData): ProposalInputs {
  return {
    program: data.selectedProgram,
    term: data.selectedTerm,
    panelSize: data.selectedPanelSize,
    installationType: data.selectedInstallationType,
    monthlyUsage: data.hydroUsage.map((entry) => entry.value),
    panels: data.panels,
  };
}

/** A panel with the efficiency its position earns, as saved. */
export function savedPanelAt(id: number, x: number, y: number): SavedPanel {
  return { id, x, y, efficiency: panelEfficiencyOf({ x, y }) };
}

/** "Proposal V1", "V2"…: one more than the highest version saved, so a deleted name is not reused. */
export function nextProposalName(saved: readonly Pick<SavedProposal, 'name'>[]): string {
  const highest = saved.reduce((max, proposal) => {
    const match = /^Proposal V(\d+)$/.exec(proposal.name);
    return match ? Math.max(max, Number(match[1])) : max;
  }, 0);
  return `Proposal V${highest + 1}`;
}

/** A timestamp id that stays unique when two saves fall in the same millisecond. */
export function newSavedProposalId(
  saved: readonly Pick<SavedProposal, 'id'>[],
  now: number,
): number {
  const highest = saved.reduce((max, proposal) => Math.max(max, proposal.id), 0);
  return Math.max(now, highest + 1);
}

/**
 * Reads a stored list (`savedProposals` or `compareProposals`): unreadable text gives an empty
 * list, and entries that do not match the shape are dropped rather than breaking the screen.
 */
export function parseSavedProposals(text: string | null): SavedProposal[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    const parsed = savedProposalSchema.safeParse(entry);
    return parsed.success ? [parsed.data as SavedProposal] : [];
  });
}
