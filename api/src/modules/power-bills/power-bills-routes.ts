import { z } from 'zod';
import { defineRoute } from '../../http/route-declaration';
import { powerBillPaths } from './power-bills-menu-paths';
import {
  createPowerBill,
  createPowerBillDetail,
  deletePowerBillDetails,
  listPowerBillDetails,
  listPowerCompanies,
  powerBillOf,
  updatePowerBill,
} from './power-bills-queries';
import {
  powerBillDetailCreateBodySchema,
  powerBillDetailResponseSchema,
  powerBillDetailsParamsSchema,
  powerBillDetailsSchema,
  powerBillIdParamsSchema,
  powerBillResponseSchema,
  powerBillUpdateBodySchema,
  powerBillWriteBodySchema,
  powerCompaniesQuerySchema,
  powerCompaniesSchema,
} from './power-bills-schemas';

const tag = 'power-bills';
const access = { staff: true, menuPaths: powerBillPaths } as const;

/** A deal's power bill and its monthly usage; every bill and detail route checks per-deal access. */
export const powerBillsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/crm/power-companies/',
    access,
    tag,
    summary: 'Power companies serving a province (by its name), by name; all without one',
    schemas: { querystring: powerCompaniesQuerySchema, response: powerCompaniesSchema },
    async handler({ query }, { deps }) {
      return listPowerCompanies(deps.database.db, query.province);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/power-bills/:id/',
    access,
    tag,
    summary: 'A power bill of a deal the caller may use',
    schemas: { params: powerBillIdParamsSchema, response: powerBillResponseSchema },
    async handler({ params }, { deps, auth }) {
      return powerBillOf(deps.database.db, auth.user, params.id);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/power-bills/',
    access,
    tag,
    summary: "Creates a deal's one power bill, with its 12 months in the same transaction if given",
    successStatus: 201,
    schemas: { body: powerBillWriteBodySchema, response: powerBillResponseSchema },
    async handler({ body }, { deps, auth }) {
      return createPowerBill(deps.database.db, auth.user, body);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/crm/power-bills/:id/',
    access,
    tag,
    summary:
      'Changes a power bill from the version the user loaded (409 if stale); rewrites its 12 months if given',
    schemas: {
      params: powerBillIdParamsSchema,
      body: powerBillUpdateBodySchema,
      response: powerBillResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      return updatePowerBill(deps.database.db, auth.user, params.id, body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/power-bill-details/:powerBillId/',
    access,
    tag,
    summary: "A power bill's monthly usages, January first",
    schemas: { params: powerBillDetailsParamsSchema, response: powerBillDetailsSchema },
    async handler({ params }, { deps, auth }) {
      return listPowerBillDetails(deps.database.db, auth.user, params.powerBillId);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/crm/power-bill-details/:powerBillId/',
    access,
    tag,
    summary: 'Deletes every monthly usage of a power bill',
    successStatus: 204,
    schemas: { params: powerBillDetailsParamsSchema, response: z.null() },
    async handler({ params }, { deps, auth }) {
      await deletePowerBillDetails(deps.database.db, auth.user, params.powerBillId);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/power-bill-details/',
    access,
    tag,
    summary: "Adds one month's usage to a power bill (409 when that month is already there)",
    successStatus: 201,
    schemas: { body: powerBillDetailCreateBodySchema, response: powerBillDetailResponseSchema },
    async handler({ body }, { deps, auth }) {
      return createPowerBillDetail(deps.database.db, auth.user, body);
    },
  }),
];
