import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  messages,
  type AdminAuditAction,
  type AdminAuditChanges,
  type AdminAuditListResponse,
  type AdminPerson,
  type AdminUser,
  type AdminUserCreate,
  type AdminUserListResponse,
  type AdminUserUpdate,
  type MenuItem,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { menuItems, userMenuAccess, users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { revokeUserSessions } from '../auth';
import { callerCache } from '../auth';
import { applySalesPersonMove } from '../crm';
import { containsPattern } from '../../db/like-pattern';
import { type MenuRow, pathsOfTree, permittedMenuTree } from '../users';
import { adminAuditEvents } from './admin-tables';

/** The signed-in administrator making a change. */
interface AdminActor {
  id: number;
  isSuperuser: boolean;
}

/** The menu path whose loss would lock an administrator out of this screen. */
const accessSettingPath = 'admin/user-access-setting';

type UserRow = typeof users.$inferSelect;

const nameOf = (row: Pick<UserRow, 'firstName' | 'lastName' | 'username'>) =>
  `${row.firstName} ${row.lastName}`.trim() || row.username;

const managerTable = alias(users, 'manager');

const userColumns = {
  user: users,
  managerId: managerTable.id,
  managerFirstName: managerTable.firstName,
  managerLastName: managerTable.lastName,
  managerUsername: managerTable.username,
  managerEmail: managerTable.email,
};

type JoinedRow = {
  user: UserRow;
  managerId: number | null;
  managerFirstName: string | null;
  managerLastName: string | null;
  managerUsername: string | null;
  managerEmail: string | null;
};

function toAdminUser(row: JoinedRow): AdminUser {
  const { user } = row;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    is_staff: user.isStaff,
    is_superuser: user.isSuperuser,
    is_active: user.isActive,
    manager:
      row.managerId === null
        ? null
        : {
            id: row.managerId,
            name: nameOf({
              firstName: row.managerFirstName ?? '',
              lastName: row.managerLastName ?? '',
              username: row.managerUsername ?? '',
            }),
            email: row.managerEmail ?? '',
          },
    last_login_at: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
  };
}

/** Users matching a name-or-email search, by email, one page at a time. */
export async function listUsers(
  db: Database,
  query: {
    page: number;
    page_size: number;
    search?: string | undefined;
    is_staff?: boolean | undefined;
    is_active?: boolean | undefined;
  },
): Promise<AdminUserListResponse> {
  const conditions: SQL[] = [];
  const search = query.search?.trim() ?? '';
  if (search !== '') {
    const pattern = containsPattern(search);
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.username, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      )!,
    );
  }
  if (query.is_staff !== undefined) conditions.push(eq(users.isStaff, query.is_staff));
  if (query.is_active !== undefined) conditions.push(eq(users.isActive, query.is_active));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db.select({ value: count() }).from(users).where(where);
  const rows = await db
    .select(userColumns)
    .from(users)
    .leftJoin(managerTable, eq(managerTable.id, users.managerId))
    .where(where)
    .orderBy(asc(users.email))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { results: rows.map(toAdminUser), count: total?.value ?? 0 };
}

export async function getAdminUser(db: Database, userId: number): Promise<AdminUser> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(managerTable, eq(managerTable.id, users.managerId))
    .where(eq(users.id, userId));
  if (!row) throw new HttpError(404, messages.apiUserNotFound);
  return toAdminUser(row);
}

async function writeAudit(
  tx: Database,
  actor: AdminActor,
  subjectUserId: number,
  action: AdminAuditAction,
  changes: AdminAuditChanges,
): Promise<void> {
  await tx.insert(adminAuditEvents).values({
    actorUserId: actor.id,
    subjectUserId,
    action,
    changes,
  });
}

/** The subject row, locked against concurrent administrators until the transaction ends. */
async function lockUser(tx: Database, userId: number): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new HttpError(404, messages.apiUserNotFound);
  return row;
}

/**
 * Locks every active staff superuser row, in id order, and returns their ids. A change that may
 * demote or deactivate someone takes these locks BEFORE the subject's row: two administrators
 * demoting each other at the same moment then queue on the same rows in the same order (no
 * deadlock), and the second sees the first's result.
 */
