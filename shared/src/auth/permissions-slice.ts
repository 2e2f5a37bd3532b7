import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { permittedPathsOf, type MenuItem } from '../domain/menu';
import { signedOut } from './auth-slice';

export type MenuStatus = 'idle' | 'loading' | 'loaded' | 'failed';

interface PermissionsState {
  /** The server's menu tree, as returned (visibility is applied by the sidebar). */
  menuItems: MenuItem[];
  /** Every path the menu grants, shown or not (guard step 6). */
  permittedPaths: string[];
  status: MenuStatus;
}

const initialState: PermissionsState = { menuItems: [], permittedPaths: [], status: 'idle' };

/** The permission store: reset on logout so the next user loads their own menu. */
export const permissionsSlice = createSlice({
  name: 'permissions',
  initialState,
  reducers: {
    menuLoadStarted(state) {
      state.status = 'loading';
    },
    menuLoaded(state, action: PayloadAction<MenuItem[]>) {
      state.menuItems = action.payload;
      state.permittedPaths = permittedPathsOf(action.payload);
      state.status = 'loaded';
    },
    menuLoadFailed(state) {
      state.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialState);
  },
  selectors: {
    selectMenuItems: (state) => state.menuItems,
    selectPermittedPaths: (state) => state.permittedPaths,
    selectMenuStatus: (state) => state.status,
  },
});

export const { menuLoadStarted, menuLoaded, menuLoadFailed } = permissionsSlice.actions;
export const { selectMenuItems, selectPermittedPaths, selectMenuStatus } =
  permissionsSlice.selectors;
