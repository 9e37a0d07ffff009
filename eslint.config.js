import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint-rules/import-boundaries.js';
import { spanishTu } from './eslint-rules/spanish-tu.js';

const LAZY_MESSAGE =
  'Carga las partes con lazyWithRetry (lib/offline/lazy-with-retry.tsx) dentro de un LoadBoundary, no con lazy de React.';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: false }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    plugins: { local: { rules: { ...boundaries.rules, 'spanish-tu': spanishTu } } },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { 'local/import-boundaries': 'error' },
  },
  {
    // What the shop says (tests quote it; the rule's own test holds the forms it refuses).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'scripts/**/*.mjs'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: { 'local/spanish-tu': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser app shares only the contract with the server, never its code.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@store/server', '**/apps/server/**', '../../server/**'],
              message: 'La web solo importa @store/contract.',
            },
          ],
          // A bare lazy part leaves a blank page when its code cannot be fetched (issue 35, decision 042).
          paths: [{ name: 'react', importNames: ['lazy'], message: LAZY_MESSAGE }],
        },
      ],
      // The browser's own boxes are bare, outside the shop's words and look, and block the page on a phone:
      // questions go through lib/dialog's useConfirm, messages through a toast or the page.
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          ['alert', 'confirm', 'prompt'].map((property) => ({
            object,
            property,
            message: 'Usa el diálogo de la tienda (lib/dialog/confirm) o un aviso, no el del navegador.',
          })),
        ),
      ],
      'no-restricted-globals': ['error', 'alert', 'confirm', 'prompt'],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='React'][property.name='lazy']", message: LAZY_MESSAGE },
      ],
    },
  },

  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      // The contract is shared by both sides, so it depends on neither.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@store/*', '**/apps/**'], message: 'El contrato no depende de las apps.' }] },
      ],
    },
  },
);
