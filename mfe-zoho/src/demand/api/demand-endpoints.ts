import {
  api,
  demandCellSchema,
  demandGridSchema,
  type DemandCellRow,
  type DemandGrid,
} from '@solar/shared';

/** The Demand page: the grid of gross requirements and the rows one number comes from. */
export const demandApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    demandGrid: build.query<DemandGrid, { fromWeek: string; weeks: number }>({
      query: ({ fromWeek, weeks }) => ({
        url: '/api/demand/',
        params: { from_week: fromWeek, weeks },
      }),
      responseSchema: demandGridSchema,
    }),
    demandCell: build.query<DemandCellRow[], { itemId: number; week: string }>({
      query: ({ itemId, week }) => ({
        url: '/api/demand/cell/',
        params: { item_id: itemId, week },
      }),
      responseSchema: demandCellSchema,
    }),
  }),
});

export const { useDemandGridQuery, useDemandCellQuery } = demandApi;
