import { z } from 'zod';
import { recordVersionSchema } from '../record-version';
import {
  timelineAssigneeRequired,
  timelineDirectionRequired,
  timelineDueDateRequired,
  timelineNoteRequired,
  timelineSummaryRequired,
  timelineTaskChangeRequired,
  timelineTaskTitleRequired,
  timelineTaskTitleTooLong,
  timelineTextTooLong,
} from './timeline-messages';

/** What people write on the timeline themselves. */
export const timelineUserKinds = ['note', 'call', 'email', 'task'] as const;

/** What the product records by itself, in the same transaction as the change it describes. */
export const timelineEventKinds = [
  'deal.pipeline_changed',
  'deal.deleted',
  'power_bill.saved',
  'deal_contact.added',
  'site_sketch.saved',
  'proposal_version.saved',
  'proposal.status_changed',
  'proposal.sent',
  'proposal.viewed',
  'proposal.signed',
  'proposal.declined',
  'document.generated',
  'service_request.created',
  'meeting.booked',
  'meeting.rescheduled',
  'meeting.cancelled',
  'lead.created',
  'lead.status_changed',
  'lead.assigned',
  'lead.converted',
  'project.created',
  'project.changed',
  'project.milestone_changed',
] as const;

export const timelineKinds = [...timelineUserKinds, ...timelineEventKinds] as const;
export type TimelineKind = (typeof timelineKinds)[number];
export type TimelineEventKind = (typeof timelineEventKinds)[number];

/**
 * The kind filter of the timeline: one kind people write, the meetings (booked, moved,
 * cancelled), or every automatic event.
 */
export const timelineFilters = ['note', 'call', 'email', 'task', 'meeting', 'event'] as const;
/** The event kinds the "meeting" filter keeps. */
export const timelineMeetingKinds = [
  'meeting.booked',
  'meeting.rescheduled',
  'meeting.cancelled',
] as const;
export type TimelineFilter = (typeof timelineFilters)[number];

export const timelineDirections = ['in', 'out'] as const;
export type TimelineDirection = (typeof timelineDirections)[number];

/** Longest note or summary, and longest task title, in characters. */
export const timelineTextMaxLength = 5000;
export const timelineTaskTitleMaxLength = 200;
/** Entries per page of the timeline unless the caller asks for another size (at most 100). */
export const timelinePageSize = 20;
export const timelineMaxPageSize = 100;

const personSchema = z.object({ id: z.number().int(), name: z.string() });
export type TimelinePerson = z.infer<typeof personSchema>;

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const calendarDaySchema = z
  .string({ error: timelineDueDateRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: timelineDueDateRequired })
  .refine(
    (text) => {
      const day = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
    },
    { error: timelineDueDateRequired },
  );

const textOf = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(timelineTextMaxLength, { error: timelineTextTooLong });

/** `POST …/timeline/notes/` */
export const timelineNoteWriteSchema = z.strictObject({ body: textOf(timelineNoteRequired) });
export type TimelineNoteWrite = z.infer<typeof timelineNoteWriteSchema>;

/** `POST …/timeline/calls/` and `…/timeline/emails/`: which way it went and what was said. */
export const timelineMessageWriteSchema = z.strictObject({
  direction: z.enum(timelineDirections, { error: timelineDirectionRequired }),
  summary: textOf(timelineSummaryRequired),
});
export type TimelineMessageWrite = z.infer<typeof timelineMessageWriteSchema>;

const taskTitleSchema = z
  .string({ error: timelineTaskTitleRequired })
  .trim()
  .min(1, { error: timelineTaskTitleRequired })
  .max(timelineTaskTitleMaxLength, { error: timelineTaskTitleTooLong });
const assigneeSchema = z
  .number({ error: timelineAssigneeRequired })
  .int({ error: timelineAssigneeRequired })
  .min(1, { error: timelineAssigneeRequired })
  .max(2147483647, { error: timelineAssigneeRequired });

/** `POST …/timeline/tasks/` */
export const timelineTaskWriteSchema = z.strictObject({
  title: taskTitleSchema,
  due_date: calendarDaySchema,
  assignee: assigneeSchema,
});
export type TimelineTaskWrite = z.infer<typeof timelineTaskWriteSchema>;

/** `PATCH …/timeline/tasks/{entryId}/`: done or not, another assignee, a new title or date. */
export const timelineTaskPatchSchema = z
  .strictObject({
    version: recordVersionSchema,
    done: z.boolean().optional(),
    title: taskTitleSchema.optional(),
    due_date: calendarDaySchema.optional(),
    assignee: assigneeSchema.optional(),
  })
  .refine(
    (patch) =>
      patch.done !== undefined ||
      patch.title !== undefined ||
      patch.due_date !== undefined ||
      patch.assignee !== undefined,
    { error: timelineTaskChangeRequired },
  );
export type TimelineTaskPatch = z.infer<typeof timelineTaskPatchSchema>;

const timelineTaskSchema = z.object({
  title: z.string(),
  due_date: z.string(),
  assignee: personSchema.nullable(),
  done: z.boolean(),
  done_at: z.string().nullable(),
  done_by: personSchema.nullable(),
  version: z.number().int(),
});
export type TimelineTask = z.infer<typeof timelineTaskSchema>;

/**
 * One entry of a deal's timeline: who (null once their account is removed) and when (ISO 8601);
 * `body` is a note's text or a call's or e-mail's summary; `task` is set on tasks only; `details`
 * is what an automatic event recorded (names as they were then).
 */
export const timelineEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(timelineKinds),
  at: z.string(),
  actor: personSchema.nullable(),
  body: z.string().nullable(),
  direction: z.enum(timelineDirections).nullable(),
  task: timelineTaskSchema.nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** A page of the timeline, newest first; `next_before` asks for the following page. */
export const timelinePageSchema = z.object({
  results: z.array(timelineEntrySchema),
  next_before: z.number().int().nullable(),
});
export type TimelinePage = z.infer<typeof timelinePageSchema>;

/**
 * One open task of mine, with what it is on: a deal, or a lead not (yet) converted (`deal` null).
 * A converted lead's tasks are on its deal.
 */
const myTaskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  due_date: z.string(),
  version: z.number().int(),
  deal: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  lead: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type MyTask = z.infer<typeof myTaskSchema>;

/** How many of each group there are; each list holds at most `myTasksListLimit` of them. */
export const myTasksListLimit = 50;

/** `GET /api/crm/tasks/mine/`: my open tasks by due date, soonest first in each group. */
export const myTasksSchema = z.object({
  overdue: z.array(myTaskSchema),
  today: z.array(myTaskSchema),
  upcoming: z.array(myTaskSchema),
  counts: z.object({
    overdue: z.number().int(),
    today: z.number().int(),
    upcoming: z.number().int(),
  }),
});
export type MyTasks = z.infer<typeof myTasksSchema>;
