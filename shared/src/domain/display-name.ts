import type { User } from './user';

// Apart from user.ts, whose module-level zod schemas would bring zod along: the header (on every
// page) shows the display name.
/** The display name rule of the header: first name, else last name, else username, else email. */
export function displayNameOf(
  user: Pick<User, 'first_name' | 'last_name' | 'username' | 'email'> | null | undefined,
): string {
  if (!user) return 'User';
  for (const candidate of [user.first_name, user.last_name, user.username, user.email]) {
    if (candidate && candidate.trim() !== '') return candidate;
  }
  return 'User';
}
