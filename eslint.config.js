// One lint gate (zero warnings). The import rules below are the architecture of
// DESIGN.md and STYLE.md written down, so the next person learns them from the linter.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';

const DATA_LIBRARIES = [
  'rxdb',
  'rxdb/*',
  'dexie',
  'dexie/*',
  '@supabase/supabase-js',
  '@supabase/*',
];
const DATA_MESSAGE =
  'Only sync/ talks to the local database and Supabase (DESIGN.md, "The one rule of data flow"). Use a hook or action from sync/ instead.';

// src/ reaches sync/ only through each slice's public surface (and boot through start.ts):
// the runtime, the database and the replications stay private to sync/.
const SYNC_PRIVATE =
  '^(?:\\.\\./)+sync/(?!engine/start\\.ts$|(?!engine/)[a-z-]+/(?:hooks|actions|model)\\.ts$)';
const SYNC_PRIVATE_MESSAGE =
  'Private to sync/. Import a slice\'s public surface instead: sync/<slice>/hooks.ts (React hooks), sync/<slice>/actions.ts (writes and reads outside React) or sync/<slice>/model.ts (types); the app\'s boot imports sync/engine/start.ts. Never the runtime, the database or a replication (DESIGN.md, "Folders").';

let features = [];
try {
  features = readdirSync('src/features', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
} catch {
  // no features yet
}

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', '.data', '.tmp', 'artifacts', 'coverage', 'dev-dist'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: DATA_LIBRARIES, message: DATA_MESSAGE },
            { regex: SYNC_PRIVATE, message: SYNC_PRIVATE_MESSAGE },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
              message:
                'Features do not import each other (STYLE.md, "Features own their slice"). Move the shared piece to src/lib or src/ui, or compose both in src/pages.',
            })),
            {
              target: './src/lib',
              from: ['./src/app', './src/pages', './src/features', './src/ui', './sync'],
              message: 'src/lib is pure: no app code, no I/O (DESIGN.md, "Folders").',
            },
            {
              target: './src/ui',
              from: ['./src/app', './src/pages', './src/features', './sync'],
              message: 'src/ui is presentational and may only use src/lib.',
            },
            {
              target: './src/pages',
              from: ['./src/app', './sync'],
              message:
                'Pages compose features and ui; data comes through features (which use sync/).',
            },
            {
              target: './src/features',
              from: ['./src/app', './src/pages'],
              message: 'Features must not depend on the app shell or pages.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['sync/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './sync',
              from: ['./src/app', './src/pages', './src/features', './src/ui'],
              message: 'sync/ may only use src/lib (DESIGN.md, "Folders").',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['supabase/local/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/*', '**/sync/*', '@supabase/*', 'rxdb', 'rxdb/*', 'dexie'],
              message:
                'supabase/local is a server of its own: it speaks the Supabase API and must not depend on the app or on the Supabase clients.',
            },
          ],
        },
      ],
    },
  },
  {
    // The emulator knows nothing of this shop: app-host/ (serving dist/, its security headers,
    // demo accounts, the CLI) is handed to the server, never imported by it. /rest/v1 runs in
    // PostgREST's stages, each using only the ones before it.
    files: ['supabase/local/**/*.ts'],
    ignores: ['supabase/local/app-host/**'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './supabase/local',
              from: './supabase/local/app-host',
              message:
                'The emulator must not know the shop: take what app-host/ provides as an argument (StartOptions.appHost) instead.',
            },
            {
              target: './supabase/local/rest/request',
              from: [
                './supabase/local/rest/plan',
                './supabase/local/rest/query',
                './supabase/local/rest/handlers',
              ],
              message:
                'rest/request/ only parses the request: it comes before plan/, query/ and handlers/.',
            },
            {
              target: './supabase/local/rest/plan',
              from: ['./supabase/local/rest/query', './supabase/local/rest/handlers'],
              message:
                'rest/plan/ decides what to read or write before any SQL: it comes before query/ and handlers/.',
            },
            {
              target: './supabase/local/rest/query',
              from: './supabase/local/rest/handlers',
              message: 'rest/query/ builds SQL without running it: handlers/ run it.',
            },
            {
              target: './supabase/local/rest/schema-cache',
              from: [
                './supabase/local/rest/request',
                './supabase/local/rest/plan',
                './supabase/local/rest/query',
                './supabase/local/rest/handlers',
              ],
              message:
                'rest/schema-cache/ reads the catalog for every stage and depends on none of them.',
            },
          ],
        },
      ],
    },
  },
);
