import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'
import tseslint from 'typescript-eslint'

import { readdirSync } from 'node:fs'

/**
 * The house is feature-first (decision 072): `app/features/<feature>/` keeps what one thing a person does here
 * needs, in the same layers as the shared kernel below it (`app/domain`, `services`, `ui`, `i18n`, `config`,
 * `content`, `components`, `lib`) and the desk kit shared by the desk's features (`app/desk-kit/<layer>`).
 * Composition sits above them: `app/routes/` (site pages, the desk's shell and request page), the app root's
 * files (`root.tsx`, `routes.ts`, the runtime and its background jobs) and `server/` (the HTTP edge).
 */
export const features = readdirSync(new URL('./app/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)

/** A layer's folders: the shared kernel's, the desk kit's and each feature's. */
const app = (...dirs) =>
  dirs.flatMap((d) =>
    d === 'server' ? ['./server/**'] : [`./app/${d}/**`, `./app/desk-kit/${d}/**`, `./app/features/*/${d}/**`],
  )

/** Each layer and what it may never import (targets are the importing files). */
const appLayerZones = [
  {
    target: './app/domain/**',
    from: app('routes', 'components', 'ui', 'services', 'server', 'content', 'lib', 'i18n', 'config'),
    message: 'Domain code is pure: it imports nothing above it.',
  },
  {
    target: './app/config/**',
    from: app('routes', 'components', 'ui', 'services', 'server', 'content', 'lib', 'i18n'),
    message: 'Operator facts are a leaf: they may use domain types only.',
  },
  {
    target: './app/i18n/**',
    from: app('routes', 'components', 'ui', 'services', 'server', 'content', 'lib'),
    message: 'Language and formatting sit below the copy and the UI.',
  },
  {
    target: './app/content/**',
    from: app('routes', 'components', 'ui', 'services', 'server', 'lib'),
    message: 'Copy catalogues may use i18n, config and domain types only.',
  },
  {
    target: './app/lib/**',
    from: app('routes', 'components', 'ui', 'services', 'server'),
    message: 'Shared helpers import no feature, UI or server code.',
  },
  {
    target: './app/ui/**',
    from: app('routes', 'components', 'services', 'server', 'content'),
    message: 'UI primitives import no feature code and no copy (text comes in through props).',
  },
  {
    target: './app/components/**',
    from: app('routes', 'services', 'server'),
    message: 'Components never import routes or server-only code.',
  },
  {
    target: './app/services/**',
    from: app('routes', 'components', 'ui', 'server'),
    message: 'Server modules never import UI or the HTTP layer.',
  },
  {
    target: './app/routes/**',
    from: app('server'),
    message: 'Routes reach the server through services, not the HTTP layer.',
  },
  {
    target: './server/**',
    from: app('routes', 'components', 'ui'),
    message: 'The HTTP layer never imports UI modules.',
  },
]

/** The same zones for the layers inside the desk kit and each feature folder. */
const layerZonesEverywhere = appLayerZones.flatMap((zone) =>
  zone.target === './server/**'
    ? [zone]
    : [
        zone,
        { ...zone, target: zone.target.replace('./app/', './app/desk-kit/') },
        { ...zone, target: zone.target.replace('./app/', './app/features/*/') },
      ],
)

/** The shared kernel and the desk kit: below every feature. */
const sharedLayers = ['domain', 'config', 'i18n', 'content', 'lib', 'ui', 'components', 'services', 'desk-kit']

/** Feature boundaries (bulletproof-react's zones): no feature imports another; nothing shared imports one. */
const featureZones = [
  ...features.map((feature) => ({
    target: `./app/features/${feature}/**`,
    from: './app/features',
    except: [`./${feature}`],
    message: `A feature imports no other feature: what ${feature} shares with another goes down to the shared kernel, what combines them up to app/routes (decision 072).`,
  })),
  {
    target: sharedLayers.map((d) => `./app/${d}/**`),
    from: './app/features/**',
    message: 'The shared kernel and the desk kit import no feature (decision 072).',
  },
  {
    target: [...sharedLayers.map((d) => `./app/${d}/**`), './app/features/**'],
    from: ['./app/routes/**', './app/*.{ts,tsx}'],
    message: 'Composition (app/routes, the app root: runtime, jobs, routes.ts) sits above the features and the kernel.',
  },
  {
    target: './app/*.{ts,tsx}',
    from: ['./server/**'],
    message: 'The app root never imports the HTTP edge.',
  },
]

export const layerZones = [...layerZonesEverywhere, ...featureZones]

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.react-router/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
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
    // One import direction (style.md, decision 023): routes → components → ui / content / lib → i18n,
    // config → domain; services (server only) → content, lib, i18n, config, domain; server/ (Express)
    // → services and below. The TypeScript resolver lets the rules see `~/…` and extension-less imports.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The extensions and parser let import-x read TypeScript dependencies (no-cycle follows them).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['app/domain/**/*.ts', 'app/desk-kit/domain/**/*.ts', 'app/features/*/domain/**/*.ts'],
    ignores: ['app/domain/**/*.test.ts', 'app/desk-kit/domain/**/*.test.ts', 'app/features/*/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react-*', 'react-router', '~/services/*'],
              message: 'Domain code has no I/O and no React.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright reads a fixture's first parameter as an object pattern, even when it is empty.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
)
