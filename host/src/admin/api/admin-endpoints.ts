import {
  adminAuditListResponseSchema,
  adminMenuAccessSchema,
  adminUserListResponseSchema,
  adminUserSchema,
  api,
  adminMenuTreeSchema,
  type AdminAuditListQuery,
  type AdminAuditListResponse,
  type AdminManagerUpdate,
  type AdminMenuAccess,
  type AdminUser,
  type AdminUserCreate,
  type AdminUserListQuery,
  type AdminUserListResponse,
  type AdminUserUpdate,
  type ApiExtraOptions,
  type MenuItem,
} from '@solar/shared';

/** Invalidation tag of users: `LIST` stands for any list answer. */
export const adminUserTag = 'AdminUser' as const;
/** A user's menu access and history change together with every save. */
export const adminAccessTag = 'AdminAccess' as const;
const listTag = { type: adminUserTag, id: 'LIST' } as const;

/**
 * The administration pages show their own messages with the server's reason; the shared policy
 * handles only the 401 sign-out, so one failure never shows two toasts.
 */
const ownMessages: ApiExtraOptions = { errorPolicy: 'auth-only' };

const userChanged = (_result: unknown, _error: unknown, arg: { id: number } | number) => {
  const id = typeof arg === 'number' ? arg : arg.id;
  return [listTag, { type: adminUserTag, id }, { type: adminAccessTag, id }];
};

export const adminApi = api
  .enhanceEndpoints({ addTagTypes: [adminUserTag, adminAccessTag] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      adminUsers: build.query<AdminUserListResponse, AdminUserListQuery>({
        query: (params) => ({
          url: '/api/admin/users/',
          params: Object.fromEntries(
            Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
          ),
        }),
        responseSchema: adminUserListResponseSchema,
        providesTags: (result) => [
          listTag,
          ...(result?.results ?? []).map(({ id }) => ({ type: adminUserTag, id })),
        ],
        extraOptions: ownMessages,
      }),
      adminUser: build.query<AdminUser, number>({
        query: (id) => `/api/admin/users/${id}/`,
        responseSchema: adminUserSchema,
        providesTags: (_result, _error, id) => [{ type: adminUserTag, id }],
        extraOptions: ownMessages,
      }),
      adminCreateUser: build.mutation<AdminUser, AdminUserCreate>({
        query: (body) => ({ url: '/api/admin/users/', method: 'POST', body }),
        responseSchema: adminUserSchema,
        invalidatesTags: [listTag],
        extraOptions: ownMessages,
      }),
      adminUpdateUser: build.mutation<AdminUser, { id: number; body: AdminUserUpdate }>({
        query: ({ id, body }) => ({ url: `/api/admin/users/${id}/`, method: 'PUT', body }),
        responseSchema: adminUserSchema,
        invalidatesTags: userChanged,
        extraOptions: ownMessages,
      }),
      adminSetUserActive: build.mutation<AdminUser, { id: number; active: boolean }>({
        query: ({ id, active }) => ({
          url: `/api/admin/users/${id}/${active ? 'reactivate' : 'deactivate'}/`,
          method: 'POST',
        }),
        responseSchema: adminUserSchema,
        invalidatesTags: userChanged,
        extraOptions: ownMessages,
      }),
      adminSetManager: build.mutation<AdminUser, { id: number; body: AdminManagerUpdate }>({
        query: ({ id, body }) => ({ url: `/api/admin/users/${id}/manager/`, method: 'PUT', body }),
        responseSchema: adminUserSchema,
        invalidatesTags: userChanged,
        extraOptions: ownMessages,
      }),
      adminMenuItems: build.query<MenuItem[], void>({
        query: () => '/api/admin/menu-items/',
        responseSchema: adminMenuTreeSchema,
        extraOptions: ownMessages,
      }),
      adminMenuAccess: build.query<AdminMenuAccess, number>({
        query: (id) => `/api/admin/users/${id}/menu-access/`,
        responseSchema: adminMenuAccessSchema,
        providesTags: (_result, _error, id) => [{ type: adminAccessTag, id }],
        extraOptions: ownMessages,
      }),
      adminSaveMenuAccess: build.mutation<AdminMenuAccess, { id: number; body: AdminMenuAccess }>({
        query: ({ id, body }) => ({
          url: `/api/admin/users/${id}/menu-access/`,
          method: 'PUT',
          body,
        }),
        responseSchema: adminMenuAccessSchema,
        invalidatesTags: userChanged,
        extraOptions: ownMessages,
      }),
      adminAuditEvents: build.query<
        AdminAuditListResponse,
        { id: number; query: AdminAuditListQuery }
      >({
        query: ({ id, query }) => ({ url: `/api/admin/users/${id}/audit-events/`, params: query }),
        responseSchema: adminAuditListResponseSchema,
        providesTags: (_result, _error, { id }) => [{ type: adminAccessTag, id }],
        extraOptions: ownMessages,
      }),
    }),
  });

export const {
  useAdminUsersQuery,
  useAdminUserQuery,
  useAdminCreateUserMutation,
  useAdminUpdateUserMutation,
  useAdminSetUserActiveMutation,
  useAdminSetManagerMutation,
  useAdminMenuItemsQuery,
  useAdminMenuAccessQuery,
  useAdminSaveMenuAccessMutation,
  useAdminAuditEventsQuery,
} = adminApi;
