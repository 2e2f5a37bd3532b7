import { api, siteSketchSchema, type SiteSketch, type SiteSketchInput } from '@solar/shared';
import { crmDealTag } from './deals-endpoints';

/** One deal's sketch; `id` is the deal id. */
const crmSiteSketchTag = 'CrmSiteSketch' as const;

/** `GET` and `PUT /api/crm/site-sketch/{dealId}/`: the sketch page, and the presenter's roof. */
const siteSketchApi = api
  .enhanceEndpoints({ addTagTypes: [crmSiteSketchTag, crmDealTag] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      crmSiteSketch: build.query<SiteSketch, number>({
        query: (dealId) => `/api/crm/site-sketch/${dealId}/`,
        responseSchema: siteSketchSchema,
        providesTags: (_result, _error, dealId) => [{ type: crmSiteSketchTag, id: dealId }],
      }),
      crmSaveSiteSketch: build.mutation<SiteSketch, { dealId: number; sketch: SiteSketchInput }>({
        query: ({ dealId, sketch }) => ({
          url: `/api/crm/site-sketch/${dealId}/`,
          method: 'PUT',
          body: sketch,
        }),
        responseSchema: siteSketchSchema,
        // The list's Site Sketch column and the deal's details read `has_site_sketch`.
        invalidatesTags: (_result, _error, { dealId }) => [
          { type: crmDealTag, id: 'LIST' },
          { type: crmDealTag, id: dealId },
        ],
      }),
    }),
  });

export const { useCrmSiteSketchQuery, useCrmSaveSiteSketchMutation } = siteSketchApi;
