import { configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { apiMiddleware } from './api-middleware';
import { rootReducer, type RootState } from './root-reducer';
import { createSessionListener } from './session-listener';

/** Builds a store; the app uses the one `store` below, tests build their own. */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault().prepend(createSessionListener().middleware).concat(apiMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<Result = void> = ThunkAction<Result, RootState, unknown, UnknownAction>;
