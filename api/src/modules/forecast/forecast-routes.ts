import { defineRoute } from '../../http/route-declaration';
import { readForecastItemDeals, readForecastItems } from './forecast-items-queries';
import { forecastPaths } from './forecast-menu-paths';
import { readForecast, readForecastDeals, updateForecastStage } from './forecast-queries';
import {
  forecastDealsQuerySchema,
  forecastDealsSchema,
  forecastItemDealsQuerySchema,
  forecastItemDealsSchema,
  forecastItemsSchema,
  forecastSchema,
  forecastStageSchema,
  forecastStageUpdateSchema,
  stageIdParamsSchema,
} from './forecast-schemas';

const tag = 'forecast';
const access = { staff: true, menuPaths: forecastPaths } as const;

export const forecastRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/forecast/',
    access,
    tag,
    summary:
      "Expected installations by month from the open pipeline, the stages' settings, and past months against what was installed (keeps this month's forecast on its first read)",
    schemas: { response: forecastSchema },
    async handler(_input, { deps }) {
      return readForecast(deps.database.db, new Date());
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/forecast/deals/',
    access,
    tag,
    summary:
      "The deals behind one figure: a month's forecast, a kept forecast or its installations",
    schemas: { querystring: forecastDealsQuerySchema, response: forecastDealsSchema },
    async handler({ query }, { deps }) {
      return readForecastDeals(deps.database.db, query, new Date());
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/forecast/stages/:stageId/',
    access,
    tag,
    summary: "Saves an open stage's probability and typical days to installation (version checked)",
    schemas: {
      params: stageIdParamsSchema,
      body: forecastStageUpdateSchema,
      response: forecastStageSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      return updateForecastStage(deps.database.db, params.stageId, body, auth.user.id);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/forecast/items/',
    access,
    tag,
    summary:
      "Parts the expected installations need, per item and month: each deal's probability × its latest proposal's parts (the default link at the average size without one)",
    schemas: { response: forecastItemsSchema },
    async handler(_input, { deps }) {
      return readForecastItems(deps.database.db, new Date().toISOString().slice(0, 10));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/forecast/items/deals/',
    access,
    tag,
    summary: 'The deals one figure of the forecast by item comes from, largest share first',
    schemas: { querystring: forecastItemDealsQuerySchema, response: forecastItemDealsSchema },
    async handler({ query }, { deps }) {
      return readForecastItemDeals(deps.database.db, query, new Date().toISOString().slice(0, 10));
    },
  }),
];
