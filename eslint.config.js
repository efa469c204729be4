import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import importBoundaries from './scripts/lint/import-boundaries.js';

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'generated', 'node_modules', 'data', 'test-results', '.bench'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, local: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/import-boundaries': 'error',
      // A cycle makes load order decide what a module sees, and hides which layer depends on which.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Function']", message: 'No new Function: the CSP forbids eval.' },
        { selector: "CallExpression[callee.name='eval']", message: 'No eval: the CSP forbids it.' },
      ],
    },
  },
  {
    // Playwright fixtures take a `use` callback and an empty first argument by design.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
);
