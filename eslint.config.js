import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const appFeatures = readdirSync(new URL('./src/app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'sample')
  .map((entry) => entry.name);

// What frames the features: they are composed here, so nothing they or the shared folders hold imports it.
const appFrame = [
  './src/app/router',
  './src/app/layouts',
  './src/app/shell',
  './src/app/ssr',
  './src/app/app.tsx',
  './src/app/main.tsx',
];

/**
 * Inside the app, bulletproof-react's zones: a feature imports no other feature (sample data is not a
 * feature: DESIGN.md has the sample pages read it), nor the router, the layouts or the shell around
 * it; the shared folders import no feature and nothing of the app's frame. Features are composed in
 * router/ and layouts/.
 */
const appZones = [
  ...appFeatures.map((feature) => ({
    target: `./src/app/features/${feature}`,
    from: './src/app/features',
    except: [`./${feature}`, './sample'],
    message:
      'a feature imports no other feature: move the shared piece to components/, hooks/ or utils/, or compose in router/.',
  })),
  {
    target: './src/app/features',
    from: appFrame,
    message: 'features import no router, layout or shell: they export their routes, the router assembles them.',
  },
  {
    target: [
      './src/app/components',
      './src/app/hooks',
      './src/app/boot',
      './src/app/config',
      './src/app/lib',
      './src/app/utils',
      './src/app/styles',
    ],
    from: ['./src/app/features', ...appFrame],
    message: 'shared folders import no feature, router, layout or shell.',
  },
];

/**
 * Inside the widgets, floors (docs/widgets-architecture.md): a folder imports only the floors below it.
 * Bottom to top: the widgets' table (plain data the loader and the runtime share) and the stylesheet;
 * the services the components read (attribute checks, creator lookups, texts); the components; the
 * runtime the loader imports in stages; the loader, which reaches the runtime by dynamic import only
 * (its own rule below). Storybook's stories stand at the top, as a host page would.
 */
const widgets = (...folders) => folders.map((folder) => `./src/widgets/${folder}`);
const widgetZones = [
  {
    target: widgets('table'),
    from: './src/widgets',
    except: ['./table'],
    message: "the widgets' table is plain data under everything: it imports nothing of the widgets.",
  },
  {
    target: widgets('styles'),
    from: './src/widgets',
    except: ['./styles'],
    message: "the widgets' stylesheet imports nothing of the widgets.",
  },
  {
    target: widgets('services'),
    from: widgets('components', 'runtime', 'loader'),
    message: 'the services stand below the components: they import no component, runtime or loader code.',
  },
  {
    target: './src/widgets/components/!(*.stories).{ts,tsx}',
    from: widgets('runtime', 'loader'),
    message: 'components import no runtime or loader code: what they share with them is in table/ or services/.',
  },
  {
    target: widgets('runtime'),
    from: widgets('loader'),
    message: 'the runtime imports nothing of the loader: what they share is in table/.',
  },
];

/**
 * The server's layers (DESIGN.md), bottom to top: db/ (engines, migrations, typed tables); jobs/ and
 * chain/; rows/ (row readers) and the ledger; auth/ and http/ (errors, validation, limits, the
 * Idempotency-Key header); services/ (a use case each); route-env.ts (what a handler reaches); routes/
 * (HTTP: parse, authorize, answer); the app and its start at the top. Each imports only the layers below
 * it, and production code never imports the test fixtures.
 */
const server = (...paths) => paths.map((path) => `./server/${path}`);
const serverTop = server('routes', 'app.ts', 'route-env.ts', 'create-server-context.ts', 'start-api.ts', 'main.ts');
const serverZones = [
  {
    target: './server/routes',
    from: './server/db',
    message: 'routes are HTTP only: their queries are row readers (rows/) or services, which reach db/.',
  },
  {
    target: server('services', 'ledger', 'rows', 'db', 'http', 'auth', 'jobs', 'chain', 'demo'),
    from: serverTop,
    message: 'below the routes nothing imports a route, route-env.ts or the app: pass what a layer needs as arguments.',
  },
  {
    target: server('services'),
    from: server('routes'),
    message: 'a service is a use case: it answers no HTTP and imports no route.',
  },
  {
    target: server('rows', 'ledger', 'db', 'jobs', 'chain'),
    from: server('services', 'http', 'auth', 'demo'),
    message: 'rows, the ledger, jobs, the chain and the database stand below the services, HTTP and auth.',
  },
  {
    target: './server/db/!(*.test).ts',
    from: './server',
    except: ['./db'],
    message: 'db/ is the ground floor: it imports nothing else of the server.',
  },
  {
    target: ['./server/!(testing|tests)/**/!(*.test).ts', './server/!(*.test).ts'],
    from: server('testing', 'tests'),
    message: 'production code imports no test fixture: the fixtures serve the tests.',
  },
];

/**
 * Imports run one way (DESIGN.md): app -> widgets -> core; server -> core/contract only;
 * core/contract is pure and imports nothing else of ours. No cycles, no React in core.
 */
const importDirection = {
  'import/no-restricted-paths': [
    'error',
    {
      zones: [
        {
          target: './src/core',
          from: ['./src/widgets', './src/app', './server', './demo'],
          message: 'core imports no widgets, app, server or demo code.',
        },
        { target: './src/widgets', from: ['./src/app', './server', './demo'], message: 'widgets import only core.' },
        { target: './src/app', from: ['./server', './demo'], message: 'the app imports only widgets and core.' },
        {
          target: './server',
          from: ['./src/app', './src/widgets', './demo'],
          message: 'the server imports only core/contract.',
        },
        {
          target: './server',
          from: './src/core',
          except: ['./contract'],
          message: 'the server imports only core/contract.',
        },
        {
          target: './src/core/contract',
          from: './src/core',
          except: ['./contract'],
          message: 'core/contract is pure zod: it imports nothing else of ours.',
        },
        ...serverZones,
        ...widgetZones,
        ...appZones,
        {
          target: './scripts/build-tools',
          from: './scripts/servers',
          message: "the build's tools import no server: what both need belongs to neither.",
        },
        {
          target: './scripts/servers',
          from: './scripts/build-tools',
          message: "the servers import none of the build's tools: they serve what the build wrote.",
        },
      ],
    },
  ],
  'import/no-self-import': 'error',
};

const noBarrels = {
  selector: 'ExportAllDeclaration',
  message: 'No barrel files: import the file that defines the thing.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'node_modules/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      // The node resolver with TypeScript's extensions: imports here are relative and extensionless.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js'],
      // The import rules never need a package's own files: reading node_modules (lodash-es, lighthouse,
      // kysely, …) was most of the lint's time. Import cycles are found by tests/unit/import-cycles.test.ts.
      'import/ignore': ['node_modules'],
    },
    rules: {
      ...importDirection,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', noBarrels],
    },
  },
  {
    // Server-state keys come from their resource's factory (src/app/lib/query-keys.ts), never spelt by hand.
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noBarrels,
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: 'Take the key from src/app/lib/query-keys.ts (one factory per resource).',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // A read's rows are typed by the typed query that names its columns (server/db/query.ts over
    // tables.ts), never by a type argument at the call, which would only assert them.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/testing/**', 'server/tests/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noBarrels,
        {
          selector: 'CallExpression[callee.property.name=/^(get|all)$/][typeArguments]',
          message: 'Type the read with a typed query (server/db/query.ts), not a type argument.',
        },
      ],
    },
  },
  {
    files: ['src/core/**/*.ts', 'server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-dom/client'].map((name) => ({
            name,
            message: 'core and the server do not use React.',
          })),
        },
      ],
    },
  },
  {
    // The loader is the one script every host page loads up front (3 KB gzip): it reaches the runtime
    // only by dynamic import, never React, zod or the components (the widgets' table is split for this);
    // the table it reads is plain data.
    files: ['src/widgets/loader/**/*.ts', 'src/widgets/table/**/*.ts'],
    ignores: ['src/widgets/loader/**/*.test.ts', 'src/widgets/table/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-dom/client', 'react-i18next', 'i18next', 'zod'].map((name) => ({
            name,
            message: 'the loader stays framework-free: load it in the runtime.',
          })),
          patterns: [
            {
              group: ['../components/*', '../runtime/*', '../services/*', '../styles/*', '@r2wc/*'],
              message: 'the loader reaches the runtime only by dynamic import (loader/cuppa.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read JSON answers whose shape they then assert.
    files: ['**/*.test.ts', '**/*.test.tsx', 'server/testing/**', 'tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
