import path from 'node:path';
import { rspack, type Stats } from '@rspack/core';

/** The name prefix of the script; the remotes' build keeps it when it cleans `dist/`. */
export const runtimeCoreScriptPrefix = 'federation-runtime-core.';

/**
 * Builds the Module Federation runtime core as a plain script into `distDir` and returns its file
 * name (content-hashed).
 *
 * Why: the remotes are built with `experiments.externalRuntime`, so their `remoteEntry.js` uses the
 * runtime core the host provides (`provideExternalRuntime` sets `globalThis._FEDERATION_RUNTIME_CORE`)
 * instead of bringing a second copy for each remote a page loads. A remote's own
 * standalone page has no host: this script, loaded before its `main` script, provides the global.
 */
export async function buildRuntimeCoreScript(distDir: string): Promise<string> {
  const compiler = rspack({
    mode: 'production',
    target: 'web',
    entry: { runtimeCore: path.join(import.meta.dirname, 'federation-runtime-core-entry.ts') },
    output: {
      path: distDir,
      filename: `${runtimeCoreScriptPrefix}[contenthash:10].js`,
      clean: false,
      iife: true,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          type: 'javascript/auto',
        },
      ],
    },
    devtool: false,
    performance: { hints: false },
  });
  const stats = await new Promise<Stats>((resolve, reject) => {
    compiler.run((error, result) => {
      if (error || !result) reject(error ?? new Error('No build result'));
      else resolve(result);
    });
  });
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  if (stats.hasErrors()) {
    const errors = stats.toJson({ all: false, errors: true }).errors ?? [];
    throw new Error(
      `The runtime-core script did not build:\n${errors.map((e) => e.message).join('\n')}`,
    );
  }
  const file = stats
    .toJson({ all: false, entrypoints: true })
    .entrypoints?.runtimeCore?.assets?.find((asset) => asset.name.endsWith('.js'))?.name;
  if (!file) throw new Error('The runtime-core script build emitted no script');
  return file;
}
