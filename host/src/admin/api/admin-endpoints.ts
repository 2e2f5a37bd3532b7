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
  type MenuItem,
} from '@solar/shared';

/** Invalidation tag of users: `LIST` stands for any list answer. */
const adminUserTag = 'AdminUser' as const;
/** A user's menu access and history change together with every save. */
const adminAccessTag = 'AdminAccess' as const;
const listTag = { type: adminUserTag, id: 'LIST' } as const;

const userChanged = (_result: unknown, _error: unknown, arg: { id: number } | number) => {
  const id = typeof arg === 'number' ? arg : arg.id;
  return [listTag, { type: adminUserTag, id }, { type: adminAccessTag, id }];
};

/**
 * The administration pages show their own messages with the server's reason (the default error
 * policy), so one failure never shows two toasts.
 */
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
      }),
      adminUser: build.query<AdminUser, number>({
        query: (id) => `/api/admin/users/${id}/`,
        responseSchema: adminUserSchema,
        providesTags: (_result, _error, id) => [{ type: adminUserTag, id }],
      }),
      adminCreateUser: build.mutation<AdminUser, AdminUserCreate>({
        query: (body) => ({ url: '/api/admin/users/', method: 'POST', body }),
        responseSchema: adminUserSchema,
        invalidatesTags: [listTag],
      }),
      adminUpdateUser: build.mutation<AdminUser, { id: number; body: AdminUserUpdate }>({
        query: ({ id, body }) => ({ url: `/api/admin/users/${id}/`, method: 'PUT', body }),
        responseSchema: adminUserSchema,
        invalidatesTags: userChanged,
      }),
      adminSetUserActive: build.mutation<AdminUser, { id: number; active: boolean }>({
        query: ({ id, active }) => ({
          url: `/api/admin/users/${id}/${active ? 'reactivate' : 'deactivate'}/`,
          method: 'POST',
        }),
        responseSchema: adminUserSchema,
        invalidatesTags: userChanged,
      }),
      adminSetManager: build.mutation<AdminUser, { id: number; body: AdminManagerUpdate }>({
        query: ({ id, body }) => ({ url: `/api/admin/users/${id}/manager/`, method: 'PUT', body }),
        responseSchema: adminUserSchema,
        invalidatesTags: userChanged,
      }),
      adminMenuItems: build.query<MenuItem[], void>({
        query: () => '/api/admin/menu-items/',
        responseSchema: adminMenuTreeSchema,
      }),
      adminMenuAccess: build.query<AdminMenuAccess, number>({
        query: (id) => `/api/admin/users/${id}/menu-access/`,
        responseSchema: adminMenuAccessSchema,
        providesTags: (_result, _error, id) => [{ type: adminAccessTag, id }],
      }),
      adminSaveMenuAccess: build.mutation<AdminMenuAccess, { id: number; body: AdminMenuAccess }>({
        query: ({ id, body }) => ({
          url: `/api/admin/users/${id}/menu-access/`,
          method: 'PUT',
          body,
        }),
        responseSchema: adminMenuAccessSchema,
        invalidatesTags: userChanged,
      }),
      adminAuditEvents: build.query<
        AdminAuditListResponse,
        { id: number; query: AdminAuditListQuery }
      >({
        query: ({ id, query }) => ({ url: `/api/admin/users/${id}/audit-events/`, params: query }),
        responseSchema: adminAuditListResponseSchema,
        providesTags: (_result, _error, { id }) => [{ type: adminAccessTag, id }],
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
