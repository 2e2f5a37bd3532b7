import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface EnvironmentState {
  /** What the server answered (`'test'` marks a test environment); null until it has. */
  name: string | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
}

const initialState: EnvironmentState = { name: null, status: 'idle' };

/**
 * The server's environment (`GET /api/users/environment/`), asked once per page load. It is kept
 * here rather than in the RTK Query cache because every page, the sign-in page first of all, shows
 * the banner it decides, and the sign-in page does not load RTK Query (see `loadEnvironment`).
 */
export const environmentSlice = createSlice({
  name: 'environment',
  initialState,
  reducers: {
    environmentLoadStarted(state) {
      state.status = 'loading';
    },
    environmentLoaded(_state, action: PayloadAction<string>) {
      return { name: action.payload, status: 'loaded' };
    },
    environmentLoadFailed(state) {
      state.status = 'failed';
    },
  },
  selectors: {
    selectEnvironmentName: (state) => state.name,
    selectEnvironmentStatus: (state) => state.status,
  },
});

export const { environmentLoadStarted, environmentLoaded, environmentLoadFailed } =
  environmentSlice.actions;
export const { selectEnvironmentName, selectEnvironmentStatus } = environmentSlice.selectors;
