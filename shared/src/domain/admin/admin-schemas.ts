import { z } from 'zod';
import type { MenuItem } from '../menu';
import { menuItemSchema } from '../menu-schemas';
import { messages } from '../messages';

/** Largest page of `GET /api/admin/users/` and of the audit list. */
const adminListMaxPageSize = 100;

const pageSize = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1, { error: messages.apiPageSizeTooLarge })
    .max(adminListMaxPageSize, { error: messages.apiPageSizeTooLarge })
    .default(fallback);

const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

/** `GET /api/admin/users/`: server paging, a name-or-email search and optional filters. */
export const adminUserListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  page_size: pageSize(10),
  search: z.string().max(200).optional(),
  /** Only staff (`true`) or only customers (`false`): the manager picker lists staff. */
  is_staff: booleanParam.optional(),
  is_active: booleanParam.optional(),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

/** A person as the administration pages name them (manager, audit actor). */
const adminPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type AdminPerson = z.infer<typeof adminPersonSchema>;

/** One user in the administration list and on the access page. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  is_active: z.boolean(),
  manager: adminPersonSchema.nullable(),
  /** ISO timestamp of the last sign-in, null when never. */
  last_login_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListResponseSchema = z.object({
  results: z.array(adminUserSchema),
  count: z.number().int(),
});
export type AdminUserListResponse = z.infer<typeof adminUserListResponseSchema>;

const nameField = (required: string) =>
  z.string().trim().min(1, { error: required }).max(100, { error: messages.contactNameTooLong });

/** Names and the staff flag: what the user page edits (superuser lives on the access page). */
export const adminUserUpdateSchema = z.strictObject({
  first_name: nameField(messages.pleaseEnterFirstName),
  last_name: nameField(messages.pleaseEnterLastName),
  is_staff: z.boolean(),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

/** `POST /api/admin/users/`: a new account by email; the email is stored lower-case. */
export const adminUserCreateSchema = adminUserUpdateSchema.extend({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, { error: messages.pleaseEnterValidEmail })
    .pipe(z.email({ error: messages.pleaseEnterValidEmail })),
});
export type AdminUserCreate = z.infer<typeof adminUserCreateSchema>;

/** `PUT /api/admin/users/{id}/manager/`: the staff user's manager, null for none. */
export const adminManagerUpdateSchema = z.strictObject({
  manager_id: z.number().int().positive().nullable(),
});
export type AdminManagerUpdate = z.infer<typeof adminManagerUpdateSchema>;

/**
 * `GET`/`PUT /api/admin/users/{id}/menu-access/`: the full set of granted menu item ids (PUT
 * replaces it) and the superuser flag, which grants every page whatever the set holds.
 */
export const adminMenuAccessSchema = z.strictObject({
  menu_item_ids: z.array(z.number().int().positive()).max(1000),
  is_superuser: z.boolean(),
});
export type AdminMenuAccess = z.infer<typeof adminMenuAccessSchema>;

/** The kinds of change the audit log records. */
const adminAuditActions = [
  'user.created',
  'user.updated',
  'user.deactivated',
  'user.reactivated',
  'user.manager_changed',
  'access.changed',
] as const;
export type AdminAuditAction = (typeof adminAuditActions)[number];

const scalarChange = z.object({
  from: z.union([z.string(), z.boolean(), z.null()]),
  to: z.union([z.string(), z.boolean(), z.null()]),
});

/**
 * What changed: `{field: {from, to}}` for user fields, `{granted: [paths], revoked: [paths]}`
 * for menu access (a group without a path is named by its title).
 */
const adminAuditChangesSchema = z.record(z.string(), z.union([scalarChange, z.array(z.string())]));
export type AdminAuditChanges = z.infer<typeof adminAuditChangesSchema>;

const adminAuditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(adminAuditActions),
  actor: adminPersonSchema.nullable(),
  changes: adminAuditChangesSchema,
});
export type AdminAuditEvent = z.infer<typeof adminAuditEventSchema>;

export const adminAuditListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  page_size: pageSize(20),
});
export type AdminAuditListQuery = z.input<typeof adminAuditListQuerySchema>;

export const adminAuditListResponseSchema = z.object({
  results: z.array(adminAuditEventSchema),
  count: z.number().int(),
});
export type AdminAuditListResponse = z.infer<typeof adminAuditListResponseSchema>;

/** `GET /api/admin/menu-items/`: every menu item, shown or not, as one tree. */
export const adminMenuTreeSchema = z.array(
  // The recursive item schema is declared with an unknown input; its input is a MenuItem too.
  menuItemSchema as z.ZodType<MenuItem, MenuItem>,
);
