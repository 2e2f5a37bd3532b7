import {
  api,
  ncmPageSchema,
  ncmPhotoSchema,
  ncmRecordSchema,
  requestTimeouts,
  type NcmInput,
  type NcmPage,
  type NcmPhoto,
  type NcmRecord,
  type NcmSource,
  type NcmStatus,
} from '@solar/shared';

export interface NcmListArgs {
  page: number;
  page_size: number;
  search: string;
  status: NcmStatus | '';
  source: NcmSource | '';
  warehouse_id: number | null;
}

/** Non-conformance records, their moves and photos, and the item search of a new record. */
export const ncmInventoryApi = api
  .enhanceEndpoints({ addTagTypes: ['NcmRecords', 'Stock'] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      ncmList: build.query<NcmPage, NcmListArgs>({
        query: ({ page, page_size, search, status, source, warehouse_id }) => ({
          url: '/api/ncm/',
          params: {
            page,
            page_size,
            ...(search ? { search } : {}),
            ...(status ? { status } : {}),
            ...(source ? { source } : {}),
            ...(warehouse_id ? { warehouse_id } : {}),
          },
        }),
        responseSchema: ncmPageSchema,
        providesTags: ['NcmRecords'],
      }),
      ncmRecord: build.query<NcmRecord, number>({
        query: (id) => `/api/ncm/${id}/`,
        responseSchema: ncmRecordSchema,
        providesTags: ['NcmRecords'],
      }),
      ncmCreate: build.mutation<NcmRecord, NcmInput>({
        query: (body) => ({ url: '/api/ncm/', method: 'POST', body }),
        responseSchema: ncmRecordSchema,
        invalidatesTags: ['NcmRecords', 'Stock'],
      }),
      ncmMove: build.mutation<
        NcmRecord,
        { id: number; status: NcmStatus; reason: string; version: number }
      >({
        query: ({ id, ...body }) => ({ url: `/api/ncm/${id}/status/`, method: 'POST', body }),
        responseSchema: ncmRecordSchema,
        invalidatesTags: ['NcmRecords', 'Stock'],
      }),
      ncmPhotoUpload: build.mutation<NcmPhoto, { id: number; file: File }>({
        // The photo itself is the body: no form encoding, the API reads it as it arrives.
        query: ({ id, file }) => ({
          url: `/api/ncm/${id}/photos/`,
          method: 'POST',
          params: { name: file.name || 'photo' },
          headers: { 'content-type': 'application/octet-stream' },
          body: file,
        }),
        extraOptions: { timeout: requestTimeouts.sharedHelper },
        responseSchema: ncmPhotoSchema,
        invalidatesTags: ['NcmRecords'],
      }),
    }),
  });

export const {
  useNcmListQuery,
  useNcmRecordQuery,
  useNcmCreateMutation,
  useNcmMoveMutation,
  useNcmPhotoUploadMutation,
} = ncmInventoryApi;
