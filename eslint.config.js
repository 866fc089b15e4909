import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Which code may reach which. The browser runs views/, so views read from src/ only what is pure
 * and shared: the zod schemas (with the API's wire shapes), roles, permissions and the admin
 * pages, the site's public constants and redirects, the calculator and the writing checks. The
 * pages' server-side hooks (`+data`, `*.server.ts`) also read data through src/page-data.ts. On
 * the server, controllers reach the database only through services, and neither reaches into
 * the middleware.
 */
const sharedWithViews = [
  './schemas',
  './auth/roles.ts',
  './auth/permissions.ts',
  './auth/admin-pages.ts',
  './config/site.ts',
  './config/theme.ts',
  './config/public-pages.ts',
  './config/page-query-params.ts',
  './calculator',
  './content',
  './problem-pages.ts',
  './redirects.ts',
];
const viewsMessage =
  'Pages import from src/ only shared, browser-safe modules (see eslint.config.js); API answers are typed by src/schemas/wire.';
const viewsZone = (except) => ({ target: './views', from: './src', except, message: viewsMessage });
const serverZones = [
  {
    target: './src/controllers',
    from: './src/models',
    message: 'Controllers reach the database through services.',
  },
  {
    target: ['./src/controllers', './src/services', './src/http'],
    from: './src/middleware',
    message: 'Controllers and services do not import middleware: share through src/http.',
  },
  { target: './src', from: './views', message: 'The server does not import pages.' },
];
const viewServerFiles = ['views/**/+data.ts', 'views/**/*.server.ts'];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [viewsZone(sharedWithViews), ...serverZones] },
      ],
    },
  },
  {
    files: viewServerFiles,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [viewsZone([...sharedWithViews, './page-data.ts'])] },
      ],
    },
  },
  {
    files: ['views/**/*.tsx', 'views/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Schemas take `z` from src/schemas/zod.ts, which turns off zod's eval-compiled validators
    // (the pages' CSP forbids eval) before any schema exists.
    files: ['src/schemas/**', 'views/**'],
    ignores: ['src/schemas/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import `z` from src/schemas/zod.ts ('./zod').",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Small units: a file does one thing, a function or component reads on one screen. Tests are
    // lists of cases and are left out; so is the seed data (the site's pages and the sample
    // posts), which is prose held in code.
    files: ['src/**', 'views/**', 'scripts/**', 'bench/**', 'migrations/**', 'seeds/**'],
    ignores: ['seeds/data/**'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
);
