import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig, routeOwnerOf, type RemoteRoutesModule } from '@solar/shared';

export type RemoteName = 'crm' | 'zoho' | 'templates' | 'portal';

/** Staff work in the three workplace remotes; customers only ever need the portal. */
function remotesFor(isStaff: boolean): RemoteName[] {
  return isStaff ? ['crm', 'zoho', 'templates'] : ['portal'];
}

const registered = new Set<RemoteName>();
const loaded = new Map<RemoteName, Promise<RemoteRoutesModule>>();

/**
 * Registers the user's remotes with the federation runtime. Registering fetches nothing: with the
 * `loaded-first` share strategy a remote's entry is fetched only by `loadRemote`, i.e. when one
 * of its paths is visited, so a customer's browser never contacts the staff remotes.
 */
export function registerRemotesFor(isStaff: boolean): void {
  const fresh = remotesFor(isStaff).filter((name) => !registered.has(name));
  if (fresh.length === 0) return;
  const { remotes } = getRuntimeConfig();
  registerRemotes(fresh.map((name) => ({ name, entry: remotes[name] })));
  fresh.forEach((name) => registered.add(name));
}

function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { routes?: unknown }).routes)
  );
}

/**
 * Loads a remote's `./routes`. A failure is not cached, and `retry` re-registers the remote with
 * `force`, which drops the federation runtime's cached entry so its files are fetched again.
 */
export function loadRemoteRoutes(
  name: RemoteName,
  { retry = false }: { retry?: boolean } = {},
): Promise<RemoteRoutesModule> {
  const entry = getRuntimeConfig().remotes[name];
  if (retry) {
    loaded.delete(name);
    registerRemotes([{ name, entry }], { force: true });
    registered.add(name);
  } else if (!registered.has(name)) {
    registerRemotes([{ name, entry }]);
    registered.add(name);
  }
  let module = loaded.get(name);
  if (!module) {
    module = loadRemote<unknown>(`${name}/routes`).then((value) => {
      if (!isRoutesModule(value)) throw new Error(`The ${name} remote exposes no routes list`);
      return value;
    });
    module.catch(() => loaded.delete(name));
    loaded.set(name, module);
  }
  return module;
}

/**
 * Starts loading the staff remote that owns `pathname`, if any, without waiting for the shell: at
 * start-up the remote's manifest, entry and routes then download while the session's menu call
 * and the shell's first render are still under way, instead of after them. The area's own
 * `loadRemoteRoutes` gets the same promise; a failure is left to the area to report (and is not
 * cached, so the area's call tries again).
 */
export function prefetchStaffRemoteFor(pathname: string): void {
  const owner = routeOwnerOf(pathname);
  if (owner === null || owner === 'host' || !remotesFor(true).includes(owner)) return;
  loadRemoteRoutes(owner).catch(() => undefined);
}

/** Test seam: forget everything registered and loaded. */
export function resetRemoteLoader(): void {
  registered.clear();
  loaded.clear();
}
