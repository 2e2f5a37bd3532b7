export {
  authApi,
  useAuthDevAccountsQuery,
  useAuthDevIdTokenMutation,
  useAuthGoogleSignInMutation,
  useAuthLogoutMutation,
  useUsersMenuQuery,
} from './auth-api';
export {
  authSlice,
  selectIsAuthenticated,
  selectIsStaff,
  selectToken,
  selectUser,
  signedIn,
  signedOut,
  type AuthState,
} from './auth-slice';
export { loginErrorOf, type LoginFailure } from './login-error-of';
export {
  menuLoaded,
  menuLoadFailed,
  menuLoadStarted,
  permissionsSlice,
  selectMenuItems,
  selectMenuStatus,
  selectPermittedPaths,
  type MenuStatus,
  type PermissionsState,
} from './permissions-slice';
export {
  clearStoredSession,
  readStoredSession,
  sessionStorageKeys,
  writeStoredSession,
  type StoredSession,
} from './session-storage';
export { ensureMenuLoaded, logout, restoreSession } from './session-thunks';
export { SignInButton, type SignInButtonProps } from './sign-in-button';
export { useSignIn, type SignInOutcome } from './use-sign-in';
