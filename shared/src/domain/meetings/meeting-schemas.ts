import { z } from 'zod';
import { messages } from '../messages';
import { recordVersionSchema } from '../record-version';
import { namedItemSchema } from '../deals/reference-schemas';

/** The kinds of meeting a rep books, in the order the form offers them. */
export const meetingKinds = [
  'Site visit',
  'Sales meeting',
  'Follow-up call',
  'Install walk-through',
] as const;
export type MeetingKind = (typeof meetingKinds)[number];

export const meetingTitleMaxLength = 200;
export const meetingTextMaxLength = 4000;
/** The longest meeting: a walk-through can take a day, nothing booked here takes longer. */
export const meetingMaxDurationMs = 24 * 60 * 60 * 1000;
/** The longest range one calendar request may ask for: a month view with its edge weeks. */
export const meetingRangeMaxDays = 62;

/** An IANA zone the runtime knows (`America/Halifax`); meetings are shown in it. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const instantSchema = (requiredMessage: string) =>
  z.iso.datetime({ offset: true, error: requiredMessage });

const optionalId = z.number().int().positive().nullable().default(null);

/**
 * The body of `POST /api/crm/meetings/` and of its `PUT` (with `version`), also the form's rules.
 * Start and end carry their offset and are stored as instants (UTC); `time_zone` is the zone the
 * organiser booked in, which the calendar files and the feed name. An empty location takes the
 * linked deal's address.
 */
const meetingFieldsSchema = z.strictObject({
  title: z
    .string({ error: messages.pleaseEnterMeetingTitle })
    .trim()
    .min(1, { error: messages.pleaseEnterMeetingTitle })
    .max(meetingTitleMaxLength, { error: messages.meetingTitleTooLong }),
  kind: z.enum(meetingKinds, { error: messages.pleaseSelectMeetingKind }),
  start: instantSchema(messages.pleaseEnterMeetingStart),
  end: instantSchema(messages.pleaseEnterMeetingEnd),
  time_zone: z
    .string()
    .max(64, { error: messages.meetingUnknownTimeZone })
    .refine(isKnownTimeZone, { error: messages.meetingUnknownTimeZone })
    .default('UTC'),
  location: z.string().trim().max(500, { error: messages.meetingTextTooLong }).default(''),
  deal_id: optionalId,
  lead_id: optionalId,
  /** Another organiser than the caller: someone in the caller's team. */
  organiser_id: optionalId,
  attendee_ids: z.array(z.number().int().positive()).max(50).default([]),
  contact_id: optionalId,
  notes: z.string().max(meetingTextMaxLength, { error: messages.meetingTextTooLong }).default(''),
  outcome: z.string().max(meetingTextMaxLength, { error: messages.meetingTextTooLong }).default(''),
});

type MeetingFields = z.infer<typeof meetingFieldsSchema>;

function checkMeetingRules(value: MeetingFields, context: z.RefinementCtx): void {
  const start = Date.parse(value.start);
  const end = Date.parse(value.end);
  if (!(end > start)) {
    context.addIssue({ code: 'custom', path: ['end'], message: messages.meetingEndBeforeStart });
  } else if (end - start > meetingMaxDurationMs) {
    context.addIssue({ code: 'custom', path: ['end'], message: messages.meetingTooLong });
  }
  if (value.deal_id !== null && value.lead_id !== null) {
    context.addIssue({ code: 'custom', path: ['lead_id'], message: messages.meetingDealOrLead });
  }
  if (value.contact_id !== null && value.deal_id === null) {
    context.addIssue({
      code: 'custom',
      path: ['contact_id'],
      message: messages.meetingContactNeedsDeal,
    });
  }
}

export const meetingInputSchema = meetingFieldsSchema.superRefine(checkMeetingRules);
export type MeetingInput = z.input<typeof meetingInputSchema>;
export type MeetingInputParsed = z.output<typeof meetingInputSchema>;

export const meetingUpdateSchema = meetingFieldsSchema
  .extend({ version: recordVersionSchema })
  .superRefine(checkMeetingRules);
export type MeetingUpdate = z.input<typeof meetingUpdateSchema>;
export type MeetingUpdateParsed = z.output<typeof meetingUpdateSchema>;

/** A staff member as a meeting names them. */
export const meetingPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type MeetingPerson = z.infer<typeof meetingPersonSchema>;

/** One meeting as the calendar reads it; `start`/`end` are UTC instants (`…Z`). */
export const meetingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(meetingKinds),
  start: z.string(),
  end: z.string(),
  time_zone: z.string(),
  location: z.string(),
  deal: namedItemSchema.nullable(),
  lead_id: z.number().int().nullable(),
  organiser: meetingPersonSchema,
  attendees: z.array(meetingPersonSchema),
  contact: namedItemSchema.nullable(),
  notes: z.string(),
  outcome: z.string(),
  version: z.number().int(),
  /** Whether the caller may reschedule, edit and cancel it (organiser or above them). */
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Meeting = z.infer<typeof meetingSchema>;

