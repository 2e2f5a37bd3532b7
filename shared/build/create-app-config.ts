import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack, type Configuration } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { portOf, type AppName } from './app-ports';
import { federationShared } from './federation-shared';

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
}

/** The federation name of an app: `host`, `crm`, ... as used in `loadRemote('crm/routes')`. */
export function federationName(app: AppName): string {
  return app;
}

/**
 * One Rspack configuration for every app. Differences between the host and the remotes are only
 * what they expose; the shared list, output and loaders are the same so that they stay in step.
 */
export function createAppConfig(options: AppBuildOptions): Configuration {
  const { app, root, title, exposes, mode } = options;
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
      clean: { keep: (file: string) => file.includes('independent-packages') },
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
        // The apps only run in browsers: the runtime's Node loading code is left out. (The
        // snapshot plugin stays: it is what reads the remotes' `mf-manifest.json` entries.)
        experiments: { optimization: { target: 'web' } },
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
