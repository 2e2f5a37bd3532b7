export {
  authApi,
  useAuthDevAccountsQuery,
  useAuthDevIdTokenMutation,
  useAuthGoogleSignInMutation,
  useAuthLogoutMutation,
  useUsersMenuQuery,
} from './auth-endpoints';
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
export { loginErrorOf } from './login-error-of';
export {
  menuLoaded,
  menuLoadFailed,
  menuLoadStarted,
  permissionsSlice,
  selectMenuItems,
  selectMenuStatus,
  selectPermittedPaths,
  type MenuStatus,
} from './permissions-slice';
export { clearStoredSession, readStoredSession, writeStoredSession } from './session-storage';
export { type EmailLinkOutcome, requestEmailLink, signInWithEmailLink } from './email-link-thunks';
export { ensureMenuLoaded, logout, restoreSession } from './session-thunks';
export { SignInButton, type SignInButtonProps } from './sign-in-button';
export { useSignIn, type SignInOutcome } from './use-sign-in';
