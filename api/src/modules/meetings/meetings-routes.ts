import { z } from 'zod';
import { recordVersionQuerySchema } from '@solar/shared/domain';
import { defineRoute } from '../../http/route-declaration';
import { calendarFileOf } from './meetings-calendar-file';
import {
  calendarFeedState,
  createCalendarFeed,
  meetingsOfFeed,
  revokeCalendarFeed,
} from './meetings-feed-queries';
import { meetingPaths } from './meetings-menu-paths';
import {
  createMeeting,
  deleteMeeting,
  findConflicts,
  listMeetings,
  meetingPeople,
  readMeeting,
  updateMeeting,
} from './meetings-queries';
import {
  calendarFeedCreatedResponseSchema,
  calendarFeedParamsSchema,
  calendarFeedStateResponseSchema,
  calendarFileResponse,
  meetingBodySchema,
  meetingConflictBodySchema,
  meetingConflictsResponseSchema,
  meetingListQuery,
  meetingListResponseSchema,
  meetingParamsSchema,
  meetingPeopleResponseSchema,
  meetingResponseSchema,
  meetingSavedResponseSchema,
  meetingUpdateBodySchema,
} from './meetings-schemas';

const tag = 'meetings';
const access = { staff: true, menuPaths: meetingPaths } as const;
const calendarType = 'text/calendar; charset=utf-8';

export const meetingsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/crm/meetings/',
    access,
    tag,
    summary: 'Meetings overlapping a time range, for me, my team or one person of my team',
    schemas: { querystring: meetingListQuery, response: meetingListResponseSchema },
    async handler({ query }, { deps, auth }) {
      return listMeetings(deps.database.db, auth.user, {
        from: query.from,
        to: query.to,
        scope: query.scope,
        ...(query.person_id === undefined ? {} : { personId: query.person_id }),
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/meetings/people/',
    access,
    tag,
    summary: 'The caller, their team (the person picker) and the staff who may attend',
    schemas: { response: meetingPeopleResponseSchema },
    async handler(_input, { deps, auth }) {
      return meetingPeople(deps.database.db, auth.user);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/meetings/conflicts/',
    access,
    tag,
    summary: 'Who of these people is already booked in a time range, and in which meeting',
    schemas: { body: meetingConflictBodySchema, response: meetingConflictsResponseSchema },
    async handler({ body }, { deps, auth }) {
      const conflicts = await findConflicts(deps.database.db, auth.user, {
        start: body.start,
        end: body.end,
        people: body.people,
        excludeId: body.exclude_id,
      });
      return { conflicts };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/meetings/',
    access,
    tag,
    summary: 'Books a meeting; the answer lists the double bookings it makes',
    successStatus: 201,
    schemas: { body: meetingBodySchema, response: meetingSavedResponseSchema },
    async handler({ body }, { deps, auth }) {
      return createMeeting(deps.database.db, auth.user, body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/meetings/feed/',
    access,
    tag,
    summary: 'Whether the caller has a private calendar feed address, and since when',
    schemas: { response: calendarFeedStateResponseSchema },
    async handler(_input, { deps, auth }) {
      return calendarFeedState(deps.database.db, auth.user.id);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/meetings/feed/',
    access,
    tag,
    summary: 'Creates the caller’s private calendar feed token (shown once; replaces the old one)',
    successStatus: 201,
    schemas: { response: calendarFeedCreatedResponseSchema },
    async handler(_input, { deps, auth, reply }) {
      reply.header('Cache-Control', 'no-store');
      return createCalendarFeed(deps.database.db, auth.user.id);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/crm/meetings/feed/',
    access,
    tag,
    summary: 'Revokes the caller’s calendar feed address',
    successStatus: 204,
    schemas: { response: z.null() },
    async handler(_input, { deps, auth }) {
      await revokeCalendarFeed(deps.database.db, auth.user.id);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/meetings/:id/',
    access,
    tag,
    summary: 'One meeting',
    schemas: { params: meetingParamsSchema, response: meetingResponseSchema },
    async handler({ params }, { deps, auth }) {
      return readMeeting(deps.database.db, auth.user, params.id);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/crm/meetings/:id/',
    access,
    tag,
    summary: 'Edits or reschedules a meeting (organiser or above); lists the double bookings',
    schemas: {
      params: meetingParamsSchema,
      body: meetingUpdateBodySchema,
      response: meetingSavedResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      return updateMeeting(deps.database.db, auth.user, params.id, body);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/crm/meetings/:id/',
    access,
    tag,
    summary: 'Cancels a meeting (organiser or above)',
    successStatus: 204,
    schemas: {
      params: meetingParamsSchema,
      querystring: recordVersionQuerySchema,
      response: z.null(),
    },
    async handler({ params, query }, { deps, auth }) {
      await deleteMeeting(deps.database.db, auth.user, params.id, query.version);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/meetings/:id/ics/',
    access,
    tag,
    summary: 'One meeting as an iCalendar (.ics) file',
    schemas: { params: meetingParamsSchema, response: calendarFileResponse },
    async handler({ params }, { deps, auth, reply }) {
      const meeting = await readMeeting(deps.database.db, auth.user, params.id);
      reply
        .type(calendarType)
        .header('Content-Disposition', `attachment; filename="meeting-${meeting.id}.ics"`)
        .header('Cache-Control', 'no-store');
      return calendarFileOf(meeting.title, [meeting]);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/public/calendar/:token.ics',
    // No session: calendar programs subscribe with the address alone; its token is the secret.
    access: 'public',
    tag,
    summary: 'A person’s private calendar feed (iCalendar), by the token of its address',
    schemas: { params: calendarFeedParamsSchema, response: calendarFileResponse },
    async handler({ params }, { deps, reply }) {
      const feed = await meetingsOfFeed(deps.database.db, params.token, new Date());
      reply.type(calendarType).header('Cache-Control', 'private, no-store');
      return calendarFileOf(`Meetings of ${feed.owner}`, feed.meetings);
    },
  }),
];
