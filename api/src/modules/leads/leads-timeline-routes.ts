import { z } from 'zod';
import { idParam } from '../../http/id-param';
import { defineRoute } from '../../http/route-declaration';
import {
  addNote,
  addTask,
  deleteNote,
  logMessage,
  subjectTimeline,
  timelineEntryResponseSchema,
  timelineMessageBodySchema,
  timelineNoteBodySchema,
  timelinePageResponseSchema,
  timelineQuerySchema,
  timelineTaskBodySchema,
  timelineTaskPatchBodySchema,
  updateTask,
} from '../timeline';
import { leadPaths } from './leads-menu-paths';
import { requireLeadAccess } from './leads-queries';

const tag = 'leads';
/** A lead's timeline is part of the Leads page: its path, then the per-lead rule. */
const access = { staff: true, menuPaths: leadPaths } as const;

const leadTimelineParamsSchema = z.strictObject({ leadId: idParam });
const leadTimelineEntryParamsSchema = z.strictObject({ leadId: idParam, entryId: idParam });

/**
 * The activity timeline of a lead, the deal timeline's twin: what people write and what the
 * product records (creation, status moves, assignment, meetings, the conversion). After the
 * conversion these entries are on the new deal's timeline too.
 */
export const leadTimelineRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/crm/leads/:leadId/timeline/',
    access,
    tag,
    summary: "A page of the lead's timeline, newest first (?kind=, ?before=, ?limit=)",
    schemas: {
      params: leadTimelineParamsSchema,
      querystring: timelineQuerySchema,
      response: timelinePageResponseSchema,
    },
    async handler({ params, query }, { deps, auth }) {
      await requireLeadAccess(deps.database.db, auth.user, params.leadId);
      return subjectTimeline(deps.database.db, { leadId: params.leadId }, query);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/leads/:leadId/timeline/notes/',
    access,
    tag,
    summary: 'Writes a note on the lead',
    successStatus: 201,
    schemas: {
      params: leadTimelineParamsSchema,
      body: timelineNoteBodySchema,
      response: timelineEntryResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      await requireLeadAccess(deps.database.db, auth.user, params.leadId);
      return addNote(deps.database.db, auth.user, { leadId: params.leadId }, body.body);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/crm/leads/:leadId/timeline/notes/:entryId/',
    access,
    tag,
    summary: "Deletes a note of the caller on the lead's timeline (only its author may)",
    successStatus: 204,
    schemas: { params: leadTimelineEntryParamsSchema, response: z.null() },
    async handler({ params }, { deps, auth }) {
      await requireLeadAccess(deps.database.db, auth.user, params.leadId);
      await deleteNote(deps.database.db, auth.user, { leadId: params.leadId }, params.entryId);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/leads/:leadId/timeline/calls/',
    access,
    tag,
    summary: 'Logs a call with the lead (incoming or outgoing) with its summary',
    successStatus: 201,
    schemas: {
      params: leadTimelineParamsSchema,
      body: timelineMessageBodySchema,
      response: timelineEntryResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      await requireLeadAccess(deps.database.db, auth.user, params.leadId);
      return logMessage(deps.database.db, auth.user, { leadId: params.leadId }, 'call', body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/leads/:leadId/timeline/emails/',
    access,
    tag,
    summary: 'Logs an e-mail with the lead (received or sent) with its summary',
    successStatus: 201,
    schemas: {
      params: leadTimelineParamsSchema,
      body: timelineMessageBodySchema,
      response: timelineEntryResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      await requireLeadAccess(deps.database.db, auth.user, params.leadId);
      return logMessage(deps.database.db, auth.user, { leadId: params.leadId }, 'email', body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/leads/:leadId/timeline/tasks/',
    access,
    tag,
    summary: 'Adds a task on the lead (title, due date, an active staff member to do it)',
    successStatus: 201,
    schemas: {
      params: leadTimelineParamsSchema,
      body: timelineTaskBodySchema,
      response: timelineEntryResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      await requireLeadAccess(deps.database.db, auth.user, params.leadId);
      return addTask(deps.database.db, auth.user, { leadId: params.leadId }, body);
    },
  }),
  defineRoute({
    method: 'PATCH',
    url: '/api/crm/leads/:leadId/timeline/tasks/:entryId/',
    access,
    tag,
    summary: 'Marks a task on the lead done or not, reassigns or edits it (409 if stale)',
    schemas: {
      params: leadTimelineEntryParamsSchema,
      body: timelineTaskPatchBodySchema,
      response: timelineEntryResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      await requireLeadAccess(deps.database.db, auth.user, params.leadId);
      return updateTask(
        deps.database.db,
        auth.user,
        { leadId: params.leadId },
        params.entryId,
        body,
      );
    },
  }),
];
