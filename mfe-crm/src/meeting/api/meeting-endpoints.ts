import {
  api,
  calendarFeedCreatedSchema,
  calendarFeedStateSchema,
  meetingConflictsSchema,
  meetingListSchema,
  meetingPeopleSchema,
  meetingSavedSchema,
  meetingSchema,
  type CalendarFeedCreated,
  type CalendarFeedState,
  type Meeting,
  type MeetingConflictQuery,
  type MeetingConflicts,
  type MeetingInput,
  type MeetingList,
  type MeetingPeople,
  type MeetingSaved,
  type MeetingScope,
  type MeetingUpdate,
} from '@solar/shared';

/** Every loaded calendar range; a save or a cancel refreshes them all. */
const crmMeetingTag = 'CrmMeeting' as const;
const crmCalendarFeedTag = 'CrmCalendarFeed' as const;

export interface MeetingRangeArgs {
  from: string;
  to: string;
  scope: MeetingScope;
  personId?: number | undefined;
}

/** Meetings: the calendar's ranges, the people pickers, saves, the double-booking check, the feed. */
const meetingsApi = api
  .enhanceEndpoints({ addTagTypes: [crmMeetingTag, crmCalendarFeedTag] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      crmMeetings: build.query<MeetingList, MeetingRangeArgs>({
        query: ({ from, to, scope, personId }) => ({
          url: '/api/crm/meetings/',
          params: { from, to, scope, ...(personId === undefined ? {} : { person_id: personId }) },
        }),
        responseSchema: meetingListSchema,
        providesTags: [{ type: crmMeetingTag, id: 'LIST' }],
      }),
      // The whole meeting (people, notes, outcome) when one is opened or dragged: the range lists
      // only what the calendar draws. Never cached past its use, so a drag sends its latest version.
      crmMeeting: build.query<Meeting, number>({
        query: (id) => `/api/crm/meetings/${id}/`,
        responseSchema: meetingSchema,
        keepUnusedDataFor: 0,
      }),
      crmMeetingPeople: build.query<MeetingPeople, void>({
        query: () => '/api/crm/meetings/people/',
        responseSchema: meetingPeopleSchema,
      }),
      crmMeetingConflicts: build.mutation<MeetingConflicts, MeetingConflictQuery>({
        query: (body) => ({ url: '/api/crm/meetings/conflicts/', method: 'POST', body }),
        responseSchema: meetingConflictsSchema,
      }),
      crmCreateMeeting: build.mutation<MeetingSaved, MeetingInput>({
        query: (body) => ({ url: '/api/crm/meetings/', method: 'POST', body }),
        responseSchema: meetingSavedSchema,
        invalidatesTags: [{ type: crmMeetingTag, id: 'LIST' }],
      }),
      crmUpdateMeeting: build.mutation<MeetingSaved, { id: number; body: MeetingUpdate }>({
        query: ({ id, body }) => ({ url: `/api/crm/meetings/${id}/`, method: 'PUT', body }),
        responseSchema: meetingSavedSchema,
        invalidatesTags: [{ type: crmMeetingTag, id: 'LIST' }],
      }),
      crmDeleteMeeting: build.mutation<null, { id: number; version: number }>({
        query: ({ id, version }) => ({
          url: `/api/crm/meetings/${id}/`,
          method: 'DELETE',
          params: { version },
        }),
        invalidatesTags: [{ type: crmMeetingTag, id: 'LIST' }],
      }),
      crmCalendarFeed: build.query<CalendarFeedState, void>({
        query: () => '/api/crm/meetings/feed/',
        responseSchema: calendarFeedStateSchema,
        providesTags: [crmCalendarFeedTag],
      }),
      crmCreateCalendarFeed: build.mutation<CalendarFeedCreated, void>({
        query: () => ({ url: '/api/crm/meetings/feed/', method: 'POST' }),
        responseSchema: calendarFeedCreatedSchema,
        invalidatesTags: [crmCalendarFeedTag],
      }),
      crmRevokeCalendarFeed: build.mutation<null, void>({
        query: () => ({ url: '/api/crm/meetings/feed/', method: 'DELETE' }),
        invalidatesTags: [crmCalendarFeedTag],
      }),
    }),
  });

export const {
  useCrmMeetingsQuery,
  useLazyCrmMeetingQuery,
  useCrmMeetingPeopleQuery,
  useCrmMeetingConflictsMutation,
  useCrmCreateMeetingMutation,
  useCrmUpdateMeetingMutation,
  useCrmDeleteMeetingMutation,
  useCrmCalendarFeedQuery,
  useCrmCreateCalendarFeedMutation,
  useCrmRevokeCalendarFeedMutation,
} = meetingsApi;
