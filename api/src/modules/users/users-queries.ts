import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { MenuItem } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { menuItems, userMenuAccess, users } from '../../db/schema';
import { type MenuRow, pathsOfTree, permittedMenuTree } from './menu-tree';

async function menuRows(db: Database): Promise<MenuRow[]> {
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

async function grantedItemIds(db: Database, userIds: readonly number[]) {
  const byUser = new Map<number, Set<number>>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select()
    .from(userMenuAccess)
    .where(inArray(userMenuAccess.userId, [...userIds]));
  for (const row of rows) {
    const set = byUser.get(row.userId) ?? new Set<number>();
    set.add(row.menuItemId);
    byUser.set(row.userId, set);
  }
  return byUser;
}

/** The menu tree a user may use (superusers: the whole menu). */
export async function menuTreeOf(
  db: Database,
  user: { id: number; isSuperuser: boolean },
): Promise<MenuItem[]> {
  const rows = await menuRows(db);
  if (user.isSuperuser) return permittedMenuTree(rows, 'all');
  const granted = (await grantedItemIds(db, [user.id])).get(user.id) ?? new Set<number>();
  return permittedMenuTree(rows, granted);
}

/** The workplace paths a user may open, for route authorization. */
export async function menuPathsOf(
  db: Database,
  user: { id: number; isSuperuser: boolean },
): Promise<Set<string>> {
  return pathsOfTree(await menuTreeOf(db, user));
}

/** A development sign-in choice: an active account and what it can see. */
interface DevAccountRow {
  email: string;
  name: string;
  is_staff: boolean;
  description: string;
}

/** Active accounts, staff first, each described by the menu areas it can open. */
export async function listDevAccounts(db: Database): Promise<DevAccountRow[]> {
  const accounts = await db
    .select()
    .from(users)
    .where(eq(users.isActive, true))
    .orderBy(desc(users.isStaff), desc(users.isSuperuser), asc(users.email));
  const rows = await menuRows(db);
  const grants = await grantedItemIds(
    db,
    accounts.map((account) => account.id),
  );
  return accounts.map((account) => {
    const name = `${account.firstName} ${account.lastName}`.trim() || account.username;
    let description: string;
    if (!account.isStaff) {
      description = 'Customer: sees the customer portal only';
    } else if (account.isSuperuser) {
      description = 'Superuser: every workplace area';
    } else {
      const tree = permittedMenuTree(rows, grants.get(account.id) ?? new Set());
      const areas = tree.map((item) => item.title);
      description =
        areas.length > 0 ? `Staff: ${areas.join(', ')}` : 'Staff: the dashboard only, no areas';
    }
    return { email: account.email, name, is_staff: account.isStaff, description };
  });
}

/**
 * The customer account of a deal contact, created when staff first send them something (a
 * proposal, a signed copy), so they can sign in by e-mail link and see the deals they are a
 * contact of. An address that already has an account keeps it as it is (a staff member's
 * included); the answer says which account it is. Null for a contact without an e-mail address.
 */
export async function ensureCustomerAccount(
  db: Database,
  contact: { email: string; firstName?: string; lastName?: string },
): Promise<{ id: number; isStaff: boolean; created: boolean } | null> {
  const email = contact.email.trim().toLowerCase();
  if (email === '') return null;
  const inserted = await db
    .insert(users)
    .values({
      email,
      // The address is unique among accounts, so it is a username nobody else holds.
      username: email,
      firstName: contact.firstName?.trim() ?? '',
      lastName: contact.lastName?.trim() ?? '',
      isStaff: false,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted[0]) return { id: inserted[0].id, isStaff: false, created: true };
  const [existing] = await db
    .select({ id: users.id, isStaff: users.isStaff })
    .from(users)
    .where(eq(users.email, email));
  if (!existing) return null;
  return { ...existing, created: false };
}
