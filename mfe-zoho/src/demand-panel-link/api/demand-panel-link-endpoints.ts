import { api, panelLinkListSchema, panelLinkSchema, type PanelLink } from '@solar/shared';

const tag = 'PanelLinks';

/** Demand Panel Link: each panel size's items, and replacing them in order. */
export const panelLinkApi = api.enhanceEndpoints({ addTagTypes: [tag] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    panelLinks: build.query<PanelLink[], void>({
      query: () => '/api/demand/panel-links/',
      responseSchema: panelLinkListSchema,
      providesTags: [tag],
    }),
    panelLinkSave: build.mutation<
      PanelLink,
      { panelSizeW: number; itemIds: number[]; version: number }
    >({
      query: ({ panelSizeW, itemIds, version }) => ({
        url: `/api/demand/panel-links/${panelSizeW}/`,
        method: 'PUT',
        body: { item_ids: itemIds, version },
      }),
      responseSchema: panelLinkSchema,
      // Only a save reloads the sizes: after a conflict the user chooses Reload or Keep editing.
      invalidatesTags: (result) => (result ? [tag] : []),
    }),
  }),
});

export const { usePanelLinksQuery, usePanelLinkSaveMutation } = panelLinkApi;
