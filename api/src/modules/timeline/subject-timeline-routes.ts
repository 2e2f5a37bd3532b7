import { z } from 'zod';
import type { Database } from '../../db/database';
import { idParam } from '../../http/id-param';
import { type AnyRouteDeclaration, defineRoute } from '../../http/route-declaration';
import type { DealCaller } from '../deals';
import {
  addNote,
  addTask,
  deleteNote,
  logMessage,
  subjectTimeline,
  type TimelineSubject,
  updateTask,
} from './timeline-queries';
import {
  timelineEntryResponseSchema,
  timelineMessageBodySchema,
  timelineNoteBodySchema,
  timelinePageResponseSchema,
  timelineQuerySchema,
  timelineTaskBodySchema,
  timelineTaskPatchBodySchema,
} from './timeline-schemas';

/** What differs between the timelines of a deal and of a lead. */
export interface SubjectTimelineRoutesOptions {
  /** `deal` or `lead`: the URL is `/api/crm/<noun>s/:<noun>Id/timeline/…`. */
  noun: 'deal' | 'lead';
  access: { staff: true; menuPaths: readonly string[] };
  tag: string;
  /** Refuses a caller who may not open the subject (403/404), as its own page does. */
  requireAccess(db: Database, caller: DealCaller, id: number): Promise<void>;
}

/**
 * The routes of one kind of subject's timeline: read a page, write a note, log a call or an
 * e-mail, add and change a task, delete one's own note. Every route checks the subject's own
 * access rule before it reads or writes, so a deal's and a lead's timelines behave the same way.
 */
export function subjectTimelineRoutes(
  options: SubjectTimelineRoutesOptions,
): AnyRouteDeclaration[] {
  const { noun, access, tag } = options;
  const param = `${noun}Id` as const;
  const base = `/api/crm/${noun}s/:${param}/timeline`;
  const paramsSchema = z.strictObject({ [param]: idParam });
  const entryParamsSchema = z.strictObject({ [param]: idParam, entryId: idParam });
  /** Checks access and names the subject the queries work on. */
  const subjectFor = async (
    db: Database,
    caller: DealCaller,
    params: Record<string, number>,
  ): Promise<TimelineSubject> => {
    const id = params[param]!;
    await options.requireAccess(db, caller, id);
    return noun === 'deal' ? { dealId: id } : { leadId: id };
  };
  return [
    defineRoute({
      method: 'GET',
      url: `${base}/`,
      access,
      tag,
      summary: `A page of the ${noun}'s timeline, newest first (?kind=, ?before=, ?limit=)`,
      schemas: {
        params: paramsSchema,
        querystring: timelineQuerySchema,
        response: timelinePageResponseSchema,
      },
      async handler({ params, query }, { deps, auth }) {
        const subject = await subjectFor(deps.database.db, auth.user, params);
        return subjectTimeline(deps.database.db, subject, query);
      },
    }),
    defineRoute({
      method: 'POST',
      url: `${base}/notes/`,
      access,
      tag,
      summary: `Writes a note on the ${noun}`,
      successStatus: 201,
      schemas: {
        params: paramsSchema,
        body: timelineNoteBodySchema,
        response: timelineEntryResponseSchema,
      },
      async handler({ params, body }, { deps, auth }) {
        const subject = await subjectFor(deps.database.db, auth.user, params);
        return addNote(deps.database.db, auth.user, subject, body.body);
      },
    }),
    defineRoute({
      method: 'DELETE',
      url: `${base}/notes/:entryId/`,
      access,
      tag,
      summary: `Deletes a note of the caller on the ${noun}'s timeline (only its author may)`,
      successStatus: 204,
      schemas: { params: entryParamsSchema, response: z.null() },
      async handler({ params }, { deps, auth }) {
        const subject = await subjectFor(deps.database.db, auth.user, params);
        await deleteNote(deps.database.db, auth.user, subject, params.entryId!);
        return null;
      },
    }),
    ...(['call', 'email'] as const).map((kind) =>
      defineRoute({
        method: 'POST',
        url: `${base}/${kind}s/`,
        access,
        tag,
        summary:
          kind === 'call'
            ? `Logs a call with the ${noun} (incoming or outgoing) with its summary`
            : `Logs an e-mail with the ${noun} (received or sent) with its summary`,
        successStatus: 201,
        schemas: {
          params: paramsSchema,
          body: timelineMessageBodySchema,
          response: timelineEntryResponseSchema,
        },
        async handler({ params, body }, { deps, auth }) {
          const subject = await subjectFor(deps.database.db, auth.user, params);
          return logMessage(deps.database.db, auth.user, subject, kind, body);
        },
      }),
    ),
    defineRoute({
      method: 'POST',
      url: `${base}/tasks/`,
      access,
      tag,
      summary: `Adds a task on the ${noun} (title, due date, an active staff member to do it)`,
      successStatus: 201,
      schemas: {
        params: paramsSchema,
        body: timelineTaskBodySchema,
        response: timelineEntryResponseSchema,
      },
      async handler({ params, body }, { deps, auth }) {
        const subject = await subjectFor(deps.database.db, auth.user, params);
        return addTask(deps.database.db, auth.user, subject, body);
      },
    }),
    defineRoute({
      method: 'PATCH',
      url: `${base}/tasks/:entryId/`,
      access,
      tag,
      summary: `Marks a task on the ${noun} done or not, reassigns or edits it (409 if stale)`,
      schemas: {
        params: entryParamsSchema,
        body: timelineTaskPatchBodySchema,
        response: timelineEntryResponseSchema,
      },
      async handler({ params, body }, { deps, auth }) {
        const subject = await subjectFor(deps.database.db, auth.user, params);
        return updateTask(deps.database.db, auth.user, subject, params.entryId!, body);
      },
    }),
  ];
}
