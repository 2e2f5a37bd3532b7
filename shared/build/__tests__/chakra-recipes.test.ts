import path from 'node:path';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { system } from '../../src/theme/system';
import {
  chakraEsmFolder,
  chakraExportedNames,
  missingRecipes,
  recipeNeedsOf,
} from '../chakra-recipes';
import { appSourceFolders, usedExportsOf } from '../used-exports';

const workspaceRoot = path.resolve(__dirname, '..', '..', '..');
const esmFolder = chakraEsmFolder(require.resolve('@chakra-ui/react/package.json'));
const defaultSystem = createSystem(defaultConfig);
const ours = (key: string) => system.hasRecipe(key);
const chakraDefault = (key: string) => defaultSystem.hasRecipe(key);

describe("the product's Chakra system carries the recipe of every component the apps import", () => {
  const imported = usedExportsOf('@chakra-ui/react', appSourceFolders(workspaceRoot));

  it('finds the imported components in the sources of every app', () => {
    expect(imported).toEqual(expect.arrayContaining(['Button', 'Dialog', 'Field', 'Pagination']));
  });

  it('lacks no recipe or slot recipe of an imported component', () => {
    expect(missingRecipes(imported, esmFolder, ours, chakraDefault)).toEqual([]);
  });

  it('reads recipe keys from the component files, through the components they render', () => {
    expect(recipeNeedsOf(['Dialog', 'IconButton', 'Box'], esmFolder)).toEqual([
      { name: 'Dialog', key: 'dialog' },
      { name: 'IconButton', key: 'button' },
      { name: 'IconButton', key: 'spinner' },
    ]);
  });

  it('reports a component whose slot recipe the system does not carry', () => {
    // The product's system leaves out the slider and tabs recipes: nothing imports them today.
    expect(missingRecipes(['Slider', 'Tabs', 'Button'], esmFolder, ours, chakraDefault)).toEqual([
      { name: 'Slider', key: 'slider' },
      { name: 'Tabs', key: 'tabs' },
    ]);
  });

  it("reaches every recipe of Chakra's default system from some exported component", () => {
    const reached = new Set(
      recipeNeedsOf(chakraExportedNames(esmFolder), esmFolder).map((need) => need.key),
    );
    const defaultKeys = [
      ...Object.keys(defaultConfig.theme?.recipes ?? {}),
      ...Object.keys(defaultConfig.theme?.slotRecipes ?? {}),
    ];
    expect(defaultKeys.length).toBeGreaterThan(60);
    expect(defaultKeys.filter((key) => !reached.has(key))).toEqual([]);
  });
});
