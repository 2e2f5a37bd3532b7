// One lint configuration for every package of the workspace.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Each browser app's shared folders: what several of its features use. The host's frame
 * (`shell/`) and its remote loading (`remotes/`) serve all its pages.
 */
const sharedFoldersOf = {
  host: ['shell', 'remotes'],
  'mfe-crm': ['crm-shared'],
  'mfe-portal': ['portal-shared'],
  'mfe-templates': ['templates-shared'],
  'mfe-zoho': ['zoho-shared'],
};

/**
 * Folders of an app's `src/` that are not features: test helpers, the app-level tests, and the
 * host's app-level routes and pages (`app/`) with its icons and images, which any folder may use.
 */
const notFeatures = ['testing', '__tests__', 'app', 'icons', 'assets'];

/**
 * A feature uses another feature only through its page and its `api/` endpoints (both top-level
 * public faces); its components, hooks and helpers are its own, so that one feature can change
 * without breaking the next. What two features need goes to the app's shared folder or to
 * `@solar/shared`; a shared folder depends on no feature. A browser app never imports another
 * one: they are deployed apart, and what they share is `@solar/shared`.
 */
function browserBoundaries() {
  return Object.entries(sharedFoldersOf).flatMap(([app, sharedFolders]) => {
    const folders = readdirSync(new URL(`./${app}/src/`, import.meta.url), {
      withFileTypes: true,
    })
      .filter((entry) => entry.isDirectory() && !notFeatures.includes(entry.name))
      .map((entry) => entry.name);
    const features = folders.filter((folder) => !sharedFolders.includes(folder));
    const otherApps = {
      group: ['@solar/host', '@solar/host/*', '@solar/mfe-*'],
      message: 'A browser app never imports another one; what they share lives in @solar/shared.',
    };
    return folders.map((folder) => {
      const others = features.filter((feature) => feature !== folder);
      const reach = sharedFolders.includes(folder)
        ? // A shared folder takes nothing from a feature, not even its page or endpoints.
          {
            regex: `^(\\.\\./)+(${others.join('|')})/`,
            message: `${app}/src/${folder} is shared by several features: it may not depend on one of them.`,
          }
        : {
            regex: `^(\\.\\./)+(${others.join('|')})/(?!api/)[^/]+/`,
            message: `Another feature's components, hooks and helpers are its own: use its page or api/ endpoints, or move what both need to ${sharedFolders.length > 0 ? `${app}/src/${sharedFolders.join(' or ')}/` : 'a shared folder of the app'} or @solar/shared.`,
          };
      return {
        files: [`${app}/src/${folder}/**/*.{ts,tsx}`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                ...(others.length > 0 ? [reach] : []),
                { regex: '^(\\.\\./)+(host|mfe-[a-z]+)/', message: otherApps.message },
                otherApps,
              ],
            },
          ],
        },
      };
    });
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/@mf-types/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Jest configurations and setup files are CommonJS because Jest loads them with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      // Setup files copy Node's globals (TextEncoder…) onto jsdom's global object by name.
      'no-redeclare': ['error', { builtinGlobals: false }],
    },
  },
  ...browserBoundaries(),
  {
    // `@solar/shared/domain` is what the API shares with the browser (types, zod schemas,
    // messages, pure rules): it stays free of React, the store and the browser-only parts of the
    // package, so the API never loads them.
    files: ['shared/src/domain/**/*.ts'],
    ignores: ['shared/src/domain/**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'react/*',
                '@chakra-ui/*',
                '@emotion/*',
                '@reduxjs/*',
                '@solar/shared',
                '@solar/shared/*',
              ],
              message: 'shared/src/domain is React-free: the API imports it.',
            },
            {
              regex:
                '^(\\.\\./)+(api-files|auth|components|environment|errors|federation|guard|jobs|proposal-document|remote|runtime-config|security|standalone|store|testing|theme|index)(/|$)',
              message: 'shared/src/domain is React-free: import nothing of shared/src outside it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API takes only the React-free part of the shared package.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/modules/*/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@solar/shared(?!/domain$)',
              message: "The API imports only '@solar/shared/domain', the React-free part.",
            },
          ],
        },
      ],
    },
  },
  {
    // API modules use each other only through declared entry points: another module's tables
    // (`../<area>/<area>-tables`) and its `index.ts` (`../<area>`), which names what it offers.
    // Everything else in a module is its own business and may change without breaking others.
    files: ['api/src/modules/*/*.ts'],
    ignores: ['api/src/modules/*/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[a-z-]+/(?![a-z-]+-tables$)',
              message:
                "Import another API module through its entry points: '../<area>' (its index.ts) or '../<area>/<area>-tables'.",
            },
            {
              regex: '^@solar/shared(?!/domain$)',
              message: "The API imports only '@solar/shared/domain', the React-free part.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/__tests__/**', '**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
