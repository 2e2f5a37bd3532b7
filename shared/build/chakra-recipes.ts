import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which Chakra recipes and slot recipes a set of imported Chakra names needs.
 *
 * The product's system (`src/theme/system.ts`) carries only the slot recipes of the components the
 * apps use, so a component imported later without its recipe would render unstyled (or throw in
 * `useSlotRecipe`). Chakra's components name their recipe in the published code
 * (`createSlotRecipeContext({ key: "dialog" })`, `useRecipe({ key: "button" })`), so the keys are
 * read from there: from the file each exported name comes from, following the relative imports
 * inside `components/` (an `IconButton` renders a `Button`, so it needs `button`).
 */
interface RecipeNeed {
  /** The imported name, e.g. `Dialog` or `IconButton`. */
  name: string;
  /** The recipe key the component reads, e.g. `dialog`. */
  key: string;
}

const recipeKeyPattern =
  /\b(?:createSlotRecipeContext|createRecipeContext|useSlotRecipe|useRecipe)\(\s*\{\s*key:\s*"(\w+)"/g;

/** Chakra's ESM folder (`dist/esm`) of the installed `@chakra-ui/react`. */
export function chakraEsmFolder(packageJsonPath: string): string {
  return path.join(path.dirname(packageJsonPath), 'dist', 'esm');
}

/** Exported name → the file it comes from, read from Chakra's `dist/esm/index.js`. */
function exportedFiles(esmFolder: string): Map<string, string> {
  const indexSource = readFileSync(path.join(esmFolder, 'index.js'), 'utf8');
  const namespaces = new Map<string, string>();
  for (const match of indexSource.matchAll(/import \* as (\S+) from '(\.[^']+)'/g)) {
    namespaces.set(match[1]!, path.join(esmFolder, match[2]!));
  }
  const files = new Map<string, string>();
  for (const match of indexSource.matchAll(/export \{([^}]*)\}(?: from '(\.[^']+)')?/g)) {
    const from = match[2];
    for (const specifier of match[1]!.split(',')) {
      const [local, exported = local] = specifier.trim().split(/\s+as\s+/);
      if (!local) continue;
      if (from) files.set(exported!, path.join(esmFolder, from));
      else if (namespaces.has(local)) files.set(exported!, namespaces.get(local)!);
    }
  }
  return files;
}

/** Every name Chakra's main entry exports. */
export function chakraExportedNames(esmFolder: string): string[] {
  return [...exportedFiles(esmFolder).keys()];
}

/** The recipe keys a file and the component files it imports read. */
function recipeKeysOf(file: string, componentsFolder: string, seen = new Set<string>()): string[] {
  if (seen.has(file) || !file.startsWith(componentsFolder) || !existsSync(file)) return [];
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const keys = [...source.matchAll(recipeKeyPattern)].map((match) => match[1]!);
  for (const match of source.matchAll(/from '(\.[^']+)'/g)) {
    keys.push(...recipeKeysOf(path.resolve(path.dirname(file), match[1]!), componentsFolder, seen));
  }
  return keys;
}

/** The recipes the imported Chakra names need (names that are not components need none). */
export function recipeNeedsOf(importedNames: readonly string[], esmFolder: string): RecipeNeed[] {
  const files = exportedFiles(esmFolder);
  const componentsFolder = path.join(esmFolder, 'components') + path.sep;
  const needs: RecipeNeed[] = [];
  for (const name of importedNames) {
    const file = files.get(name);
    if (!file) continue;
    for (const key of new Set(recipeKeysOf(file, componentsFolder))) needs.push({ name, key });
  }
  return needs;
}

/**
 * The needs whose recipe the system lacks (`hasRecipe` is the system's own check). Keys that
 * Chakra's default system has no recipe for either (`text`, `icon`, `toggle`…) are style hooks a
 * theme may fill, not needs: `defaultHasRecipe` tells them apart.
 */
export function missingRecipes(
  importedNames: readonly string[],
  esmFolder: string,
  hasRecipe: (key: string) => boolean,
  defaultHasRecipe: (key: string) => boolean,
): RecipeNeed[] {
  return recipeNeedsOf(importedNames, esmFolder).filter(
    (need) => defaultHasRecipe(need.key) && !hasRecipe(need.key),
  );
}
