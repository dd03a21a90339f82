import { constants } from 'node:zlib'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'

// Same CSS target for both builds, so the stylesheet the server links is the very file the browser uses.
const cssTarget = ['chrome111', 'edge111', 'firefox114', 'safari16.4']

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  build: isSsrBuild
    ? { rollupOptions: { input: './server/app.ts' }, target: 'node20', cssTarget }
    : { target: 'es2022', cssTarget },
  plugins: [
    tailwindcss(),
    reactRouter(),
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
