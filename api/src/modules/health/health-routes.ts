import { defineRoute } from '../../http/route-declaration';
import { checkDatabase } from './health-queries';
import { healthResponseSchema } from './health-schemas';

export const healthRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/health/',
    access: 'public',
    tag: 'health',
    summary: 'Liveness and database check',
    schemas: { response: healthResponseSchema },
    async handler(_input, { deps }) {
      return { status: 'ok' as const, database: await checkDatabase(deps.database) };
    },
  }),
];
