import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const modulesDir = path.join(__dirname, '..', 'modules');

/** The modules each API module imports (its production files; tests may set up any data). */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const module of readdirSync(modulesDir)) {
    const uses = new Set<string>();
    const files = readdirSync(path.join(modulesDir, module), { recursive: true, encoding: 'utf8' });
    for (const file of files) {
      if (!/\.(ts|mjs)$/.test(file) || file.includes('__tests__')) continue;
      const text = readFileSync(path.join(modulesDir, module, file), 'utf8');
      for (const [, specifier] of text.matchAll(/from '(\.[^']+)'/g)) {
        const target = path.relative(
          modulesDir,
          path.resolve(path.dirname(path.join(modulesDir, module, file)), specifier!),
        );
        const [used] = target.split(path.sep);
        if (!target.startsWith('..') && used !== module) uses.add(used!);
      }
    }
    graph.set(module, uses);
  }
  return graph;
}

/** One import cycle between modules, as `a -> b -> a`, or null. */
function firstCycle(graph: Map<string, Set<string>>): string | null {
  const done = new Set<string>();
  const walk = (module: string, trail: string[]): string | null => {
    if (trail.includes(module)) return [...trail.slice(trail.indexOf(module)), module].join(' -> ');
    if (done.has(module)) return null;
    for (const used of graph.get(module) ?? []) {
      const cycle = walk(used, [...trail, module]);
      if (cycle) return cycle;
    }
    done.add(module);
    return null;
  };
  for (const module of graph.keys()) {
    const cycle = walk(module, []);
    if (cycle) return cycle;
  }
  return null;
}

describe('API module graph', () => {
  it('has no import cycle between modules (a module builds only on the ones below it)', () => {
    expect(firstCycle(moduleGraph())).toBeNull();
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['crm', new Set(['deals', 'power-bills'])],
      ['power-bills', new Set(['crm'])],
      ['deals', new Set<string>()],
    ]);
    expect(firstCycle(graph)).toBe('crm -> power-bills -> crm');
  });
});
