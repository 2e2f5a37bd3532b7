import {
  api,
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyCreated,
  apiKeyCreatedSchema,
  apiKeyListSchema,
  apiKeySchema,
} from '@solar/shared';

const apiKeyTag = 'AdminApiKey' as const;
const listTag = { type: apiKeyTag, id: 'LIST' } as const;

/** The website API keys of the Users page: list, create (the key comes back once), revoke. */
export const apiKeysApi = api.enhanceEndpoints({ addTagTypes: [apiKeyTag] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminApiKeys: build.query<ApiKey[], void>({
      query: () => '/api/admin/api-keys/',
      responseSchema: apiKeyListSchema,
      providesTags: [listTag],
    }),
    adminCreateApiKey: build.mutation<ApiKeyCreated, ApiKeyCreate>({
      query: (body) => ({ url: '/api/admin/api-keys/', method: 'POST', body }),
      responseSchema: apiKeyCreatedSchema,
      invalidatesTags: [listTag],
    }),
    adminRevokeApiKey: build.mutation<ApiKey, number>({
      query: (id) => ({ url: `/api/admin/api-keys/${id}/revoke/`, method: 'POST' }),
      responseSchema: apiKeySchema,
      invalidatesTags: [listTag],
    }),
  }),
});

export const { useAdminApiKeysQuery, useAdminCreateApiKeyMutation, useAdminRevokeApiKeyMutation } =
  apiKeysApi;
