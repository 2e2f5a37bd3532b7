/**
 * The one navigation function non-React code (the error policy, thunks) uses. The host (or a
 * standalone remote page) registers react-router's `navigate`. Before the first registration (a
 * 401 while the session is restored at start, before the router's first render has committed) the
 * move waits for it, so the message shown with it survives; after the router has gone away a full
 * page load is the only way to move.
 */
export type NavigateFunction = (to: string, options?: { replace?: boolean }) => void;

let registered: NavigateFunction | null = null;
let everRegistered = false;
let pending: { to: string; options: { replace?: boolean } } | null = null;

export function registerNavigate(navigate: NavigateFunction | null): void {
  registered = navigate;
  if (!navigate) return;
  everRegistered = true;
  if (pending) {
    const { to, options } = pending;
    pending = null;
    navigate(to, options);
  }
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (registered) registered(to, options);
  else if (!everRegistered) pending = { to, options };
  else if (typeof window !== 'undefined') window.location.assign(to);
}
