import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ensureMenuLoaded } from '../auth/session-thunks';
import { selectIsAuthenticated, selectIsStaff } from '../auth/auth-slice';
import { selectMenuStatus, selectPermittedPaths } from '../auth/permissions-slice';
import { messages } from '../domain/messages';
import { navigateTo } from '../errors/navigation';
import { useAppDispatch, useAppSelector, useAppStore } from '../store/hooks';
import { notify } from '../theme/toaster';
import { guardDecision, type GuardDecision } from './guard-decision';

/**
 * Runs `guardDecision` for the current location on every navigation, and carries out its side
 * effects: the refusal's toast, and the menu load on first `/workplace/` entry (failure → 'Failed
 * to load menu on route entry' and /dashboard). The caller renders the redirect or the page.
 */
export function useRouteGuard(): GuardDecision {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const appStore = useAppStore();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const isStaff = useAppSelector(selectIsStaff);
  const permittedPaths = useAppSelector(selectPermittedPaths);
  const menuStatus = useAppSelector(selectMenuStatus);
  const decision = guardDecision({
    pathname,
    auth: { isAuthenticated, isStaff },
    permittedPaths,
    menuStatus,
  });

  // 'Please login first' is for visitors who arrive signed out. When a session ends in place
  // (logout, a 401), whoever ended it has said why; the guard's redirect stays silent.
  const wasAuthenticated = useRef(isAuthenticated);
  const sessionEnded = useRef(false);
  if (wasAuthenticated.current && !isAuthenticated) sessionEnded.current = true;
  if (isAuthenticated || pathname === '/login') sessionEnded.current = false;
  wasAuthenticated.current = isAuthenticated;

  const redirectMessage =
    decision.kind === 'redirect' &&
    !(sessionEnded.current && decision.message === messages.pleaseLoginFirst)
      ? decision.message
      : null;
  const redirectTo = decision.kind === 'redirect' ? decision.to : null;
  useEffect(() => {
    // The id keeps one toast when the same refusal is decided twice (strict mode, re-renders).
    if (!redirectMessage) return;
    // Deferred: the toaster flushes its own render, which React refuses during a commit.
    queueMicrotask(() => notify.error(redirectMessage, { id: `guard:${redirectMessage}` }));
  }, [redirectMessage, redirectTo, pathname]);

  const mustLoadMenu = decision.kind === 'load-menu';
  useEffect(() => {
    if (!mustLoadMenu) return;
    void dispatch(ensureMenuLoaded()).then((loaded) => {
      // After a 401 the shared policy has already logged out and gone to /login.
      if (loaded || !appStore.getState().auth.token) return;
      notify.error(messages.failedToLoadMenuOnRouteEntry, { id: 'menu-on-route-entry' });
      navigateTo('/dashboard', { replace: true });
    });
  }, [mustLoadMenu, dispatch, appStore]);

  return decision;
}
