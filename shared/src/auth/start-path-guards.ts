import { isRecord } from '../domain/is-record';
import type { EnvironmentResponse, User } from '../domain/user';

/**
 * Hand-written checks of what the login page reads before anything else is loaded: the stored
 * user and the environment response. They mirror `userSchema` and `environmentResponseSchema` of
 * `domain/user` (zod, which the API uses too); `__tests__/start-path-guards.test.ts` checks that
 * both agree.
 */

export function isUser(value: unknown): value is User {
  return (
    isRecord(value) &&
    Number.isInteger(value.id) &&
    typeof value.username === 'string' &&
    typeof value.email === 'string' &&
    typeof value.first_name === 'string' &&
    typeof value.last_name === 'string' &&
    (value.avatar === null || typeof value.avatar === 'string') &&
    typeof value.is_staff === 'boolean'
  );
}

export function isEnvironmentResponse(value: unknown): value is EnvironmentResponse {
  return isRecord(value) && typeof value.environment === 'string';
}

/** The user with only the fields of `User` (zod's `parse` drops unknown keys the same way). */
export function userFieldsOf(user: User): User {
  const { id, username, email, first_name, last_name, avatar, is_staff } = user;
  return { id, username, email, first_name, last_name, avatar, is_staff };
}
