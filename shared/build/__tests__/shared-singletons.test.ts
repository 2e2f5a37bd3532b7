import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  moduleStateOf,
  readOnlyModuleConstants,
  sharedSingletonModules,
  shareKeyOf,
  statefulSharedModules,
} from '../shared-singletons';

const sourceRoot = path.resolve(__dirname, '..', '..', 'src');

describe('the singleton modules of the shared package', () => {
  it('lists every module with module-level state (or says why its constant is read-only)', () => {
    const stateful = statefulSharedModules(sourceRoot);
    const unlisted = Object.keys(stateful).filter(
      (module) =>
        !(sharedSingletonModules as readonly string[]).includes(module) &&
        !(module in readOnlyModuleConstants),
    );
    expect(unlisted.map((module) => `${module}: ${stateful[module]!.join(', ')}`)).toEqual([]);
  });

  it('finds the state the list is there for', () => {
    expect(Object.keys(statefulSharedModules(sourceRoot))).toEqual(
      expect.arrayContaining(['store/api.ts', 'store/store.ts', 'theme/toaster.ts']),
    );
  });

  it('lists only modules that exist', () => {
    const missing = sharedSingletonModules.filter(
      (module) => !existsSync(path.join(sourceRoot, module)),
    );
    expect(missing).toEqual([]);
  });

  it('gives each singleton a fixed share key', () => {
    expect(shareKeyOf('store/api.ts')).toBe('@solar/shared/store/api');
    expect(new Set(sharedSingletonModules.map(shareKeyOf)).size).toBe(
      sharedSingletonModules.length,
    );
  });

  it('recognises module-level state and leaves functions and plain constants alone', () => {
    expect(moduleStateOf('let current: Config | null = null;')).toEqual([
      'module-level let current',
    ]);
    expect(moduleStateOf('export const Ctx = createContext<Value | null>(null);')).toEqual([
      'Ctx = createContext(…)',
    ]);
    expect(
      moduleStateOf("export const fooApi = api\n  .enhanceEndpoints({ addTagTypes: ['X'] })"),
    ).toEqual(['fooApi = enhanceEndpoints(…)']);
    expect(moduleStateOf('const seen = new Map<string, number>();')).toEqual(['seen = new Map(…)']);
    expect(
      moduleStateOf(
        'export const useX = () => { const s = new Set(); return s; };\n' +
          'export function f() { let x = 1; return x; }\n' +
          "export const limit = 25;\nexport const keys = { token: 'token' } as const;",
      ),
    ).toEqual([]);
  });
});
