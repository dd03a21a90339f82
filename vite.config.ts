import { constants } from 'node:zlib'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { readFileSync } from 'node:fs'
import { defineConfig, type Plugin } from 'vite'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'

// Same CSS target for both builds, so the stylesheet the server links is the very file the browser uses.
const cssTarget = ['chrome111', 'edge111', 'firefox114', 'safari16.4']

// The day of the build, once for the server and the browser builds (the news are dated from it:
// app/content/news.ts). Kept in the environment so both builds of one run read the same day.
process.env.HERRA_BUILD_DATE ??= new Date().toISOString().slice(0, 10)
const buildDate = process.env.HERRA_BUILD_DATE

const shellChunks = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|^\0(rolldown\/runtime|vite\/preload-helper)/,
    priority: 2,
  },
  {
    name: 'shell',
    test: /[\\/]app[\\/](i18n[\\/]|config[\\/]|content[\\/](common|pages)\.ts|lib[\\/](nonce|use-operator-config|seo)\.tsx?|components[\\/](logo|language-switch|site-header|site-footer)\.tsx)/,
    priority: 1,
  },
]

/**
 * The world airport table beside the server bundle (build/server/world-airports.json), read at
 * start by app/services/airports/world-airports.server.ts (decision 071). Server build only: the
 * table is never sent to a browser.
 */
function worldAirportsTable(): Plugin {
  return {
    name: 'herra:world-airports-table',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'world-airports.json',
        source: readFileSync('app/services/airports/world-airports.json'),
      })
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  define: { __HERRA_BUILD_DATE__: JSON.stringify(buildDate) },
  build: isSsrBuild
    ? {
        rollupOptions: { input: './server/app.ts' },
        target: 'node20',
        cssTarget,
      }
    : {
        target: 'es2022',
        cssTarget,
        // Every page loads React, React Router and the site's frame (header, footer, language, page
        // titles): two files instead of a dozen small shared chunks, each of which costs its own request
        // and headers (decision 027).
        rolldownOptions: { output: { codeSplitting: { groups: shellChunks } } },
      },
  plugins: [
    tailwindcss(),
    reactRouter(),
    isSsrBuild && worldAirportsTable(),
    // The browser files are compressed once, at build time, at the strongest settings (brotli 11,
    // gzip 9): the server sends these files as they are (decision 020) instead of compressing every
    // response at the fast settings.
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg|json|webmanifest|txt|xml)$/,
        threshold: 1024,
        skipIfLargerOrEqual: true,
        logLevel: 'silent',
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
      }),
  ],
}))
