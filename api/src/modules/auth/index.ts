// What other modules use of sign-in: ending a user's sessions when their access changes.
export { revokeUserSessions } from './auth-queries';
export { callerCache } from './caller-cache';