async function lockActiveSuperusers(tx: Database): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isSuperuser, true), eq(users.isActive, true), eq(users.isStaff, true)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Refuses a change that would leave no active staff superuser besides the subject. */
function requireAnotherSuperuser(superuserIds: readonly number[], subjectUserId: number): void {
  if (!superuserIds.some((id) => id !== subjectUserId)) {
    throw new HttpError(409, messages.apiLastSuperuser);
  }
}

const isActiveSuperuser = (row: UserRow) => row.isSuperuser && row.isActive && row.isStaff;

/**
 * A superuser's staff flag, active state and place in the sales tree are changed by superusers
 * only: an administrator of users must not be able to lock out (or re-parent) the people who
 * granted them that role.
 */
function requireSuperuserForSuperuser(actor: AdminActor, subject: UserRow): void {
  if (subject.isSuperuser && !actor.isSuperuser) {
    throw new HttpError(403, messages.apiSuperuserStateSuperuserOnly);
  }
}

export async function createUser(
  db: Database,
  actor: AdminActor,
  input: AdminUserCreate,
): Promise<AdminUser> {
  const id = await inTransaction(db, async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.email, input.email), eq(users.username, input.email)));
    if (existing) throw new HttpError(409, messages.apiEmailTaken);
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email,
        // The email is unique, so it is a username no one else holds.
        username: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        isStaff: input.is_staff,
      })
      .returning({ id: users.id });
    await writeAudit(tx, actor, created!.id, 'user.created', {
      email: { from: null, to: input.email },
      first_name: { from: null, to: input.first_name },
      last_name: { from: null, to: input.last_name },
      is_staff: { from: null, to: input.is_staff },
    });
    return created!.id;
  });
  return getAdminUser(db, id);
}

/**
 * Names and the staff flag. Turning staff off clears the person's manager (a customer has none),
 * refuses to remove one's own staff flag, and refuses to leave no active superuser.
 */
