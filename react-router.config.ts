import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  appDirectory: 'app',
  // BUILD_DIR lets several builds live side by side (parallel test runs); server.js reads the same.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // A page that sends no referrer (an offer's, an alert link's) makes the browser write `Origin: null`
  // on its own form posts. The POST guard in front of every POST (server/post-guard.ts) lets such a
  // post through only with the browser's `Sec-Fetch-Site: same-origin`, and refuses every other
  // `Origin: null`; React Router's own origin check then accepts it too (decision 100).
  allowedActionOrigins: ['null'],
} satisfies Config
