export { api } from './api';
export { baseQuery } from './base-query';
export { guardSchema, lazySchema } from './lazy-schema';
export { createAppStore, type AppDispatch, type AppStore, type AppThunk } from './create-app-store';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export { rootReducer, type RootState } from './root-reducer';
export { store } from './store';
