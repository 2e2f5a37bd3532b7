import { defineRoute } from '../../http/route-declaration';
import { savingsReadPaths, utilityRateAdminPaths } from './savings-menu-paths';
import {
  createUtilityRate,
  listUtilityRates,
  savingsContextOf,
  updateUtilityRate,
} from './savings-queries';
import {
  dealSavingsParamsSchema,
  savingsContextResponseSchema,
  utilityRateBodySchema,
  utilityRateParamsSchema,
  utilityRateResponseSchema,
  utilityRatesQuerySchema,
  utilityRatesResponseSchema,
  utilityRateUpdateBodySchema,
} from './savings-schemas';

const tag = 'savings';
const readAccess = { staff: true, menuPaths: savingsReadPaths } as const;
const adminAccess = { staff: true, menuPaths: utilityRateAdminPaths } as const;

/** The power companies' rates (administrators change them) and a deal's savings context. */
export const savingsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/savings/utility-rates/',
    access: readAccess,
    tag,
    summary: "Every power company's residential rates by effective date (one company's if asked)",
    schemas: { querystring: utilityRatesQuerySchema, response: utilityRatesResponseSchema },
    async handler({ query }, { deps }) {
      return listUtilityRates(deps.database.db, query.power_company_id);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/savings/utility-rates/',
    access: adminAccess,
    tag,
    summary: "Adds a power company's rate from a date (one per company and date)",
    successStatus: 201,
    schemas: { body: utilityRateBodySchema, response: utilityRateResponseSchema },
    async handler({ body }, { deps }) {
      return createUtilityRate(deps.database.db, body);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/savings/utility-rates/:rateId/',
    access: adminAccess,
    tag,
    summary: 'Corrects a rate from the version the administrator loaded (409 if stale)',
    schemas: {
      params: utilityRateParamsSchema,
      body: utilityRateUpdateBodySchema,
      response: utilityRateResponseSchema,
    },
    async handler({ params, body }, { deps }) {
      return updateUtilityRate(deps.database.db, params.rateId, body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/deals/:dealId/savings-context/',
    access: readAccess,
    tag,
    summary:
      "What a deal's savings and battery simulation start from: location, usage, power company, its rates, latest proposal",
    schemas: { params: dealSavingsParamsSchema, response: savingsContextResponseSchema },
    async handler({ params }, { deps, auth }) {
      return savingsContextOf(deps.database.db, auth.user, params.dealId);
    },
  }),
];
