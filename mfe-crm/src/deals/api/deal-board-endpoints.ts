import {
  api,
  buildDealBoardParams,
  dealBoardPageSchema,
  dealBoardResponseSchema,
  type DealBoardPage,
  type DealBoardPageQuery,
  type DealBoardQuery,
  type DealBoardResponse,
} from '@solar/shared';
import { crmDealTag } from '../../crm-shared/api/deals-endpoints';

/**
 * The pipeline board's calls. The board answers under the deals' `LIST` tag, so every save of a
 * deal (a move on the board included) refreshes its counts and first pages.
 */
const dealBoardApi = api.enhanceEndpoints({ addTagTypes: [crmDealTag] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    crmDealBoard: build.query<DealBoardResponse, DealBoardQuery>({
      query: (query) => ({ url: '/api/crm/deals/board/', params: buildDealBoardParams(query) }),
      responseSchema: dealBoardResponseSchema,
      providesTags: [{ type: crmDealTag, id: 'LIST' }],
    }),
    crmDealBoardPage: build.query<DealBoardPage, DealBoardPageQuery>({
      query: ({ stageId, after, ...filters }) => ({
        url: `/api/crm/deals/board/${stageId}/`,
        params: { ...buildDealBoardParams(filters), after },
      }),
      responseSchema: dealBoardPageSchema,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useCrmDealBoardQuery, useLazyCrmDealBoardPageQuery } = dealBoardApi;
