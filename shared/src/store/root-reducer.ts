import { combineSlices, type WithSlice } from '@reduxjs/toolkit';
import { authSlice } from '../auth/auth-slice';
import { permissionsSlice } from '../auth/permissions-slice';
import { environmentSlice } from '../environment/environment-slice';
import { pageTitleSlice } from '../page-title/page-title-slice';
import type { api } from './api';

/**
 * The root reducer. The RTK Query `api` injects itself when it is loaded (see `api-middleware.ts`),
 * and remotes add their own slices at runtime with `rootReducer.inject(slice)` (or
 * `slice.injectInto(rootReducer)`), so the store never needs to know them in advance.
 */
export const rootReducer = combineSlices(
  authSlice,
  permissionsSlice,
  environmentSlice,
  pageTitleSlice,
).withLazyLoadedSlices<WithSlice<typeof api>>();

export type RootState = ReturnType<typeof rootReducer>;
