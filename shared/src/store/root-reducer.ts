import { combineSlices } from '@reduxjs/toolkit';
import { authSlice } from '../auth/auth-slice';
import { permissionsSlice } from '../auth/permissions-slice';
import { api } from './api';

/**
 * The root reducer. Remotes add their own slices at runtime with `rootReducer.inject(slice)` (or
 * `slice.injectInto(rootReducer)`), so the store never needs to know them in advance.
 */
export const rootReducer = combineSlices(api, authSlice, permissionsSlice);

export type RootState = ReturnType<typeof rootReducer>;
