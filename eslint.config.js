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
 * The server's floors (DESIGN.md), bottom to top. A floor imports its own and the floors below it, never
 * one above: what a lower floor needs from above is passed to it as an argument. A file on no floor counts
 * as above them all, so no floor may import a new file until it is given its place here (and a probe in
 * tests/unit/import-direction.test.ts fails until it is). The test fixtures (testing/, tests/) stand
 * apart: every floor's tests use them, and production code never does.
 */
const serverFloors = [
  { paths: ['db'], message: 'db/ is the ground floor: it imports nothing else of the server.' },
  {
    // environment.ts and random-id.ts import nothing; they stand here, not on db/, so the ground floor
    // keeps to the database.
    paths: ['jobs', 'chain', 'environment.ts', 'random-id.ts'],
    message: 'jobs/, chain/, environment.ts and random-id.ts stand on db/ alone: the rows and the ledger use them.',
  },
  { paths: ['rows'], message: 'row readers stand on db/, jobs/ and chain/: the ledger reads rows, not the reverse.' },
  {
    paths: ['ledger'],
    message: 'the ledger stands below auth, HTTP and the services: pass what it needs from them as arguments.',
  },
  {
    paths: ['auth', 'http'],
    message: 'auth/ and http/ stand below the services: a use case calls them, not the reverse.',
  },
  {
    paths: ['services'],
    message: 'a service is a use case: it imports no demo code, route, route-env.ts or the app.',
  },
  {
    // The demo's pictures are served in production too (routes/demo-image-routes.ts), so demo/ stands
    // below the routes; and above the services, so no use case carries demo data.
    paths: ['demo'],
    message: 'demo/ stands below the routes and the start, which reach it: it imports none of them.',
  },
  {
    paths: ['route-env.ts'],
    message: 'route-env.ts is what a handler reaches: it imports no route and nothing of the app.',
  },
  { paths: ['routes'], message: 'routes are mounted by the app: they import nothing of the app or its start.' },
  {
    paths: ['app.ts', 'create-server-context.ts'],
    message: 'the app is built, not started: it imports nothing of the start, the settings or the commands.',
  },
  {
    paths: ['start-api.ts', 'listen.ts', 'settings.ts', 'cli'],
    message:
      'the start imports no command: npm runs main.ts, create-admin.ts and receipt-key.ts, nothing imports them.',
  },
  { paths: ['main.ts', 'create-admin.ts', 'receipt-key.ts'] },
];
const server = (...paths) => paths.map((path) => `./server/${path}`);
const serverZones = [
  ...serverFloors.slice(0, -1).map(({ paths, message }, level) => ({
    target: server(...paths),
    from: './server',
    except: [...serverFloors.slice(0, level + 1).flatMap((floor) => floor.paths), 'testing', 'tests'].map(
      (path) => `./${path}`,
    ),
    message,
  })),
  {
    target: './server/routes',
    from: './server/db',
    message: 'routes are HTTP only: their queries are row readers (rows/) or services, which reach db/.',
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

/**
 * A named re-export is a barrel too, whether `export { x } from './y'` or an imported name exported
 * again. It is a rule of its own, not a selector of no-restricted-syntax, so that the files allowed one
 * (reExportsAllowed) can be let off it alone.
 */
const noReExports = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { reExport: 'No re-exports: import the file that defines the thing.' },
  },
  create(context) {
    const reExport = (node) => context.report({ node, messageId: 'reExport' });
    const imported = (specifier) =>
      context.sourceCode
        .getScope(specifier)
        .set.get(specifier.local.name)
        ?.defs.some((def) => def.type === 'ImportBinding');
    return {
      'ExportNamedDeclaration[source]': reExport,
      'ExportNamedDeclaration:not([source]) > ExportSpecifier': (node) => {
        if (imported(node)) reExport(node);
      },
    };
  },
};

/**
 * The re-exports that stay, each with its reason; any other is refused.
 */
const reExportsAllowed = [
  // The runtime's stages are the chunks the loader imports one by one (loader/cuppa.ts), and an alias
  // stands in for a package (vite.widgets.config.ts): passing names on is what they are for.
  'src/widgets/runtime/stages/*.ts',
  'src/widgets/runtime/aliases/*.ts',
  // The error codes live apart from zod for the widgets' lean path; the contract names them with the rest.
  'src/core/contract/common.ts',
  // The dialogs' English comes with the dialog: one chunk for what every dialog needs on first open.
  'src/widgets/components/dialog.tsx',
  // Pass-throughs from before the rule: their importers should import the defining file, then leave here.
  'server/chain/solana/index.ts',
  'server/testing/solana/solana-fixture.ts',
  'src/core/config/config.ts',
  'src/core/contract/money.ts',
  'src/core/http/http-client.ts',
  'src/core/i18n/create-i18n.ts',
  'src/core/i18n/languages.ts',
  'src/core/testing/fixtures.ts',
  'src/widgets/loader/next-task.ts',
];

const typedReads = {
  selector: 'CallExpression[callee.property.name=/^(get|all)$/][typeArguments]',
  message: 'Type the read with a typed query (server/db/query.ts), not a type argument.',
};

const contractWords = {
  selector:
    "NewExpression[callee.name='HttpError'] > :matches(Literal, TemplateLiteral, BinaryExpression).arguments:nth-child(2)",
  message:
    'Answer with the contract’s words (apiMessages or apiMessageTemplates in src/core/contract/api-messages.ts), not a sentence typed here: the app translates only those.',
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
    plugins: { import: importPlugin, local: { rules: { 'no-re-exports': noReExports } } },
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
      'local/no-re-exports': 'error',
    },
  },
  {
    files: reExportsAllowed,
    rules: { 'local/no-re-exports': 'off' },
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
    // tables.ts), never by a type argument at the call, which would only assert them. An error's
    // sentence is the contract's (src/core/contract/api-messages.ts), where the app finds its translation.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/testing/**', 'server/tests/**'],
    rules: { 'no-restricted-syntax': ['error', noBarrels, typedReads, contractWords] },
  },
  {
    // Sentences still typed by hand (a developer's mistake, such as a malformed header, or not yet in
    // the contract): remove a file from here once its words are apiMessages'.
    files: [
      'server/app.ts',
      'server/http/idempotency-key.ts',
      'server/http/nul-text.ts',
      'server/http/own-uploads.ts',
      'server/http/validate.ts',
      'server/routes/principal.ts',
      'server/routes/profile-routes.ts',
      'server/routes/receipt-routes.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', noBarrels, typedReads] },
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
