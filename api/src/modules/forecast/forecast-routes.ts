import { defineRoute } from '../../http/route-declaration';
import { forecastPaths } from './forecast-menu-paths';
import { readForecast, readForecastDeals, updateForecastStage } from './forecast-queries';
import {
  forecastDealsQuerySchema,
  forecastDealsSchema,
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
];
