import {
  api,
  bomLinkListSchema,
  bomLinkSchema,
  type BomLink,
  type BomLinkInput,
} from '@solar/shared';

/** The BOM links: listed most specific first, created, saved and deleted at their version. */
export const bomLinkApi = api.enhanceEndpoints({ addTagTypes: ['BomLinks'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    bomLinks: build.query<BomLink[], void>({
      query: () => '/api/demand/bom-links/',
      responseSchema: bomLinkListSchema,
      providesTags: ['BomLinks'],
    }),
    bomLinkCreate: build.mutation<BomLink, BomLinkInput>({
      query: (body) => ({ url: '/api/demand/bom-links/', method: 'POST', body }),
      responseSchema: bomLinkSchema,
      invalidatesTags: ['BomLinks'],
    }),
    bomLinkUpdate: build.mutation<
      BomLink,
      { id: number; body: BomLinkInput & { version: number } }
    >({
      query: ({ id, body }) => ({ url: `/api/demand/bom-links/${id}/`, method: 'PUT', body }),
      responseSchema: bomLinkSchema,
      invalidatesTags: ['BomLinks'],
    }),
    bomLinkDelete: build.mutation<null, { id: number; version: number }>({
      query: ({ id, version }) => ({
        url: `/api/demand/bom-links/${id}/`,
        method: 'DELETE',
        params: { version },
      }),
      invalidatesTags: ['BomLinks'],
    }),
  }),
});

export const {
  useBomLinksQuery,
  useBomLinkCreateMutation,
  useBomLinkUpdateMutation,
  useBomLinkDeleteMutation,
} = bomLinkApi;
