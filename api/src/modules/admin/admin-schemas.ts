import { z } from 'zod';
import { idParam } from '../../http/id-param';
import {
  adminAuditListQuerySchema,
  adminAuditListResponseSchema,
  adminManagerUpdateSchema,
  adminMenuAccessSchema,
  adminUserCreateSchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  adminMenuTreeSchema,
} from '@solar/shared/domain';

export const userIdParamsSchema = z.strictObject({ id: idParam });

export const userListQuerySchema = adminUserListQuerySchema;
export const userListResponseSchema = adminUserListResponseSchema.meta({ id: 'AdminUserList' });
export const userResponseSchema = adminUserSchema.meta({ id: 'AdminUser' });
export const userCreateBodySchema = adminUserCreateSchema;
export const userUpdateBodySchema = adminUserUpdateSchema;
export const managerBodySchema = adminManagerUpdateSchema;
export const menuAccessSchema = adminMenuAccessSchema.meta({ id: 'AdminMenuAccess' });
export const menuItemsResponseSchema = adminMenuTreeSchema.meta({ id: 'AdminMenuItems' });
export const auditListQuerySchema = adminAuditListQuerySchema;
export const auditListResponseSchema = adminAuditListResponseSchema.meta({
  id: 'AdminAuditEvents',
});
