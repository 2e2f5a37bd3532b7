import { api, demandOptionsSchema, type DemandOptions } from '@solar/shared';

/** The parts lists and provinces the BOM Link and Plan Demand forms choose from. */
export const demandOptionsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    demandOptions: build.query<DemandOptions, void>({
      query: () => '/api/demand/options/',
      responseSchema: demandOptionsSchema,
    }),
  }),
});

export const { useDemandOptionsQuery } = demandOptionsApi;
