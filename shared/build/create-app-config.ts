import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { portOf, type AppName } from './app-ports';
import { federationShared } from './federation-shared';
import { FederationRuntimeEsmPlugin } from './federation-runtime-esm-plugin';
import { runtimeCoreScriptPrefix } from './federation-runtime-core-script';

const here = import.meta.dirname;

export interface AppBuildOptions {
  /** The app's federation name; also its `uniqueName`. */
  app: AppName;
  /** The package folder (where `src/` lives). */
  root: string;
  /** Page title of the app's own HTML page. */
  title: string;
  /** Modules this app exposes to the host (remotes only). */
  exposes?: Record<string, string>;
  mode: 'production' | 'development';
  /**
   * A remote's production build: the file of the federation runtime-core script its standalone
   * page loads first (see federation-runtime-core-script.ts). With it the remote entry uses the
   * host's runtime core (`externalRuntime`) instead of bundling its own.
   */
  runtimeCoreScript?: string;
}

/** The federation name of an app: `host`, `crm`, ... as used in `loadRemote('crm/routes')`. */
function federationName(app: AppName): string {
  return app;
}

/**
 * One Rspack configuration for every app. Differences between the host and the remotes are only
 * what they expose; the shared list, output and loaders are the same so that they stay in step.
 */
export function createAppConfig(options: AppBuildOptions): Configuration {
  const { app, root, title, exposes, mode, runtimeCoreScript } = options;
  const isRemote = exposes !== undefined;
  const isDev = mode === 'development';
  return {
    mode,
    context: root,
    entry: { main: './src/index.ts' },
    devtool: isDev ? 'cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(root, 'dist'),
      // The host loads remotes from other origins, so every app resolves its chunks relative to
      // the script that loaded it.
      publicPath: 'auto',
      uniqueName: `solar_${app}`,
      filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // The federation's shared tree shaking writes its full fallback builds here from a child
      // compiler before the parent emits: cleaning must keep them.
      // The remotes' runtime-core script is built just before (runAppBuild).
      clean: {
        keep: (file: string) =>
          file.includes('independent-packages') ||
          path.basename(file).startsWith(runtimeCoreScriptPrefix),
      },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpe?g|gif|webp)$/, type: 'asset' },
        // Map data (the offline base map) is a file of its own, fetched when a map is shown:
        // never inlined into a chunk, and content-hashed so it is cached for good.
        { test: /\.geojson$/, type: 'asset/resource' },
      ],
    },
    // Rspack 2 needs CSS support switched on explicitly for `type: 'css/auto'`.
    experiments: { css: true },
    optimization: {
      // A runtime chunk would break the remote entry (see notes on Module Federation).
      runtimeChunk: false,
      moduleIds: isDev ? 'named' : 'deterministic',
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName(app),
        filename: 'remoteEntry.js',
        exposes: exposes ?? {},
        remotes: {},
        shared: federationShared,
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        runtimePlugins: [path.resolve(here, '../src/federation/remote-retry-plugin.ts')],
        experiments: {
          // The apps only run in browsers: the runtime's Node loading code is left out. (The
          // snapshot plugin stays: it is what reads the remotes' `mf-manifest.json` entries.)
          optimization: { target: 'web' },
          // One runtime core on the page: the host (which exposes nothing) provides its own as
          // `globalThis._FEDERATION_RUNTIME_CORE`, and a remote's production entry uses that
          // instead of a copy (its standalone page loads the runtime-core script for it). Host
          // and remotes are deployed together for this (same runtime-core version).
          ...(isRemote
            ? { externalRuntime: runtimeCoreScript !== undefined }
            : { provideExternalRuntime: true }),
        },
      }),
      new rspack.HtmlRspackPlugin({
        title,
        // The page's own script tags must not be relative: with publicPath 'auto' they would be,
        // and a deep link such as /workplace/crm/leads would ask for /workplace/crm/main.js.
        // Chunks still resolve from the script that loaded them (output.publicPath 'auto').
        publicPath: '/',
        template: path.join(here, 'index.html'),
        favicon: path.join(here, 'favicon.svg'),
      }),
      ...(runtimeCoreScript ? [new PrependScriptPlugin(`/${runtimeCoreScript}`)] : []),
      new FederationRuntimeEsmPlugin(),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
      }),
      ...(isDev ? [new ReactRefreshRspackPlugin()] : []),
    ],
    devServer: {
      port: portOf(app),
      hot: isDev,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
  };
}

/** Puts a script before the page's own scripts in the generated HTML (same loading: `defer`). */
class PrependScriptPlugin {
  constructor(private readonly src: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PrependScriptPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeAssetTagGeneration.tap(
        'PrependScriptPlugin',
        (data) => {
          data.assets.js.unshift(this.src);
          return data;
        },
      );
    });
  }
}
