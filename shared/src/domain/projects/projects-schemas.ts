import { z } from 'zod';
import { recordVersionSchema } from '../record-version';
import {
  projectChosenStatuses,
  projectCrewMaxLength,
  projectMilestoneKeys,
  projectNotesMaxLength,
  projectReasonMaxLength,
  projectStatuses,
} from './projects-constants';
import {
  projectBlockedReasonRequired,
  projectCrewTooLong,
  projectDateInvalid,
  projectNotesTooLong,
  projectNothingToChange,
  projectReasonTooLong,
} from './projects-messages';

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const projectDaySchema = z
  .string({ error: projectDateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: projectDateInvalid })
  .refine(
    (text) => {
      const day = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
    },
    { error: projectDateInvalid },
  );

const personSchema = z.object({ id: z.number().int(), name: z.string() });
export type ProjectPerson = z.infer<typeof personSchema>;

/** One row of Active Projects or Projects History. */
export const projectSummarySchema = z.object({
  id: z.number().int(),
  deal: z.object({ id: z.number().int(), name: z.string() }),
  city: z.string(),
  province: z.string(),
  owner: personSchema.nullable(),
  status: z.enum(projectStatuses),
  blocked_reason: z.string(),
  /** The first milestone in order without an actual date; null once all are done. */
  current_milestone: z.enum(projectMilestoneKeys).nullable(),
  /** The earliest planned date of a milestone not yet done. */
  next_planned_date: z.string().nullable(),
  /** Whether a milestone's planned date has passed without an actual date. */
  late: z.boolean(),
  updated_at: z.string(),
  version: z.number().int(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const projectMilestoneSchema = z.object({
  key: z.enum(projectMilestoneKeys),
  planned_date: z.string().nullable(),
  actual_date: z.string().nullable(),
  owner: personSchema.nullable(),
  notes: z.string(),
  /** Why it was completed before an earlier milestone; empty when it was in order. */
  out_of_order_reason: z.string(),
  late: z.boolean(),
});
export type ProjectMilestone = z.infer<typeof projectMilestoneSchema>;

/** The system sold, as the deal's latest approved proposal had it when the project started. */
export const projectSystemSchema = z.object({
  proposal_version: z.number().int(),
  panels: z.number().int(),
  /** Hundredths of a kW (4.05 kW → 405). */
  size_hundredths_kw: z.number().int(),
  /** The total with HST, in cents. */
  price_cents: z.number().int(),
});
export type ProjectSystem = z.infer<typeof projectSystemSchema>;

export const projectDetailsSchema = projectSummarySchema.extend({
  installer_crew: z.string(),
  system: projectSystemSchema.nullable(),
  created_at: z.string(),
  milestones: z.array(projectMilestoneSchema),
});
export type ProjectDetails = z.infer<typeof projectDetailsSchema>;

export const projectListResponseSchema = z.object({
  results: z.array(projectSummarySchema),
  count: z.number().int(),
});
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

/** The board of Active Projects: one column per milestone, with its count and first cards. */
export const projectBoardSchema = z.object({
  columns: z.array(
    z.object({
      milestone: z.enum(projectMilestoneKeys),
      count: z.number().int(),
      projects: z.array(projectSummarySchema),
    }),
  ),
});
export type ProjectBoard = z.infer<typeof projectBoardSchema>;

export const projectPeopleSchema = z.array(personSchema);

const reasonSchema = z.string().trim().max(projectReasonMaxLength, { error: projectReasonTooLong });
const ownerIdSchema = z.number().int().positive().nullable();

/** `PUT /api/projects/:id/`: status (Blocked needs its reason), crew and owner. */
export const projectUpdateSchema = z
  .strictObject({
    version: recordVersionSchema,
    status: z.enum(projectChosenStatuses).optional(),
    blocked_reason: reasonSchema.optional(),
    installer_crew: z
      .string()
      .trim()
      .max(projectCrewMaxLength, { error: projectCrewTooLong })
      .optional(),
    owner_id: ownerIdSchema.optional(),
  })
  .refine(
    (body) =>
      body.status !== undefined ||
      body.blocked_reason !== undefined ||
      body.installer_crew !== undefined ||
      body.owner_id !== undefined,
    { error: projectNothingToChange },
  )
  .refine((body) => body.status !== 'Blocked' || (body.blocked_reason ?? '') !== '', {
    error: projectBlockedReasonRequired,
    path: ['blocked_reason'],
  });
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

/** `PUT /api/projects/:id/milestones/:key/`: the fields given change, the others stay. */
export const projectMilestoneUpdateSchema = z
  .strictObject({
    version: recordVersionSchema,
    planned_date: projectDaySchema.nullable().optional(),
    actual_date: projectDaySchema.nullable().optional(),
    owner_id: ownerIdSchema.optional(),
    notes: z.string().trim().max(projectNotesMaxLength, { error: projectNotesTooLong }).optional(),
    /** Required when completing it while an earlier milestone is not complete. */
    out_of_order_reason: reasonSchema.optional(),
  })
  .refine(
    (body) =>
      body.planned_date !== undefined ||
      body.actual_date !== undefined ||
      body.owner_id !== undefined ||
      body.notes !== undefined,
    { error: projectNothingToChange },
  );
export type ProjectMilestoneUpdate = z.infer<typeof projectMilestoneUpdateSchema>;
