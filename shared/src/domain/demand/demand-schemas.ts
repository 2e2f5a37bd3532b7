import { z } from 'zod';
import { messages } from '../messages';
import { installationTypes } from '../proposals/proposal-constants';
import { recordVersionSchema } from '../record-version';
import { isIsoWeek } from './demand-weeks';

/** An ISO week such as '2027-W09'. */
export const isoWeekSchema = z
  .string()
  .trim()
  .refine(isIsoWeek, { error: messages.isoWeekInvalid });

/** The longest horizon the demand grid and `readGrossDemand` answer, in weeks. */
export const maxDemandWeeks = 52;
export const demandHorizonOptions = [4, 8, 12, 26, 52] as const;
export const defaultDemandWeeks = 12;

const panelSizeSchema = z
  .number({ error: messages.panelSizeInvalid })
  .int({ error: messages.panelSizeInvalid })
  .min(1, { error: messages.panelSizeInvalid })
  .max(2_000, { error: messages.panelSizeInvalid });

/**
 * A program key: free text until deal programs exist (the proposal's program today: purchase,
 * sunline, cghl), compared exactly. Null means any program.
 */
const programSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,50}$/, { error: messages.programKeyInvalid })
  .nullable();

// BOM Link.
export const bomLinkInputSchema = z.strictObject({
  bom_id: z.number({ error: messages.bomLinkUnknownBom }).int().positive(),
  installation_type: z.enum(installationTypes).nullable(),
  program: programSchema,
  panel_size_w: panelSizeSchema.nullable(),
  province_id: z.number().int().positive().nullable(),
});
export type BomLinkInput = z.infer<typeof bomLinkInputSchema>;
export const bomLinkUpdateSchema = bomLinkInputSchema.extend({ version: recordVersionSchema });
export const bomLinkSchema = z.object({
  id: z.number().int(),
  bom_id: z.number().int(),
  bom_description: z.string(),
  installation_type: z.enum(installationTypes).nullable(),
  program: z.string().nullable(),
  panel_size_w: z.number().int().nullable(),
  province_id: z.number().int().nullable(),
  province_name: z.string().nullable(),
  /** No criteria: the parts list for every installation no other link matches. */
  is_default: z.boolean(),
  /** Higher wins among links that match (`bomLinkSpecificity`). */
  specificity: z.number().int(),
  version: z.number().int(),
});
export type BomLink = z.infer<typeof bomLinkSchema>;
export const bomLinkListSchema = z.array(bomLinkSchema);

// Demand Panel Link.
export const maxPanelLinkItems = 10;
export const panelLinkInputSchema = z.strictObject({
  /** In order: the preferred item first, then the alternates. */
  item_ids: z
    .array(z.number().int().positive())
    .max(maxPanelLinkItems, { error: messages.panelLinkTooMany })
    .refine((ids) => new Set(ids).size === ids.length, { error: messages.panelLinkDuplicateItem }),
  /** The size's version the user edited; a save from an older one is refused (409). */
  version: recordVersionSchema,
});
const panelItemSchema = z.object({
  item_id: z.number().int(),
  itemno: z.string(),
  itemdes: z.string(),
});
export type PanelItem = z.infer<typeof panelItemSchema>;
export const panelLinkSchema = z.object({
  panel_size_w: z.number().int(),
  /** The linked items: the preferred one first, then the alternates. */
  items: z.array(panelItemSchema),
  /** Items whose Rated power attribute is this size: what may be linked. */
  candidates: z.array(panelItemSchema),
  /** Goes up with every save of this size's items (1 until the first). */
  version: z.number().int(),
});
export type PanelLink = z.infer<typeof panelLinkSchema>;
export const panelLinkListSchema = z.array(panelLinkSchema);

/**
 * What the BOM Link, Plan Demand and MPR Item Setting forms choose from: parts lists, provinces,
 * vendors and active warehouses.
 */
