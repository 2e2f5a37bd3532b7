import { api, templateListRowSchema, type TemplateListRow } from '@solar/shared';

/**
 * The Contract templates a deal's contract can be generated from. Someone without the templates
 * area may open a deal too: under the default error policy a refused list only leaves the select
 * empty, instead of the shared 403 handling taking them away from the deal.
 */
const contractTemplatesApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    crmContractTemplates: build.query<TemplateListRow[], void>({
      query: () => ({ url: '/api/templates/', params: { group: 'Contract' } }),
      responseSchema: templateListRowSchema.array(),
    }),
  }),
});

export const { useCrmContractTemplatesQuery } = contractTemplatesApi;
