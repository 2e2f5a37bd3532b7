import { z } from 'zod';
import { catalogueMenuPathsOf } from '../../http/catalogue-menu-paths';
import { defineRoute } from '../../http/route-declaration';
import { requireDealAccess } from '../deals';
import {
  addNote,
  addTask,
  dealTimeline,
  deleteNote,
  logMessage,
  myTasks,
  updateTask,
} from './timeline-queries';
import {
  dealTimelineParamsSchema,
  myTasksQuerySchema,
  myTasksResponseSchema,
  timelineEntryParamsSchema,
  timelineEntryResponseSchema,
  timelineMessageBodySchema,
  timelineNoteBodySchema,
  timelinePageResponseSchema,
  timelineQuerySchema,
  timelineTaskBodySchema,
  timelineTaskPatchBodySchema,
} from './timeline-schemas';

const tag = 'timeline';
/**
 * The timeline is part of the deal details page (the deals list opens it): whoever may open a
 * deal there reads and writes its timeline, behind the per-deal rule like the details themselves.
 */
const staffAccess = {
  staff: true,
  menuPaths: catalogueMenuPathsOf('crm/deals', 'crm/deal-details'),
} as const;

/** The calendar day of the server, for a caller that does not say which day it is for them. */
const serverToday = () => new Date().toISOString().slice(0, 10);

/**
 * The activity timeline of a deal: what people write (notes, logged calls and e-mails, tasks) and
 * what the product records by itself; and the caller's open tasks.
 */
export const timelineRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/crm/deals/:dealId/timeline/',
    access: staffAccess,
    tag,
    summary: "A page of the deal's timeline, newest first (?kind=, ?before=, ?limit=)",
    schemas: {
      params: dealTimelineParamsSchema,
      querystring: timelineQuerySchema,
      response: timelinePageResponseSchema,
    },
    async handler({ params, query }, { deps, auth }) {
      return dealTimeline(deps.database.db, auth.user, params.dealId, query);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/deals/:dealId/timeline/notes/',
    access: staffAccess,
    tag,
    summary: 'Writes a note on the deal',
    successStatus: 201,
    schemas: {
      params: dealTimelineParamsSchema,
      body: timelineNoteBodySchema,
      response: timelineEntryResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      await requireDealAccess(deps.database.db, auth.user, params.dealId);
      return addNote(deps.database.db, auth.user, { dealId: params.dealId }, body.body);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/crm/deals/:dealId/timeline/notes/:entryId/',
    access: staffAccess,
    tag,
    summary: 'Deletes a note of the caller (only its author may)',
    successStatus: 204,
    schemas: { params: timelineEntryParamsSchema, response: z.null() },
    async handler({ params }, { deps, auth }) {
      await requireDealAccess(deps.database.db, auth.user, params.dealId);
      await deleteNote(deps.database.db, auth.user, { dealId: params.dealId }, params.entryId);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/deals/:dealId/timeline/calls/',
    access: staffAccess,
    tag,
    summary: 'Logs a call (incoming or outgoing) with its summary',
    successStatus: 201,
    schemas: {
      params: dealTimelineParamsSchema,
      body: timelineMessageBodySchema,
      response: timelineEntryResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      await requireDealAccess(deps.database.db, auth.user, params.dealId);
      return logMessage(deps.database.db, auth.user, { dealId: params.dealId }, 'call', body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/deals/:dealId/timeline/emails/',
    access: staffAccess,
    tag,
    summary: 'Logs an e-mail (received or sent) with its summary',
    successStatus: 201,
    schemas: {
      params: dealTimelineParamsSchema,
      body: timelineMessageBodySchema,
      response: timelineEntryResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      await requireDealAccess(deps.database.db, auth.user, params.dealId);
      return logMessage(deps.database.db, auth.user, { dealId: params.dealId }, 'email', body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/deals/:dealId/timeline/tasks/',
    access: staffAccess,
    tag,
    summary: 'Adds a task (title, due date, an active staff member to do it)',
    successStatus: 201,
    schemas: {
      params: dealTimelineParamsSchema,
      body: timelineTaskBodySchema,
      response: timelineEntryResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      await requireDealAccess(deps.database.db, auth.user, params.dealId);
      return addTask(deps.database.db, auth.user, { dealId: params.dealId }, body);
    },
  }),
  defineRoute({
    method: 'PATCH',
    url: '/api/crm/deals/:dealId/timeline/tasks/:entryId/',
    access: staffAccess,
    tag,
    summary: 'Marks a task done or not, reassigns or edits it at the version loaded (409 if stale)',
    schemas: {
      params: timelineEntryParamsSchema,
      body: timelineTaskPatchBodySchema,
      response: timelineEntryResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      await requireDealAccess(deps.database.db, auth.user, params.dealId);
      return updateTask(
        deps.database.db,
        auth.user,
        { dealId: params.dealId },
        params.entryId,
        body,
      );
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/tasks/mine/',
    access: staffAccess,
    tag,
    summary: "The caller's open tasks on deals they may open: overdue, today, upcoming",
    schemas: { querystring: myTasksQuerySchema, response: myTasksResponseSchema },
    async handler({ query }, { deps, auth }) {
      return myTasks(deps.database.db, auth.user, query.today ?? serverToday());
    },
  }),
];
