import { api, requestTimeouts, type StorageCheck, storageCheckSchema } from '@solar/shared';

/**
 * The storage check: where documents are kept and its last errors, and the round trip that
 * writes, reads and deletes a file. The page shows its own messages (the default error policy).
 */
const testStorageApi = api.enhanceEndpoints({ addTagTypes: ['ZohoStorage'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    zohoStorageStatus: build.query<StorageCheck, void>({
      query: () => '/api/zoho/test-storage/',
      responseSchema: storageCheckSchema,
      providesTags: ['ZohoStorage'],
    }),
    zohoStorageCheck: build.mutation<StorageCheck, void>({
      query: () => ({ url: '/api/zoho/test-storage/', method: 'POST' }),
      responseSchema: storageCheckSchema,
      extraOptions: { timeout: requestTimeouts.sharedHelper },
    }),
  }),
});

export const { useZohoStorageStatusQuery, useZohoStorageCheckMutation } = testStorageApi;
