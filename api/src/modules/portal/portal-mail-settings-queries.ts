import { eq } from 'drizzle-orm';
import type { PortalMailSettings } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

/** The signed-in account whose choice it is. */
interface PortalCaller {
  id: number;
}

/**
 * `GET /api/portal/mail-settings/`: the caller's own choice. The caller is the only account it
 * reads or writes, so no one can turn off another person's mail.
 */
export async function readPortalMailSettings(
  db: Database,
  caller: PortalCaller,
): Promise<PortalMailSettings> {
  const [row] = await db
    .select({ optOut: users.milestoneMailOptOut })
    .from(users)
    .where(eq(users.id, caller.id));
  return { milestone_mail: !(row?.optOut ?? false) };
}

/**
 * `PUT /api/portal/mail-settings/`: saves the caller's choice. One yes-or-no that only its owner
 * changes, so the last answer simply wins; the milestone mail reads it in its own transaction.
 */
export async function savePortalMailSettings(
  db: Database,
  caller: PortalCaller,
  settings: PortalMailSettings,
): Promise<PortalMailSettings> {
  const [row] = await db
    .update(users)
    .set({ milestoneMailOptOut: !settings.milestone_mail })
    .where(eq(users.id, caller.id))
    .returning({ optOut: users.milestoneMailOptOut });
  return { milestone_mail: !(row?.optOut ?? false) };
}
