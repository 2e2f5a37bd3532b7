import type { Database } from '../db/database';
import { userMenuAccess } from '../db/schema';
import { callerCache } from '../modules/auth/caller-cache';

/** Grants menu items (a group grants its children) to a user; existing grants are kept. */
export async function grantMenuItems(
  db: Database,
  userId: number,
  menuItemIds: readonly number[],
): Promise<void> {
  if (menuItemIds.length === 0) return;
  await db
    .insert(userMenuAccess)
    .values(menuItemIds.map((menuItemId) => ({ userId, menuItemId })))
    .onConflictDoNothing();
  callerCache.forgetUser(userId);
}
