import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface PageTitleState {
  /** The page that named itself, by its location, so a title never outlives its page. */
  pathname: string | null;
  title: string | null;
}

const initialState: PageTitleState = { pathname: null, title: null };

/**
 * The title a page gives itself when the catalogue's is not specific enough (a saved template
 * is called by its name, not "New Template"). The host's breadcrumbs and the browser tab show it
 * while the page is open at that location.
 */
export const pageTitleSlice = createSlice({
  name: 'pageTitle',
  initialState,
  reducers: {
    pageTitleSet(_state, action: PayloadAction<{ pathname: string; title: string }>) {
      return action.payload;
    },
    pageTitleCleared(state, action: PayloadAction<{ pathname: string }>) {
      if (state.pathname === action.payload.pathname) return initialState;
      return state;
    },
  },
  selectors: {
    selectPageTitleState: (state) => state,
  },
});

export const { pageTitleSet, pageTitleCleared } = pageTitleSlice.actions;
export const { selectPageTitleState } = pageTitleSlice.selectors;