/** Whose meetings a calendar shows: mine, my team's (down the sales tree), or one person's. */
export const meetingScopes = ['me', 'team', 'person'] as const;
export type MeetingScope = (typeof meetingScopes)[number];

const rangeRule = (value: { from: string; to: string }, context: z.RefinementCtx) => {
  const from = Date.parse(value.from);
  const to = Date.parse(value.to);
  if (!(to > from) || to - from > meetingRangeMaxDays * 24 * 60 * 60 * 1000) {
    context.addIssue({ code: 'custom', path: ['to'], message: messages.apiMeetingRangeInvalid });
  }
};

/** `GET /api/crm/meetings/?from=&to=&scope=&person_id=`: meetings overlapping [from, to). */
export const meetingListQuerySchema = z
  .strictObject({
    from: z.iso.datetime({ offset: true, error: messages.apiMeetingRangeInvalid }),
    to: z.iso.datetime({ offset: true, error: messages.apiMeetingRangeInvalid }),
    scope: z.enum(meetingScopes).default('me'),
    person_id: z.coerce.number().int().positive().optional(),
  })
  .superRefine((value, context) => {
    rangeRule(value, context);
    if (value.scope === 'person' && value.person_id === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['person_id'],
        message: messages.apiMeetingPersonNotInTeam,
      });
    }
  });
export type MeetingListQuery = z.input<typeof meetingListQuerySchema>;

/**
 * One meeting as a calendar range lists it: what the day, week and month grids, the agenda and
 * the dashboard draw. Its people, notes and outcome are read when it is opened, so a busy team's
 * week stays a small answer.
 */
export const meetingSlotSchema = meetingSchema.pick({
  id: true,
  title: true,
  kind: true,
  start: true,
  end: true,
  location: true,
  deal: true,
  can_edit: true,
});
export type MeetingSlot = z.infer<typeof meetingSlotSchema>;

export const meetingListSchema = z.object({ meetings: z.array(meetingSlotSchema) });
export type MeetingList = z.infer<typeof meetingListSchema>;

/**
 * `POST /api/crm/meetings/conflicts/`: who of these people is already booked in [start, end).
 * `exclude_id` leaves out the meeting being rescheduled.
 */
export const meetingConflictQuerySchema = z
  .strictObject({
    start: z.iso.datetime({ offset: true, error: messages.pleaseEnterMeetingStart }),
    end: z.iso.datetime({ offset: true, error: messages.pleaseEnterMeetingEnd }),
    people: z.array(z.number().int().positive()).min(1).max(51),
    exclude_id: z.number().int().positive().nullable().default(null),
  })
  .superRefine((value, context) => {
    if (!(Date.parse(value.end) > Date.parse(value.start))) {
      context.addIssue({ code: 'custom', path: ['end'], message: messages.meetingEndBeforeStart });
    }
  });
export type MeetingConflictQuery = z.input<typeof meetingConflictQuerySchema>;

/**
 * One double booking: the person and the meeting they are already in. The meeting's title is
 * null when the caller may not see that meeting (its times still show when the person is busy).
 */
export const meetingConflictSchema = z.object({
  person: meetingPersonSchema,
  meeting: z.object({
    id: z.number().int(),
    title: z.string().nullable(),
    start: z.string(),
    end: z.string(),
  }),
});
export type MeetingConflict = z.infer<typeof meetingConflictSchema>;
export const meetingConflictsSchema = z.object({ conflicts: z.array(meetingConflictSchema) });
export type MeetingConflicts = z.infer<typeof meetingConflictsSchema>;

/** A save's answer: the meeting, and the double bookings it makes (saved all the same). */
export const meetingSavedSchema = z.object({
  meeting: meetingSchema,
  conflicts: z.array(meetingConflictSchema),
});
export type MeetingSaved = z.infer<typeof meetingSavedSchema>;

/** `GET /api/crm/meetings/people/`: the person picker (my team) and the attendee choices. */
export const meetingPeopleSchema = z.object({
  me: meetingPersonSchema,
  /** The caller's subtree of the sales-person tree, the caller excluded. */
  team: z.array(meetingPersonSchema),
  /** Every active staff member, who may attend. */
  staff: z.array(meetingPersonSchema),
});
export type MeetingPeople = z.infer<typeof meetingPeopleSchema>;

/** `GET /api/crm/meetings/feed/`: whether the caller has a feed address, and since when. */
export const calendarFeedStateSchema = z.object({ created_at: z.string().nullable() });
export type CalendarFeedState = z.infer<typeof calendarFeedStateSchema>;

/** `POST /api/crm/meetings/feed/`: the new address's token, shown once (only its hash is kept). */
export const calendarFeedCreatedSchema = z.object({ token: z.string(), created_at: z.string() });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;