export async function updateUser(
  db: Database,
  actor: AdminActor,
  userId: number,
  input: AdminUserUpdate,
): Promise<AdminUser> {
  try {
    await inTransaction(db, async (tx) => {
      const superusers = input.is_staff ? [] : await lockActiveSuperusers(tx);
      const before = await lockUser(tx, userId);
      if (before.isStaff !== input.is_staff) requireSuperuserForSuperuser(actor, before);
      if (before.isStaff && !input.is_staff) {
        if (userId === actor.id) throw new HttpError(409, messages.apiCannotRemoveOwnStaff);
        if (isActiveSuperuser(before)) requireAnotherSuperuser(superusers, userId);
      }
      const changes: AdminAuditChanges = {};
      if (before.firstName !== input.first_name) {
        changes.first_name = { from: before.firstName, to: input.first_name };
      }
      if (before.lastName !== input.last_name) {
        changes.last_name = { from: before.lastName, to: input.last_name };
      }
      if (before.isStaff !== input.is_staff) {
        changes.is_staff = { from: before.isStaff, to: input.is_staff };
      }
      const clearManager = !input.is_staff && before.managerId !== null;
      if (clearManager) {
        changes.manager = { from: await emailOf(tx, before.managerId), to: null };
      }
      if (Object.keys(changes).length === 0) return;
      await tx
        .update(users)
        .set({
          firstName: input.first_name,
          lastName: input.last_name,
          isStaff: input.is_staff,
          ...(clearManager ? { managerId: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      await writeAudit(tx, actor, userId, 'user.updated', changes);
    });
  } finally {
    // After the commit (or the refusal, which changed nothing): see `CallerCache`.
    callerCache.forgetUser(userId);
  }
  return getAdminUser(db, userId);
}

async function emailOf(tx: Database, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/**
 * Deactivates a user and revokes every session they hold in the same transaction, so their
 * next request answers 401. Not oneself, and not the last active superuser.
 */
export async function deactivateUser(
  db: Database,
  actor: AdminActor,
  userId: number,
): Promise<AdminUser> {
  try {
    await inTransaction(db, async (tx) => {
      const superusers = await lockActiveSuperusers(tx);
      const before = await lockUser(tx, userId);
      if (userId === actor.id) throw new HttpError(409, messages.apiCannotDeactivateSelf);
      requireSuperuserForSuperuser(actor, before);
      if (!before.isActive) throw new HttpError(409, messages.apiUserAlreadyInactive);
      if (isActiveSuperuser(before)) requireAnotherSuperuser(superusers, userId);
      await tx
        .update(users)
        .set({ isActive: false, updatedAt: new Date() })
        .where(eq(users.id, userId));
      await revokeUserSessions(tx, userId);
      await writeAudit(tx, actor, userId, 'user.deactivated', {
        is_active: { from: true, to: false },
      });
    });
  } finally {
    // After the commit (or the refusal, which changed nothing): see `CallerCache`.
    callerCache.forgetUser(userId);
  }
  return getAdminUser(db, userId);
}

export async function reactivateUser(
  db: Database,
  actor: AdminActor,
  userId: number,
): Promise<AdminUser> {
  try {
    await inTransaction(db, async (tx) => {
      const before = await lockUser(tx, userId);
      requireSuperuserForSuperuser(actor, before);
      if (before.isActive) throw new HttpError(409, messages.apiUserAlreadyActive);
      await tx
        .update(users)
        .set({ isActive: true, updatedAt: new Date() })
        .where(eq(users.id, userId));
      await writeAudit(tx, actor, userId, 'user.reactivated', {
        is_active: { from: false, to: true },
      });
    });
  } finally {
    // After the commit (or the refusal, which changed nothing): see `CallerCache`.
    callerCache.forgetUser(userId);
  }
  return getAdminUser(db, userId);
}

/**
 * A staff user's manager, through the sales-person tree's own move (active staff only, no
 * cycles); a customer cannot have one.
 */
export async function setManager(
  db: Database,
  actor: AdminActor,
  userId: number,
  managerId: number | null,
): Promise<AdminUser> {
  await inTransaction(db, async (tx) => {
    const before = await lockUser(tx, userId);
    if (!before.isStaff) throw new HttpError(400, messages.apiCustomerCannotHaveManager);
    if (before.managerId === managerId) return;
    requireSuperuserForSuperuser(actor, before);
    const previous = await applySalesPersonMove(tx, { user_id: userId, manager_id: managerId });
    await writeAudit(tx, actor, userId, 'user.manager_changed', {
      manager: { from: await emailOf(tx, previous), to: await emailOf(tx, managerId) },
    });
  });
  return getAdminUser(db, userId);
}

async function allMenuRows(db: Database): Promise<MenuRow[]> {
  return db
    .select({
      id: menuItems.id,
      parentId: menuItems.parentId,
      path: menuItems.path,
      title: menuItems.title,
      icon: menuItems.icon,
      isShow: menuItems.isShow,
      sortOrder: menuItems.sortOrder,
    })
    .from(menuItems);
}

/** Every menu item, shown or not, as one tree: what the access page offers. */
export async function fullMenuTree(db: Database): Promise<MenuItem[]> {
  return permittedMenuTree(await allMenuRows(db), 'all');
}

async function grantedIdsOf(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: userMenuAccess.menuItemId })
    .from(userMenuAccess)
    .where(eq(userMenuAccess.userId, userId))
    .orderBy(asc(userMenuAccess.menuItemId));
  return rows.map((row) => row.id);
}

export async function getMenuAccess(db: Database, userId: number) {
  const [user] = await db
    .select({ isSuperuser: users.isSuperuser })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new HttpError(404, messages.apiUserNotFound);
  return { menu_item_ids: await grantedIdsOf(db, userId), is_superuser: user.isSuperuser };
}

/**
 * Replaces a user's granted menu items and sets the superuser flag, in one transaction.
 * Refuses unknown ids, a superuser change by a non-superuser, the last superuser's demotion,
 * and any change after which the caller could no longer open this screen themself.
 * Authorization reads `user_menu_access` on every request, so the change applies at once.
 */
export async function replaceMenuAccess(
  db: Database,
  actor: AdminActor,
  userId: number,
  input: { menu_item_ids: readonly number[]; is_superuser: boolean },
) {
  try {
    await inTransaction(db, async (tx) => {
      const superusers = input.is_superuser ? [] : await lockActiveSuperusers(tx);
      const before = await lockUser(tx, userId);
      const requested = [...new Set(input.menu_item_ids)];
      const rows = await allMenuRows(tx);
      const known = new Map(rows.map((row) => [row.id, row]));
      if (requested.some((id) => !known.has(id))) {
        throw new HttpError(400, messages.apiUnknownMenuItems);
      }
      if (before.isSuperuser !== input.is_superuser) {
        if (!actor.isSuperuser) throw new HttpError(403, messages.apiSuperuserFlagSuperuserOnly);
        if (!input.is_superuser && isActiveSuperuser(before)) {
          requireAnotherSuperuser(superusers, userId);
        }
      }
      if (userId === actor.id && !input.is_superuser) {
        const paths = pathsOfTree(permittedMenuTree(rows, new Set(requested)));
        if (!paths.has(accessSettingPath)) {
          throw new HttpError(409, messages.apiCannotRemoveOwnAccessSetting);
        }
      }
      // The audit names pages the user gains or loses (granting a group grants its pages), not
      // how the grant is stored: swapping a group for all but one of its pages revokes that page.
      const previousIds = await grantedIdsOf(tx, userId);
      const pathsBefore = pathsOfTree(permittedMenuTree(rows, new Set(previousIds)));
      const pathsAfter = pathsOfTree(permittedMenuTree(rows, new Set(requested)));
      const granted = [...pathsAfter].filter((path) => !pathsBefore.has(path)).sort();
      const revoked = [...pathsBefore].filter((path) => !pathsAfter.has(path)).sort();
      const changes: AdminAuditChanges = {};
      if (granted.length > 0) changes.granted = granted;
      if (revoked.length > 0) changes.revoked = revoked;
      if (before.isSuperuser !== input.is_superuser) {
        changes.is_superuser = { from: before.isSuperuser, to: input.is_superuser };
      }
      const sameSet =
        previousIds.length === requested.length &&
        requested.every((id) => previousIds.includes(id));
      if (sameSet && Object.keys(changes).length === 0) return;
      await tx.delete(userMenuAccess).where(eq(userMenuAccess.userId, userId));
      if (requested.length > 0) {
        await tx
          .insert(userMenuAccess)
          .values(requested.map((menuItemId) => ({ userId, menuItemId })));
      }
      if (before.isSuperuser !== input.is_superuser) {
        await tx
          .update(users)
          .set({ isSuperuser: input.is_superuser, updatedAt: new Date() })
          .where(eq(users.id, userId));
      }
      // A new way of storing the same pages is no change anyone needs to read about.
      if (Object.keys(changes).length > 0) {
        await writeAudit(tx, actor, userId, 'access.changed', changes);
      }
    });
  } finally {
    // After the commit (or the refusal, which changed nothing): see `CallerCache`.
    callerCache.forgetUser(userId);
  }
  return getMenuAccess(db, userId);
}

/** A user's audit events, newest first, with who made each change. */
export async function listAuditEvents(
  db: Database,
  userId: number,
  query: { page: number; page_size: number },
): Promise<AdminAuditListResponse> {
  await getAdminUser(db, userId);
  const actor = alias(users, 'actor');
  const [total] = await db
    .select({ value: count() })
    .from(adminAuditEvents)
    .where(eq(adminAuditEvents.subjectUserId, userId));
  const rows = await db
    .select({ event: adminAuditEvents, actor })
    .from(adminAuditEvents)
    .leftJoin(actor, eq(actor.id, adminAuditEvents.actorUserId))
    .where(eq(adminAuditEvents.subjectUserId, userId))
    .orderBy(desc(adminAuditEvents.at), desc(adminAuditEvents.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return {
    count: total?.value ?? 0,
    results: rows.map(({ event, actor: who }) => {
      const person: AdminPerson | null = who
        ? { id: who.id, name: nameOf(who), email: who.email }
        : null;
      return {
        id: event.id,
        at: event.at.toISOString(),
        action: event.action as AdminAuditAction,
        actor: person,
        changes: event.changes as AdminAuditChanges,
      };
    }),
  };
}
