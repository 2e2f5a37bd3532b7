// Messages: Sign-in, sign-out and the route guard.
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.

// Route guard: a page or deal the user may not open.
export const pleaseLoginFirst = 'Please login first';
export const noPagePermission = 'You do not have permission to access this page';
export const noDealPermission = 'You do not have permission to access this deal';

// Sign-in and sign-out.
export const loginFailed = 'Login failed, please try again';
export const networkError = 'Network error, please check your connection';
export const tokenUsedTooEarly = 'Token used too early';
export const loginSuccessful = 'Login successful';
export const logoutFailed = 'Logout failed';

// API answers to a sign-in.
export const apiInvalidIdToken = 'The sign-in token is not valid';
export const apiIdTokenReplayed = 'This sign-in token was already used; please sign in again';
export const apiEmailNotVerified = 'The identity provider has not verified this email address';
export const apiUnknownAccount =
  'No Solar Workplace account uses this email address; ask an administrator to create one';
export const apiInactiveAccount =
  'This account is deactivated; ask an administrator to reactivate it';
