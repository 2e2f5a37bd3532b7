import {
  api,
  requestTimeouts,
  syncRunSchema,
  syncStatusSchema,
  type SyncRun,
  type SyncStatus,
} from '@solar/shared';

/**
 * The item sync calls: the status (polled while a run goes on) and "Sync now". The sync page shows
 * its own messages (the default error policy).
 */
const zohoSyncApi = api.enhanceEndpoints({ addTagTypes: ['ZohoSync'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    zohoSyncStatus: build.query<SyncStatus, void>({
      query: () => '/api/zoho/sync/',
      responseSchema: syncStatusSchema,
      providesTags: ['ZohoSync'],
    }),
    zohoSyncStart: build.mutation<SyncRun, void>({
      query: () => ({ url: '/api/zoho/sync/', method: 'POST' }),
      responseSchema: syncRunSchema,
      invalidatesTags: ['ZohoSync'],
      extraOptions: { timeout: requestTimeouts.sharedHelper },
    }),
  }),
});

export const { useZohoSyncStatusQuery, useZohoSyncStartMutation } = zohoSyncApi;
