import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

// Same CSS target for both builds, so the stylesheet the server links is the very file the browser uses.
const cssTarget = ['chrome111', 'edge111', 'firefox114', 'safari16.4']

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  build: isSsrBuild
    ? { rollupOptions: { input: './server/app.ts' }, target: 'node20', cssTarget }
    : { target: 'es2022', cssTarget },
  plugins: [tailwindcss(), reactRouter()],
}))
