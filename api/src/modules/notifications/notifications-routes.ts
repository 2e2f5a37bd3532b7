import { z } from 'zod';
import { defineRoute } from '../../http/route-declaration';
import {
  markAllNotificationsRead,
  markNotificationRead,
  myNotifications,
} from './notifications-queries';
import {
  notificationPageResponseSchema,
  notificationParamsSchema,
  notificationResponseSchema,
  notificationsQuerySchema,
} from './notifications-schemas';

const tag = 'notifications';
/** Every staff member has a bell; each reads only their own, filtered by the targets' rules. */
const staffAccess = { staff: true, menuPaths: [] } as const;

/** The calendar day of the server, for a caller that does not say which day it is for them. */
const serverToday = () => new Date().toISOString().slice(0, 10);

/** The bell in the header: the caller's notifications, marking them read. */
export const notificationsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/notifications/',
    access: staffAccess,
    tag,
    summary: "The caller's notifications, newest first, and the unread count (?before=, ?limit=)",
    schemas: { querystring: notificationsQuerySchema, response: notificationPageResponseSchema },
    async handler({ query }, { deps, auth }) {
      return myNotifications(deps.database.db, auth.user, {
        ...query,
        today: query.today ?? serverToday(),
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/notifications/:notificationId/read/',
    access: staffAccess,
    tag,
    summary: 'Marks one notification of the caller read',
    schemas: { params: notificationParamsSchema, response: notificationResponseSchema },
    async handler({ params }, { deps, auth }) {
      return markNotificationRead(deps.database.db, auth.user, params.notificationId);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/notifications/read-all/',
    access: staffAccess,
    tag,
    summary: 'Marks every notification of the caller read',
    successStatus: 204,
    schemas: { response: z.null() },
    async handler(_request, { deps, auth }) {
      await markAllNotificationsRead(deps.database.db, auth.user);
      return null;
    },
  }),
];
