import type { IncomingMessage, ServerResponse } from 'node:http';
import { rspack, type Stats } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';
import path from 'node:path';
import { initialChunksOf, writeInitialChunks } from './initial-chunks';
import { buildRuntimeConfig } from './runtime-config';
import { createAppConfig, type AppBuildOptions } from './create-app-config';
import { buildRuntimeCoreScript } from './federation-runtime-core-script';

/**
 * The command line of every app's `rspack.config.ts`: `build` writes `dist/`, `dev` runs the dev
 * server with hot reload and serves `/app-config.json` from environment like the static server.
 */
export async function runAppBuild(options: Omit<AppBuildOptions, 'mode'>): Promise<void> {
  const command = process.argv[2] ?? 'build';
  if (command !== 'build' && command !== 'dev') {
    throw new Error(`Unknown command "${command}": use build or dev`);
  }
  const mode = command === 'build' ? 'production' : 'development';
  const distDir = path.join(options.root, 'dist');
  // A remote's production build uses the host's federation runtime core; its standalone page
  // loads this script instead (the development server keeps the bundled runtime core).
  const runtimeCoreScript =
    command === 'build' && options.exposes ? await buildRuntimeCoreScript(distDir) : undefined;
  const config = createAppConfig({ ...options, mode, runtimeCoreScript });
  const compiler = rspack(config);

  if (command === 'build') {
    const stats = await new Promise<Stats>((resolve, reject) => {
      compiler.run((error, result) => {
        if (error || !result) reject(error ?? new Error('No build result'));
        else resolve(result);
      });
    });
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    const info = stats.toJson({ all: false, errors: true, warnings: true });
    for (const warning of info.warnings ?? []) console.warn(warning.message);
    if (stats.hasErrors()) {
      for (const error of info.errors ?? []) console.error(error.message);
      process.exitCode = 1;
      return;
    }
    // For the byte-budget check (`node scripts/cli.mjs build` runs it after building).
    writeInitialChunks(distDir, initialChunksOf(options.app, stats));
    console.info(`${options.app}: built in ${(stats.endTime ?? 0) - (stats.startTime ?? 0)} ms`);
    return;
  }

  const server = new RspackDevServer(
    {
      ...config.devServer,
      // Every app's page (the host, and each remote's standalone page) reads its runtime config
      // from /app-config.json, as it does behind the production static server.
      setupMiddlewares: (middlewares) => [
        {
          name: 'app-config',
          path: '/app-config.json',
          middleware: (_request: IncomingMessage, response: ServerResponse) => {
            response.setHeader('Content-Type', 'application/json; charset=utf-8');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(JSON.stringify(buildRuntimeConfig()));
          },
        },
        ...middlewares,
      ],
    },
    compiler,
  );
  await server.start();
}
