import {
  api,
  powerBillDetailsResponseSchema,
  powerBillSchema,
  powerCompaniesResponseSchema,
  isVersionConflict,
  type PowerBill,
  type PowerBillUpdatePayload,
  type PowerBillWritePayload,
  type PowerCompany,
} from '@solar/shared';
import { crmDealTag } from '../../crm-shared/api/deals-endpoints';

/** Invalidation tag of one power bill (its header and months). */
const crmPowerBillTag = 'CrmPowerBill' as const;

/** `{id, payload}` of `PUT /api/crm/power-bills/{id}/`. */
interface PowerBillUpdateArgs {
  id: number;
  /** The bill, its months and the version the page loaded. */
  payload: PowerBillUpdatePayload;
}

/**
 * A deal's list row and details change (`power_bill` becomes `{id}`) when its bill is created,
 * so saving refreshes them: the Deals list then offers Edit.
 */
const dealTagsOf = (dealId: number) => [
  { type: crmDealTag, id: 'LIST' } as const,
  { type: crmDealTag, id: dealId } as const,
];

/**
 * The power bill calls the page makes (power companies, a bill and its months, create, edit),
 * injected into the one shared API. The page shows its own message for each failure (the default
 * error policy).
 */
const powerBillsApi = api
  .enhanceEndpoints({ addTagTypes: [crmDealTag, crmPowerBillTag] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      /** The companies of a province, by the province's name; every company without one. */
      crmPowerCompanies: build.query<PowerCompany[], { province: string }>({
        query: ({ province }) => ({
          url: '/api/crm/power-companies/',
          params: province === '' ? undefined : { province },
        }),
        responseSchema: powerCompaniesResponseSchema,
      }),
      crmPowerBill: build.query<PowerBill, number>({
        query: (id) => `/api/crm/power-bills/${id}/`,
        responseSchema: powerBillSchema,
        providesTags: (_result, _error, id) => [{ type: crmPowerBillTag, id }],
      }),
      crmPowerBillDetails: build.query<{ month: number; usage: number }[], number>({
        query: (id) => `/api/crm/power-bill-details/${id}/`,
        responseSchema: powerBillDetailsResponseSchema,
        providesTags: (_result, _error, id) => [{ type: crmPowerBillTag, id }],
      }),
      /** Creates the bill and its 12 months in one transaction (`details` in the body). */
      crmCreatePowerBill: build.mutation<PowerBill, PowerBillWritePayload>({
        query: (body) => ({ url: '/api/crm/power-bills/', method: 'POST', body }),
        responseSchema: powerBillSchema,
        invalidatesTags: (_result, _error, { deal }) => dealTagsOf(deal),
      }),
      /**
       * Changes the bill and rewrites its 12 months in one transaction, instead of the spec's
       * DELETE then 12 POSTs, which could leave a bill with some months lost.
       */
      crmUpdatePowerBill: build.mutation<PowerBill, PowerBillUpdateArgs>({
        query: ({ id, payload }) => ({
          url: `/api/crm/power-bills/${id}/`,
          method: 'PUT',
          body: payload,
        }),
        responseSchema: powerBillSchema,
        // Not after a version conflict: the page keeps the user's input until they choose to
        // reload (which refetches the bill itself).
        invalidatesTags: (_result, error, { id, payload }) =>
          isVersionConflict(error)
            ? []
            : [...dealTagsOf(payload.deal), { type: crmPowerBillTag, id }],
      }),
    }),
  });

export const {
  useCrmPowerCompaniesQuery,
  useCrmPowerBillQuery,
  useCrmPowerBillDetailsQuery,
  useCrmCreatePowerBillMutation,
  useCrmUpdatePowerBillMutation,
} = powerBillsApi;
