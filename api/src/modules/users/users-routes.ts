import { defineRoute } from '../../http/route-declaration';
import { environmentSchema, menuResponseSchema } from './users-schemas';
import { menuTreeOf } from './users-queries';

const tag = 'users';

export const usersRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/users/environment/',
    access: 'public',
    tag,
    summary: "The deployment's environment name ('test' shows the Testing Environment banner)",
    schemas: { response: environmentSchema },
    async handler(_input, { deps }) {
      return { environment: deps.config.appEnv };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/users/menu/',
    access: { staff: true, menuPaths: [] },
    tag,
    summary: "The caller's permitted menu tree",
    schemas: { response: menuResponseSchema },
    async handler(_input, { deps, auth }) {
      return menuTreeOf(deps.database.db, auth.user);
    },
  }),
];
