import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importBoundaries from './scripts/lint/import-boundaries.js';

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'generated', 'node_modules', 'data', 'test-results', '.bench'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/import-boundaries': 'error',
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
