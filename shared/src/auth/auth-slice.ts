import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthResponse, User } from '../domain/user';

export interface AuthState {
  token: string | null;
  user: User | null;
}

const initialState: AuthState = { token: null, user: null };

/**
 * The session: token and user. Persisting to local storage happens in the store's listener (a
 * reducer must stay pure), on `signedIn` and `signedOut`.
 */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn(_state, action: PayloadAction<AuthResponse>) {
      return { token: action.payload.token, user: action.payload.user };
    },
    /** Logout, a 401, a failed restore, or the login page's reset: all return to anonymous. */
    signedOut() {
      return initialState;
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectUser: (state) => state.user,
    selectIsAuthenticated: (state) => state.token !== null && state.user !== null,
    selectIsStaff: (state) => state.user?.is_staff === true,
  },
});

export const { signedIn, signedOut } = authSlice.actions;
export const { selectToken, selectUser, selectIsAuthenticated, selectIsStaff } =
  authSlice.selectors;
