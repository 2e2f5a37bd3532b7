import { messages } from '@solar/shared/domain';
import { menuPathsOfGroup } from '../../http/catalogue-menu-paths';
import { HttpError } from '../../http/http-error';
import { defineRoute } from '../../http/route-declaration';
import { listCities, listCountries, provinceExists } from './common-queries';
import {
  citiesQuerySchema,
  citiesSchema,
  countriesSchema,
  provinceParamsSchema,
} from './common-schemas';

const tag = 'common';
/** The address forms of the CRM screens pick countries and cities: any CRM path. */
const crmAccess = { staff: true, menuPaths: menuPathsOfGroup('crm') } as const;

/** Reference lists every area's address forms share (countries, cities). */
export const commonRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/common/countries/',
    access: crmAccess,
    tag,
    summary: 'Countries by name',
    schemas: { response: countriesSchema },
    async handler(_input, { deps }) {
      return listCountries(deps.database.db);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/common/cities/',
    access: crmAccess,
    tag,
    summary: 'Cities by name, of one province when given',
    schemas: { querystring: citiesQuerySchema, response: citiesSchema },
    async handler({ query }, { deps }) {
      return listCities(deps.database.db, query.province);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/common/cities-by-province/:provinceId/',
    access: crmAccess,
    tag,
    summary: "A province's cities by name (404 when the province does not exist)",
    schemas: { params: provinceParamsSchema, response: citiesSchema },
    async handler({ params }, { deps }) {
      if (!(await provinceExists(deps.database.db, params.provinceId))) {
        throw new HttpError(404, messages.apiNotFound);
      }
      return listCities(deps.database.db, params.provinceId);
    },
  }),
];
