import {
  api,
  templateListRowSchema,
  type ApiExtraOptions,
  type TemplateListRow,
} from '@solar/shared';

/**
 * Someone without the templates area may open a deal too: a refused list only leaves the select
 * empty instead of the shared 403 policy taking them away from the deal.
 */
const quiet: ApiExtraOptions = { errorPolicy: 'auth-only' };

/** The Contract templates a deal's contract can be generated from (issue 8). */
export const contractTemplatesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    crmContractTemplates: build.query<TemplateListRow[], void>({
      query: () => ({ url: '/api/templates/', params: { group: 'Contract' } }),
      responseSchema: templateListRowSchema.array(),
      extraOptions: quiet,
    }),
  }),
});

export const { useCrmContractTemplatesQuery } = contractTemplatesApi;
