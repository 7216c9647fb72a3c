// ESLint (flat config) for every workspace: JS recommended + typescript-eslint recommended.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { fileURLToPath } from 'node:url';
import contextFace from './tooling/eslint/context-face.mjs';

/** The project's own rules (tooling/eslint/). */
const local = { meta: { name: 'local' }, rules: { 'context-face': contextFace } };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'e2e/artifacts/**',
      'bench/results/**',
      'coverage/**',
      '**/*.tsbuildinfo',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Playwright callbacks passed to page.evaluate run in the browser.
    files: ['e2e/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Nest injects by the runtime class: a type-only import of an injected class breaks DI.
    files: ['backend/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // A bounded context never reaches into another context's domain (ARCHITECTURE.md).
    files: ['backend/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../*/domain/*', '**/modules/*/domain/*'],
              message: 'React to its events or call its API module instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // A context imports another only through its face, modules/<context>/index.ts (docs/architecture.md).
    files: ['backend/src/modules/**/*.ts'],
    plugins: { local },
    rules: {
      'local/context-face': ['error', { root: fileURLToPath(new URL('backend/src/modules', import.meta.url)) }],
    },
  },
  {
    // The platform names no context: contexts contribute through their definitions (src/contexts.ts).
    files: ['backend/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '**/contexts', '**/app.module', '**/worker.module'],
              message: 'core imports no context: take what it needs as a Contribution (core/wiring).',
            },
          ],
        },
      ],
    },
  },
  {
    // A web app feature uses another only through its public face, features/<feature>/index.ts
    // (docs/architecture.md, "Web app"); inside a feature any path is fine. The backend's rule.
    files: ['frontend/src/features/**/*.{ts,tsx}'],
    plugins: { local },
    rules: {
      'local/context-face': ['error', { root: fileURLToPath(new URL('frontend/src/features', import.meta.url)) }],
    },
  },

  {
    files: ['**/*.cjs', 'backend/jest.config.js', 'shared/jest.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
