import type { Database } from '../db/database';
import { users } from '../db/schema';

/**
 * A customer's account (not staff) with no deal of its own yet: it signs in with `email` like
 * the demo accounts (`signedInCaller`) and is linked to deals only through their contacts.
 */
export async function insertCustomerAccount(
  db: Database,
  email: string,
  firstName: string,
  lastName: string,
): Promise<void> {
  await db.insert(users).values({
    email,
    username: email.split('@')[0]!,
    firstName,
    lastName,
    isStaff: false,
  });
}
