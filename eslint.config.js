// One lint gate (zero warnings). The import rules below are the architecture of
// docs/architecture.md#boundaries written down, so the next person learns them from the linter.
import { existsSync, readdirSync } from 'node:fs';
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
  'Only sync/ talks to the local database and Supabase (docs/architecture.md#boundaries). Use a hook or action from sync/ instead.';

// src/ reaches sync/ only through each slice's public surface (and boot through sync/start.ts):
// the runtime, the database and the replications stay private to sync/.
const SYNC_PRIVATE =
  '^(?:\\.\\./)+sync/(?!start\\.ts$|(?!engine/)[a-z-]+/(?:hooks|actions|model)\\.ts$)';
const SYNC_PRIVATE_MESSAGE =
  "Private to sync/. Import a slice's public surface instead: sync/<slice>/hooks.ts (React hooks), sync/<slice>/actions.ts (writes and reads outside React) or sync/<slice>/model.ts (types); the app's boot imports sync/start.ts. Never the runtime, the database or a replication (docs/architecture.md#boundaries).";

// Inside sync/, a folder reaches another folder through its public surface too; sync/engine
// (the shared machinery) and sync/fallback (the bundled catalogue's rows) serve every folder,
// and the registry (sync/registry.ts, sync/data-layer.ts, sync/start.ts) sits above them all.
const SYNC_FOLDER_PRIVATE =
  '^\\.\\./(?:(?!engine/|fallback/)[a-z-]+/(?!(?:hooks|actions|model)\\.ts$)|(?:registry|data-layer|start)\\.ts$)';
const SYNC_FOLDER_PRIVATE_MESSAGE =
  'Private to its sync/ folder. Reach another folder through its hooks.ts, actions.ts or model.ts (docs/architecture.md#boundaries); its collection.ts or kind.ts is for sync/registry.ts only (and its own folder), and a folder never imports the registry (the registry imports the folders). sync/engine and sync/fallback may be used by any folder.';

const ENGINE_MESSAGE =
  "The engine knows no collection (docs/architecture.md#boundaries): it receives the collections from sync/registry.ts and the auth from sync/data-layer.ts. Say what the engine must do in the collection's descriptor (sync/engine/collection.ts) or pass it in as a start option, instead of importing a sync/ folder.";

const folders = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return []; // none yet
  }
};
const features = folders('src/features');
// A collection's folder is the one with a descriptor for the registry: a collection's
// (collection.ts) or a kind's of device_records (kind.ts).
const collections = folders('sync').filter(
  (name) =>
    name !== 'engine' &&
    (existsSync(`sync/${name}/collection.ts`) || existsSync(`sync/${name}/kind.ts`)),
);

// Dependency cycles hide which module is the story and which the detail (a folder that needs
// another's internals should own them, or both should need a third). Type-only imports are not
// followed (tests/unit/architecture/boundaries.test.ts checks those).
const NO_CYCLE = ['error', { ignoreExternal: true }];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-render',
      'node_modules',
      '.data',
      '.tmp',
      'artifacts',
      'coverage',
      'dev-dist',
    ],
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
                'Features do not import each other (docs/architecture.md#boundaries). Move the shared piece to src/lib or src/ui, or compose both in src/pages.',
            })),
            {
              target: './src/lib',
              from: ['./src/app', './src/pages', './src/features', './src/ui', './sync'],
              message: 'src/lib is pure: no app code, no I/O (docs/architecture.md#boundaries).',
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
      'import-x/no-cycle': NO_CYCLE,
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
              message: 'sync/ may only use src/lib (docs/architecture.md#boundaries).',
            },
            {
              target: './sync/engine',
              from: './sync',
              except: ['./engine'],
              message: ENGINE_MESSAGE,
            },
            ...collections.map((name) => ({
              target: `./sync/${name}`,
              from: collections.filter((other) => other !== name).map((other) => `./sync/${other}`),
              except: ['./model.ts'],
              message:
                "A collection reaches another collection only through its model.ts (types and mappings), never its queries, actions or hooks: read the other's rows through its model, or compose the two in a capability folder (sync/lead-enrichment) or in src/.",
            })),
          ],
        },
      ],
      'import-x/no-cycle': NO_CYCLE,
    },
  },
  {
    files: ['sync/*/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: SYNC_FOLDER_PRIVATE, message: SYNC_FOLDER_PRIVATE_MESSAGE }] },
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
