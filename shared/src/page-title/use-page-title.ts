import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { pageTitleCleared, pageTitleSet, selectPageTitleState } from './page-title-slice';

/**
 * Names the open page `title` in the breadcrumbs and the browser tab (null: the catalogue's title),
 * until the page closes or names itself otherwise.
 */
export function usePageTitle(title: string | null): void {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  useEffect(() => {
    if (title === null) return undefined;
    dispatch(pageTitleSet({ pathname, title }));
    return () => {
      dispatch(pageTitleCleared({ pathname }));
    };
  }, [dispatch, pathname, title]);
}

/** The title the page open at `pathname` gave itself, or null. */
export function usePageTitleOf(pathname: string): string | null {
  const state = useAppSelector(selectPageTitleState);
  return state.pathname === pathname ? state.title : null;
}
