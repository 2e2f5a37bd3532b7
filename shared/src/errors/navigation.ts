/**
 * The one navigation function non-React code (the error policy, thunks) uses. The host (or a
 * standalone remote page) registers react-router's `navigate`; until then a full page load is the
 * only way to move, which is also right after the router has gone away.
 */
export type NavigateFunction = (to: string, options?: { replace?: boolean }) => void;

let registered: NavigateFunction | null = null;

export function registerNavigate(navigate: NavigateFunction | null): void {
  registered = navigate;
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (registered) registered(to, options);
  else if (typeof window !== 'undefined') window.location.assign(to);
}
