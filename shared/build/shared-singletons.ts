import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The modules of `@solar/shared` that exist once on the page, shared through Module Federation as
 * singletons by their absolute path with a fixed `shareKey` (see `federation-shared.ts`).
 *
 * The package as a whole is not shared: each app bundles and tree-shakes the components, schemas,
 * messages and pure logic it uses, so the login page does not pay for the remotes' components.
 * What must not be duplicated is state and identity: the store and the reducer remotes inject
 * into, the RTK Query `api` (remotes call `injectEndpoints` on it) and the modules that inject
 * into it, the auth slices, the runtime config, the registered navigate function, the toaster and
 * the Chakra system. A module with module-level state that is not listed here would get one copy
 * per app; `__tests__/shared-singletons.test.ts` fails when that happens.
 *
 * Paths are relative to `shared/src`. Their `shareKey` is `@solar/shared/<path without extension>`.
 */
export const sharedSingletonModules = [
  'auth/auth-endpoints.ts',
  'auth/auth-slice.ts',
  'auth/permissions-slice.ts',
  'auth/session-thunks.ts',
  'environment/environment-slice.ts',
  'errors/navigation.ts',
  'guard/deal-access-endpoints.ts',
  'jobs/jobs-endpoints.ts',
  'jobs/template-pdf-endpoints.ts',
  // The offline base map's one download per page, whichever remote's map asks first.
  'map/use-offline-base-map.ts',
  'page-title/page-title-slice.ts',
  'runtime-config/runtime-config-holder.ts',
  'store/api.ts',
  'store/api-middleware.ts',
  'store/base-query.ts',
  'store/root-reducer.ts',
  'store/store.ts',
  'theme/system.ts',
  'theme/toaster.ts',
] as const;

/**
 * Module-level constants that are built once and only read afterwards: one copy per app is
 * harmless, so they need not be singletons.
 */
export const readOnlyModuleConstants: Record<string, string> = {
  'domain/templates/merge-fields.ts':
    'knownKeys: a Set of the fixed merge-field keys, never changed',
  'table-upload/table-upload-endpoints.ts':
    "tableUploadApi: the upload engine's calls, injected into the one API by each app's copy; the copies are the same code, so a later one replaces the definitions with themselves",
  'domain/savings/utility-rate-checks.ts':
    'holidayDays: a Set of the fixed statutory holidays of the reference year, never changed',
};

/** The federation `shareKey` of a singleton module of the shared package. */
export function shareKeyOf(modulePath: string): string {
  return `@solar/shared/${modulePath.replace(/\.tsx?$/, '')}`;
}

const statefulCall =
  /\b(create[A-Z]\w*|configureStore|combineSlices|combineReducers|injectEndpoints|enhanceEndpoints)\s*[(<]|\bnew\s+(Map|Set|WeakMap|WeakSet|EventTarget|BroadcastChannel)\b/;
const functionInitializer = /^\s*(async\s+)?(function\b|(\([^)]*\)|\w+)\s*(:[^=]*)?=>)/;

/**
 * Why a module's source holds page-wide state: module-level `let`/`var`, or a module-level
 * constant made by a call that creates state or identity (any `create…(` — a store, an API, a
 * slice, a context, a toaster, a system — `configureStore`, combined reducers, injected endpoints,
 * a Map or Set). Empty for stateless modules.
 */
export function moduleStateOf(source: string): string[] {
  const reasons: string[] = [];
  for (const match of source.matchAll(/^(?:export\s+)?(let|var)\s+(\w+)/gm)) {
    reasons.push(`module-level ${match[1]} ${match[2]}`);
  }
  for (const match of source.matchAll(/^(?:export\s+)?const\s+(\w+)[^=]*=([^;]*)/gm)) {
    const initializer = match[2]!;
    if (functionInitializer.test(initializer)) continue;
    // What callbacks inside the initializer do runs later, per call: only its head counts.
    const head = initializer.split(/=>|\bfunction\b/)[0]!;
    const call = statefulCall.exec(head);
    if (call) reasons.push(`${match[1]} = ${call[1] ?? `new ${call[2]}`}(…)`);
  }
  return reasons;
}

/** The browser modules of the shared package (`src/`, without tests and test helpers). */
function sharedBrowserModules(sourceRoot: string, folder = sourceRoot): string[] {
  const modules: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!['__tests__', 'testing'].includes(entry.name)) {
        modules.push(...sharedBrowserModules(sourceRoot, full));
      }
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      modules.push(path.relative(sourceRoot, full).split(path.sep).join('/'));
    }
  }
  return modules.sort();
}

/** Every module of the shared package with module-level state, and why. */
export function statefulSharedModules(sourceRoot: string): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const module of sharedBrowserModules(sourceRoot)) {
    const reasons = moduleStateOf(readFileSync(path.join(sourceRoot, module), 'utf8'));
    if (reasons.length > 0) result[module] = reasons;
  }
  return result;
}