export const demandOptionsSchema = z.object({
  boms: z.array(z.object({ id: z.number().int(), bomdes: z.string(), bomsts: z.string() })),
  provinces: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  vendors: z.array(z.object({ id: z.number().int(), name: z.string() })),
  warehouses: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type DemandOptions = z.infer<typeof demandOptionsSchema>;

// MPR Item Setting.
const wholeUpTo = (min: number, max: number, error: string) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
export const planningSettingsSchema = z.strictObject({
  planned: z.boolean(),
  lead_time_days: wholeUpTo(0, 365, messages.leadTimeInvalid),
  safety_stock: wholeUpTo(0, 1_000_000, messages.safetyStockInvalid),
  moq: wholeUpTo(1, 1_000_000, messages.moqInvalid),
  order_multiple: wholeUpTo(1, 1_000_000, messages.orderMultipleInvalid),
  preferred_vendor_id: z.number().int().positive().nullable(),
  planning_warehouse_id: z.number().int().positive().nullable(),
});
export type PlanningSettings = z.infer<typeof planningSettingsSchema>;
/** What a new own setting starts from when its category has no default. */
export const planningSettingsDefaults: PlanningSettings = {
  planned: true,
  lead_time_days: 0,
  safety_stock: 0,
  moq: 1,
  order_multiple: 1,
  preferred_vendor_id: null,
  planning_warehouse_id: null,
};
export const maxBulkItems = 500;
export const planningBulkEditSchema = z.strictObject({
  item_ids: z
    .array(z.number().int().positive())
    .min(1, { error: messages.planningSettingsNoItems })
    .max(maxBulkItems),
  /** The fields to set on every selected item; the others keep their value. */
  set: planningSettingsSchema.partial().refine((fields) => Object.keys(fields).length > 0, {
    error: messages.planningSettingsNoFields,
  }),
});
export type PlanningBulkEdit = z.infer<typeof planningBulkEditSchema>;
export const planningBulkClearSchema = z.strictObject({
  item_ids: z
    .array(z.number().int().positive())
    .min(1, { error: messages.planningSettingsNoItems })
    .max(maxBulkItems),
});
export const planningSettingSources = ['item', 'category', 'none'] as const;
export type PlanningSettingSource = (typeof planningSettingSources)[number];
const settingsOutSchema = z.object({
  planned: z.boolean(),
  lead_time_days: z.number().int(),
  safety_stock: z.number().int(),
  moq: z.number().int(),
  order_multiple: z.number().int(),
  preferred_vendor_id: z.number().int().nullable(),
  planning_warehouse_id: z.number().int().nullable(),
});
export const planningItemRowSchema = z.object({
  item_id: z.number().int(),
  itemno: z.string(),
  itemdes: z.string(),
  category: z.string(),
  /** Where the settings in force come from: the item's own, its category's default, or none. */
  source: z.enum(planningSettingSources),
  settings: settingsOutSchema.nullable(),
  /** The item's reorder point: its stock setting, set on the Stock page (null: none). */
  reorder_point: z.number().int().nullable(),
});
export type PlanningItemRow = z.infer<typeof planningItemRowSchema>;
export const planningItemPageSchema = z.object({
  results: z.array(planningItemRowSchema),
  count: z.number().int(),
});
export type PlanningItemPage = z.infer<typeof planningItemPageSchema>;
export const planningCategorySchema = z.object({
  category: z.string(),
  item_count: z.number().int(),
  settings: settingsOutSchema.nullable(),
});
export type PlanningCategory = z.infer<typeof planningCategorySchema>;
export const planningCategoryListSchema = z.array(planningCategorySchema);
export const planningBulkResultSchema = z.object({ count: z.number().int() });

// Plan Demand.
const plannedCountSchema = wholeUpTo(1, 10_000, messages.plannedCountInvalid);
export const plannedInstallationInputSchema = z.strictObject({
  week: isoWeekSchema,
  count: plannedCountSchema,
  installation_type: z.enum(installationTypes, { error: messages.pleaseSelectInstallationType }),
  panel_size_w: panelSizeSchema,
  panels_each: wholeUpTo(1, 1_000, messages.panelsEachInvalid),
  province_id: z.number().int().positive().nullable(),
  program: programSchema,
});
export type PlannedInstallationInput = z.infer<typeof plannedInstallationInputSchema>;
export const plannedInstallationUpdateSchema = plannedInstallationInputSchema.extend({
  version: recordVersionSchema,
});
export const plannedInstallationSchema = z.object({
  id: z.number().int(),
  week: z.string(),
  count: z.number().int(),
  installation_type: z.enum(installationTypes),
  panel_size_w: z.number().int(),
  panels_each: z.number().int(),
  province_id: z.number().int().nullable(),
  province_name: z.string().nullable(),
  program: z.string().nullable(),
  version: z.number().int(),
});
export type PlannedInstallation = z.infer<typeof plannedInstallationSchema>;
export const plannedInstallationListSchema = z.array(plannedInstallationSchema);
export const plannedWeekCopySchema = z.strictObject({
  from_week: isoWeekSchema,
  to_week: isoWeekSchema,
});
export const plannedImportResultSchema = z.object({ count: z.number().int() });
/** The columns of a Plan Demand CSV file, in this order after the header line. */
export const plannedImportColumns = [
  'week',
  'count',
  'installation_type',
  'panel_size_w',
  'panels_each',
  'province',
  'program',
] as const;
export const maxPlannedImportRows = 2_000;

// Demand.
export const demandWindowQuerySchema = z.strictObject({
  from_week: isoWeekSchema,
  weeks: z.coerce
    .number({ error: messages.demandHorizonInvalid })
    .int({ error: messages.demandHorizonInvalid })
    .min(1, { error: messages.demandHorizonInvalid })
    .max(maxDemandWeeks, { error: messages.demandHorizonInvalid }),
});
export const demandSources = ['project', 'plan'] as const;
export type DemandSource = (typeof demandSources)[number];
export const demandGridSchema = z.object({
  weeks: z.array(z.string()),
  items: z.array(
    z.object({
      item_id: z.number().int(),
      itemno: z.string(),
      itemdes: z.string(),
      /** One per week of `weeks`, in order. */
      quantities: z.array(z.number().int()),
      total: z.number().int(),
    }),
  ),
});
export type DemandGrid = z.infer<typeof demandGridSchema>;
export const demandCellQuerySchema = z.strictObject({
  item_id: z.coerce.number().int().positive(),
  week: isoWeekSchema,
});
export const demandCellRowSchema = z.object({
  source: z.enum(demandSources),
  source_id: z.number().int(),
  /** The deal's name for a project; for a plan, what was planned ("30 × rooftop 405 W, NS"). */
  label: z.string(),
  deal_id: z.number().int().nullable(),
  installation_date: z.string().nullable(),
  panel_count: z.number().int(),
  required: z.number().int(),
  shipped: z.number().int(),
  quantity: z.number().int(),
});
export type DemandCellRow = z.infer<typeof demandCellRowSchema>;
export const demandCellSchema = z.array(demandCellRowSchema);
