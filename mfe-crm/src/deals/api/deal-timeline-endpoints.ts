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

/** Invalidation tag of a deal's timeline (id: the deal id): every page of it reloads together. */
const crmDealTimelineTag = 'CrmDealTimeline' as const;
/** My tasks on the dashboard count the same tasks; a change here refreshes them there. */
const myTasksTag = 'MyTasks' as const;

interface TimelineArgs {
  dealId: number;
  /** The kind filter; every kind when undefined. */
  kind: TimelineFilter | undefined;
}

type Written<Body> = { dealId: number } & Body;

const timelineUrl = (dealId: number) => `/api/crm/deals/${dealId}/timeline/`;
const dealTags = (dealId: number) => [{ type: crmDealTimelineTag, id: dealId }, myTasksTag];

/**
 * A deal's activity timeline: its pages, and writing notes, calls, e-mails and tasks on it. The
 * panel shows its own load failure and a toast for a failed write (the default error policy); a
 * task changed from an older version is the panel's Reload / Keep editing dialog.
 */
const dealTimelineApi = api
  .enhanceEndpoints({ addTagTypes: [crmDealTimelineTag, myTasksTag] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      crmDealTimeline: build.infiniteQuery<TimelinePage, TimelineArgs, number | null>({
        // "Load more" asks for the entries below the last one shown; a refresh after a write
        // fetches the pages again from the newest, so no entry is skipped or shown twice.
        infiniteQueryOptions: {
          initialPageParam: null,
          getNextPageParam: (lastPage) => lastPage.next_before,
        },
        query: ({ queryArg: { dealId, kind }, pageParam }) => ({
          url: timelineUrl(dealId),
          params: { ...(kind ? { kind } : {}), ...(pageParam ? { before: pageParam } : {}) },
        }),
        responseSchema: timelinePageSchema,
        providesTags: (_result, _error, { dealId }) => [{ type: crmDealTimelineTag, id: dealId }],
      }),
      crmAddTimelineNote: build.mutation<TimelineEntry, Written<{ body: string }>>({
        query: ({ dealId, body }) => ({
          url: `${timelineUrl(dealId)}notes/`,
          method: 'POST',
          body: { body },
        }),
        responseSchema: timelineEntrySchema,
        invalidatesTags: (_result, _error, { dealId }) => dealTags(dealId),
      }),
      crmLogTimelineMessage: build.mutation<
        TimelineEntry,
        Written<TimelineMessageWrite & { kind: 'call' | 'email' }>
      >({
        query: ({ dealId, kind, ...body }) => ({
          url: `${timelineUrl(dealId)}${kind === 'call' ? 'calls' : 'emails'}/`,
          method: 'POST',
          body,
        }),
        responseSchema: timelineEntrySchema,
        invalidatesTags: (_result, _error, { dealId }) => dealTags(dealId),
      }),
      crmAddTimelineTask: build.mutation<TimelineEntry, Written<TimelineTaskWrite>>({
        query: ({ dealId, ...body }) => ({
          url: `${timelineUrl(dealId)}tasks/`,
          method: 'POST',
          body,
        }),
        responseSchema: timelineEntrySchema,
        invalidatesTags: (_result, _error, { dealId }) => dealTags(dealId),
      }),
      crmUpdateTimelineTask: build.mutation<
        TimelineEntry,
        Written<{ entryId: number; patch: TimelineTaskPatch }>
      >({
        query: ({ dealId, entryId, patch }) => ({
          url: `${timelineUrl(dealId)}tasks/${entryId}/`,
          method: 'PATCH',
          body: patch,
        }),
        responseSchema: timelineEntrySchema,
        invalidatesTags: (_result, _error, { dealId }) => dealTags(dealId),
      }),
      crmDeleteTimelineNote: build.mutation<null, Written<{ entryId: number }>>({
        query: ({ dealId, entryId }) => ({
          url: `${timelineUrl(dealId)}notes/${entryId}/`,
          method: 'DELETE',
        }),
        invalidatesTags: (_result, _error, { dealId }) => dealTags(dealId),
      }),
    }),
  });

export const {
  useCrmDealTimelineInfiniteQuery,
  useCrmAddTimelineNoteMutation,
  useCrmLogTimelineMessageMutation,
  useCrmAddTimelineTaskMutation,
  useCrmUpdateTimelineTaskMutation,
  useCrmDeleteTimelineNoteMutation,
} = dealTimelineApi;
