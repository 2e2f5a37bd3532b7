import {
  apiKeyCreateSchema,
  apiKeyCreatedSchema,
  apiKeyListSchema,
  apiKeySchema,
} from '@solar/shared/domain';
import { defineRoute } from '../../http/route-declaration';
import { createApiKey, listApiKeys, revokeApiKey } from './admin-api-keys-queries';
import { userIdParamsSchema } from './admin-schemas';

const tag = 'admin';
/** The website's keys are a section of the Users page: whoever manages users manages them. */
const access = { staff: true, menuPaths: ['admin/user-setting'] } as const;

export const adminApiKeyRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/admin/api-keys/',
    access,
    tag,
    summary: 'The website API keys, newest first (never the keys themselves)',
    schemas: { response: apiKeyListSchema.meta({ id: 'ApiKeyList' }) },
    async handler(_input, { deps }) {
      return listApiKeys(deps.database.db);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/admin/api-keys/',
    access,
    tag,
    summary: 'Creates a website API key; the answer carries the key, shown this once',
    successStatus: 201,
    schemas: {
      body: apiKeyCreateSchema,
      response: apiKeyCreatedSchema.meta({ id: 'ApiKeyCreated' }),
    },
    async handler({ body }, { deps, auth }) {
      return createApiKey(deps.database.db, auth.user.id, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/admin/api-keys/:id/revoke/',
    access,
    tag,
    summary: 'Revokes a website API key: its requests answer 401 from now on',
    schemas: { params: userIdParamsSchema, response: apiKeySchema.meta({ id: 'ApiKey' }) },
    async handler({ params }, { deps }) {
      return revokeApiKey(deps.database.db, params.id);
    },
  }),
];
