import { defineRoute } from '../../http/route-declaration';
import {
  createUser,
  deactivateUser,
  fullMenuTree,
  getAdminUser,
  getMenuAccess,
  listAuditEvents,
  listUsers,
  reactivateUser,
  replaceMenuAccess,
  setManager,
  updateUser,
} from './admin-queries';
import {
  auditListQuerySchema,
  auditListResponseSchema,
  managerBodySchema,
  menuAccessSchema,
  menuItemsResponseSchema,
  userCreateBodySchema,
  userIdParamsSchema,
  userListQuerySchema,
  userListResponseSchema,
  userResponseSchema,
  userUpdateBodySchema,
} from './admin-schemas';

const tag = 'admin';

/** The user page changes users; the access page changes what they may open. */
const userSettingAccess = { staff: true, menuPaths: ['admin/user-setting'] } as const;
const accessSettingAccess = { staff: true, menuPaths: ['admin/user-access-setting'] } as const;
/** Reading a user and their history: either page shows them. */
const eitherPageAccess = {
  staff: true,
  menuPaths: ['admin/user-setting', 'admin/user-access-setting'],
} as const;

const actorOf = (auth: { user: { id: number; isSuperuser: boolean } }) => ({
  id: auth.user.id,
  isSuperuser: auth.user.isSuperuser,
});

export const adminRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/admin/users/',
    access: eitherPageAccess,
    tag,
    summary: 'Users by email, searchable by name or email, one page at a time',
    schemas: { querystring: userListQuerySchema, response: userListResponseSchema },
    async handler({ query }, { deps }) {
      return listUsers(deps.database.db, query);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/admin/users/',
    access: userSettingAccess,
    tag,
    summary: 'Creates a user by email (unique, stored lower-case) with names and the staff flag',
    successStatus: 201,
    schemas: { body: userCreateBodySchema, response: userResponseSchema },
    async handler({ body }, { deps, auth }) {
      return createUser(deps.database.db, actorOf(auth), body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/admin/users/:id/',
    access: eitherPageAccess,
    tag,
    summary: 'One user',
    schemas: { params: userIdParamsSchema, response: userResponseSchema },
    async handler({ params }, { deps }) {
      return getAdminUser(deps.database.db, params.id);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/admin/users/:id/',
    access: userSettingAccess,
    tag,
    summary: "Changes a user's names and staff flag (not one's own staff flag)",
    schemas: {
      params: userIdParamsSchema,
      body: userUpdateBodySchema,
      response: userResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      return updateUser(deps.database.db, actorOf(auth), params.id, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/admin/users/:id/deactivate/',
    access: userSettingAccess,
    tag,
    summary: 'Deactivates a user and ends all their sessions (not oneself, not the last superuser)',
    schemas: { params: userIdParamsSchema, response: userResponseSchema },
    async handler({ params }, { deps, auth }) {
      return deactivateUser(deps.database.db, actorOf(auth), params.id);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/admin/users/:id/reactivate/',
    access: userSettingAccess,
    tag,
    summary: 'Reactivates a user; they sign in again',
    schemas: { params: userIdParamsSchema, response: userResponseSchema },
    async handler({ params }, { deps, auth }) {
      return reactivateUser(deps.database.db, actorOf(auth), params.id);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/admin/users/:id/manager/',
    access: userSettingAccess,
    tag,
    summary: "Sets a staff user's manager in the sales-person tree (null: none); no cycles",
    schemas: { params: userIdParamsSchema, body: managerBodySchema, response: userResponseSchema },
    async handler({ params, body }, { deps, auth }) {
      return setManager(deps.database.db, actorOf(auth), params.id, body.manager_id);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/admin/users/:id/menu-access/',
    access: accessSettingAccess,
    tag,
    summary: "A user's granted menu item ids and superuser flag",
    schemas: { params: userIdParamsSchema, response: menuAccessSchema },
    async handler({ params }, { deps }) {
      return getMenuAccess(deps.database.db, params.id);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/admin/users/:id/menu-access/',
    access: accessSettingAccess,
    tag,
    summary: "Replaces a user's granted menu items and superuser flag in one transaction",
    schemas: { params: userIdParamsSchema, body: menuAccessSchema, response: menuAccessSchema },
    async handler({ params, body }, { deps, auth }) {
      return replaceMenuAccess(deps.database.db, actorOf(auth), params.id, body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/admin/users/:id/audit-events/',
    access: eitherPageAccess,
    tag,
    summary: "A user's administration history, newest first",
    schemas: {
      params: userIdParamsSchema,
      querystring: auditListQuerySchema,
      response: auditListResponseSchema,
    },
    async handler({ params, query }, { deps }) {
      return listAuditEvents(deps.database.db, params.id, query);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/admin/menu-items/',
    access: accessSettingAccess,
    tag,
    summary: 'Every menu item (shown or not) as one tree, for the access page',
    schemas: { response: menuItemsResponseSchema },
    async handler(_input, { deps }) {
      return fullMenuTree(deps.database.db);
    },
  }),
];
