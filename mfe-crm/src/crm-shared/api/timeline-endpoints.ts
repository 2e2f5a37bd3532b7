import {
  api,
  timelineEntrySchema,
  timelinePageSchema,
  type TimelineEntry,
  type TimelineFilter,
  type TimelineMessageWrite,
  type TimelinePage,
  type TimelineTaskPatch,
  type TimelineTaskWrite,
} from '@solar/shared';

/**
 * Whose activity timeline: a deal's or a lead's. Both read and write the same entries through
 * twin routes; a converted lead's history is on the new deal's timeline as well.
 */
export interface TimelineSubject {
  type: 'deal' | 'lead';
  id: number;
}

/** Invalidation tag of one subject's timeline: every page of it reloads together. */
const crmTimelineTag = 'CrmTimeline' as const;
/** My tasks on the dashboard count the same tasks; a change here refreshes them there. */
const myTasksTag = 'MyTasks' as const;

interface TimelineArgs {
  subject: TimelineSubject;
  /** The kind filter; every kind when undefined. */
  kind: TimelineFilter | undefined;
}

type Written<Body> = { subject: TimelineSubject } & Body;

const timelineUrl = ({ type, id }: TimelineSubject) =>
  type === 'deal' ? `/api/crm/deals/${id}/timeline/` : `/api/crm/leads/${id}/timeline/`;
const tagId = ({ type, id }: TimelineSubject) => `${type}-${id}`;
const writtenTags = (subject: TimelineSubject) => [
  { type: crmTimelineTag, id: tagId(subject) },
  myTasksTag,
];

/**
 * A deal's or lead's activity timeline: its pages, and writing notes, calls, e-mails and tasks on
 * it. The panel shows its own load failure and a toast for a failed write (the default error
 * policy); a task changed from an older version is the panel's Reload / Keep editing dialog.
 */
const timelineApi = api
  .enhanceEndpoints({ addTagTypes: [crmTimelineTag, myTasksTag] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      crmTimeline: build.infiniteQuery<TimelinePage, TimelineArgs, number | null>({
        // "Load more" asks for the entries below the last one shown; a refresh after a write
        // fetches the pages again from the newest, so no entry is skipped or shown twice.
        infiniteQueryOptions: {
          initialPageParam: null,
          getNextPageParam: (lastPage) => lastPage.next_before,
        },
        query: ({ queryArg: { subject, kind }, pageParam }) => ({
          url: timelineUrl(subject),
          params: { ...(kind ? { kind } : {}), ...(pageParam ? { before: pageParam } : {}) },
        }),
        responseSchema: timelinePageSchema,
        providesTags: (_result, _error, { subject }) => [
          { type: crmTimelineTag, id: tagId(subject) },
        ],
      }),
      crmAddTimelineNote: build.mutation<TimelineEntry, Written<{ body: string }>>({
        query: ({ subject, body }) => ({
          url: `${timelineUrl(subject)}notes/`,
          method: 'POST',
          body: { body },
        }),
        responseSchema: timelineEntrySchema,
        invalidatesTags: (_result, _error, { subject }) => writtenTags(subject),
      }),
      crmLogTimelineMessage: build.mutation<
        TimelineEntry,
        Written<TimelineMessageWrite & { kind: 'call' | 'email' }>
      >({
        query: ({ subject, kind, ...body }) => ({
          url: `${timelineUrl(subject)}${kind === 'call' ? 'calls' : 'emails'}/`,
          method: 'POST',
          body,
        }),
        responseSchema: timelineEntrySchema,
        invalidatesTags: (_result, _error, { subject }) => writtenTags(subject),
      }),
      crmAddTimelineTask: build.mutation<TimelineEntry, Written<TimelineTaskWrite>>({
        query: ({ subject, ...body }) => ({
          url: `${timelineUrl(subject)}tasks/`,
          method: 'POST',
          body,
        }),
        responseSchema: timelineEntrySchema,
        invalidatesTags: (_result, _error, { subject }) => writtenTags(subject),
      }),
      crmUpdateTimelineTask: build.mutation<
        TimelineEntry,
        Written<{ entryId: number; patch: TimelineTaskPatch }>
      >({
        query: ({ subject, entryId, patch }) => ({
          url: `${timelineUrl(subject)}tasks/${entryId}/`,
          method: 'PATCH',
          body: patch,
        }),
        responseSchema: timelineEntrySchema,
        invalidatesTags: (_result, _error, { subject }) => writtenTags(subject),
      }),
      crmDeleteTimelineNote: build.mutation<null, Written<{ entryId: number }>>({
        query: ({ subject, entryId }) => ({
          url: `${timelineUrl(subject)}notes/${entryId}/`,
          method: 'DELETE',
        }),
        invalidatesTags: (_result, _error, { subject }) => writtenTags(subject),
      }),
    }),
  });

export const {
  useCrmTimelineInfiniteQuery,
  useCrmAddTimelineNoteMutation,
  useCrmLogTimelineMessageMutation,
  useCrmAddTimelineTaskMutation,
  useCrmUpdateTimelineTaskMutation,
  useCrmDeleteTimelineNoteMutation,
} = timelineApi;

/**
 * Marks a lead's timeline stale, for a change made elsewhere that records on it (a conversion,
 * a new status or owner, a booked meeting).
 */
export const leadTimelineChanged = (leadId: number) =>
  timelineApi.util.invalidateTags([
    { type: crmTimelineTag, id: tagId({ type: 'lead', id: leadId }) },
  ]);
