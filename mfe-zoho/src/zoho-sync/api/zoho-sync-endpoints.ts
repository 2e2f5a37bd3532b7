import {
  api,
  requestTimeouts,
  syncRunSchema,
  syncStatusSchema,
  zohoConnectionSchema,
  zohoConnectionTestSchema,
  type SyncRun,
  type SyncStatus,
  type ZohoConnection,
  type ZohoConnectionTest,
} from '@solar/shared';

/**
 * The Zoho API page's calls: the connection (configuration, token health, recent calls,
 * conflicts), the connection test, the item sync status (polled while a run goes on) and "Sync now". The sync page shows
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
    zohoConnection: build.query<ZohoConnection, void>({
      query: () => '/api/zoho/connection/',
      responseSchema: zohoConnectionSchema,
      providesTags: ['ZohoSync'],
    }),
    zohoConnectionTest: build.mutation<ZohoConnectionTest, void>({
      query: () => ({ url: '/api/zoho/connection/test/', method: 'POST' }),
      responseSchema: zohoConnectionTestSchema,
      invalidatesTags: ['ZohoSync'],
      // A refresh and a call, each of which Zoho may answer slowly.
      extraOptions: { timeout: requestTimeouts.sharedHelper },
    }),
  }),
});

export const {
  useZohoSyncStatusQuery,
  useZohoSyncStartMutation,
  useZohoConnectionQuery,
  useZohoConnectionTestMutation,
} = zohoSyncApi;
