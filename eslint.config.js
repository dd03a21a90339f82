import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: ['build/**', '.react-router/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // One import direction (style.md): routes → components → domain; server modules → domain.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './app/domain',
              from: ['./app/routes', './app/components', './app/ui', './app/services', './server', './app/content', './app/lib'],
              message: 'Domain code is pure: it imports nothing above it.',
            },
            { target: './app/components', from: './app/routes', message: 'Components never import routes.' },
            { target: './app/ui', from: ['./app/routes', './app/components'], message: 'UI primitives import no feature code.' },
            { target: './app/services', from: ['./app/routes', './app/components', './app/ui'], message: 'Server modules never import UI.' },
          ],
        },
      ],
    },
  },
  {
    files: ['app/domain/**/*.ts'],
    ignores: ['app/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'react', 'react-*', 'react-router', '~/services/*'], message: 'Domain code has no I/O and no React.' }] },
      ],
    },
  },
  {
    // Playwright reads a fixture's first parameter as an object pattern, even when it is empty.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
)
