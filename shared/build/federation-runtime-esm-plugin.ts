import { rspack, type Compiler } from '@rspack/core';
import { esmSiblingOf, federationCommonJsFile } from './esm-sibling-of';

/**
 * Bundles the Module Federation runtime from its ES module build instead of its CommonJS one.
 *
 * Why: the federation plugins point the bundler at the runtime by `require.resolve` (the bundler
 * runtime's entry, the `@module-federation/runtime` alias, runtime plugins such as the one behind
 * `provideExternalRuntime`), which picks each package's `.cjs` files; everything those files
 * `require` is CommonJS too, so every module keeps its own wrapper and export boilerplate. From the
 * ES module entry points the whole runtime is scope-hoisted, so the host's `main.js` and each
 * remote's initial JavaScript are smaller (docs/performance.md). The code is
 * the same release of the same packages (both builds ship in every package).
 */
export class FederationRuntimeEsmPlugin {
  apply(compiler: Compiler) {
    // The federation plugins set their aliases (to `.cjs` files) in `afterPlugins`; this plugin is
    // listed after them, so its tap runs last.
    compiler.hooks.afterPlugins.tap('FederationRuntimeEsmPlugin', () => {
      const alias = compiler.options.resolve.alias;
      if (!alias || Array.isArray(alias)) return;
      for (const [key, value] of Object.entries(alias)) {
        if (typeof value === 'string') (alias as Record<string, string>)[key] = esmSiblingOf(value);
      }
    });
    // Absolute `.cjs` requests (the runtime entry's import of the bundler runtime, runtime plugins):
    // replaced before they are resolved, so the module is parsed as an ES module.
    new rspack.NormalModuleReplacementPlugin(
      federationCommonJsFile,
      (resource: { request?: string }) => {
        if (resource.request) resource.request = esmSiblingOf(resource.request);
      },
    ).apply(compiler);
  }
}
