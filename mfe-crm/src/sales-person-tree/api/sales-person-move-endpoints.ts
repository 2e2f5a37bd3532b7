import {
  api,
  salesPersonCanMoveSchema,
  salesPersonTreeResponseSchema,
  type SalesPersonCanMove,
  type SalesPersonMove,
  type SalesPersonTreeResponse,
} from '@solar/shared';
import { crmDealTag, dealsApi } from '../../crm-shared/api/deals-endpoints';

/** Moving people in the sales-person tree (superusers), and asking whether one may. */
const salesPersonMoveApi = api.enhanceEndpoints({ addTagTypes: [crmDealTag] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    crmSalesPersonCanMove: build.query<boolean, void>({
      query: () => '/api/crm/plus/sales-person-tree/move/',
      rawResponseSchema: salesPersonCanMoveSchema,
      transformResponse: (response: SalesPersonCanMove) => response.can_move,
    }),
    crmMoveSalesPerson: build.mutation<SalesPersonTreeResponse, SalesPersonMove>({
      query: (body) => ({ url: '/api/crm/plus/sales-person-tree/move/', method: 'POST', body }),
      rawResponseSchema: salesPersonTreeResponseSchema,
      transformResponse: (validated) => validated as SalesPersonTreeResponse,
      // Who sees which deals changed: every deals list is stale.
      invalidatesTags: [{ type: crmDealTag, id: 'LIST' }],
      async onQueryStarted(_move, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The answer is the new tree: show it without asking again.
          dispatch(dealsApi.util.upsertQueryData('crmSalesPersonTree', undefined, data));
        } catch {
          // The page shows the failure from the mutation's own result.
        }
      },
    }),
  }),
});

export const { useCrmSalesPersonCanMoveQuery, useCrmMoveSalesPersonMutation } = salesPersonMoveApi;
