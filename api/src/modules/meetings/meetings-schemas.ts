import { z } from 'zod';
import {
  calendarFeedCreatedSchema,
  calendarFeedStateSchema,
  meetingConflictQuerySchema,
  meetingConflictsSchema,
  meetingInputSchema,
  meetingListQuerySchema,
  meetingListSchema,
  meetingPeopleSchema,
  meetingSavedSchema,
  meetingSchema,
  meetingUpdateSchema,
} from '@solar/shared/domain';
import { idParam } from '../../http/id-param';

export const meetingParamsSchema = z.strictObject({ id: idParam });
/** The secret of a feed address: 256 random bits, base64url. */
export const calendarFeedParamsSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

export const meetingListQuery = meetingListQuerySchema;
export const meetingBodySchema = meetingInputSchema;
export const meetingUpdateBodySchema = meetingUpdateSchema;
export const meetingConflictBodySchema = meetingConflictQuerySchema;

export const meetingResponseSchema = meetingSchema.meta({ id: 'Meeting' });
export const meetingListResponseSchema = meetingListSchema.meta({ id: 'MeetingList' });
export const meetingSavedResponseSchema = meetingSavedSchema.meta({ id: 'MeetingSaved' });
export const meetingConflictsResponseSchema = meetingConflictsSchema.meta({
  id: 'MeetingConflicts',
});
export const meetingPeopleResponseSchema = meetingPeopleSchema.meta({ id: 'MeetingPeople' });
export const calendarFeedStateResponseSchema = calendarFeedStateSchema.meta({
  id: 'CalendarFeedState',
});
export const calendarFeedCreatedResponseSchema = calendarFeedCreatedSchema.meta({
  id: 'CalendarFeedCreated',
});
export const calendarFileResponse = z.unknown().meta({ description: 'iCalendar file' });
