// One lint set-up for every package of the monorepo.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { intlOnce } from './scripts/eslint/intlOnce.mjs';
import { packageBoundaries } from './scripts/eslint/packageBoundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/ban-ts-comment': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.cjs', '**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The rules of hooks, in every front end.
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Front ends reach the API through the plugins' typed clients, never by a path of their own
    // (paths live once, in each plugin's domain).
    files: ['mf-*/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Literal[value=/^\\/(api|user|guest)\\//]',
          'TemplateElement[value.raw=/^\\/(api|user|guest)\\//]',
        ].map((selector) => ({
          selector,
          message: "An API path in a front end: use the plugin's typed client (its domain paths).",
        })),
      ],
    },
  },
  {
    // Packages meet through their names; micro-frontends never import each other or the host;
    // plugins never import each other's internals (scripts/eslint/packageBoundaries.mjs).
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'plugins/**/*.ts', 'platform-api/**/*.ts'],
    plugins: {
      eventalp: { rules: { 'package-boundaries': packageBoundaries, 'intl-once': intlOnce } },
    },
    rules: { 'eventalp/package-boundaries': 'error' },
  },
  {
    // Intl formatters once per module, not per call: each holds native memory until a full GC
    // (scripts/eslint/intlOnce.mjs). Tests may build them freely.
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'plugins/**/*.ts', 'platform-api/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/e2e/**', '**/bench/**'],
    rules: { 'eventalp/intl-once': 'error' },
  },
);
