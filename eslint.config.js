// One lint configuration for every package of the workspace.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
