import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      ],
    },
  ],
  'import/no-cycle': ['error', { ignoreExternal: true }],
  'import/no-self-import': 'error',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
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
    },
    rules: {
      ...importDirection,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No barrel files: import the file that defines the thing.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
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
    // only by dynamic import, never React, zod or the components (the widgets' table is split for this).
    files: ['src/widgets/loader/**/*.ts'],
    ignores: ['src/widgets/loader/**/*.test.ts'],
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
              group: ['../components/*', '../runtime/*', '../styles/*', '@r2wc/*'],
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
