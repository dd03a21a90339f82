// `npm run restore <file>`: restores a backup made by `npm run backup` into DATA_DIR (default ./data),
// which must be empty or absent (docs/decisions/083-embedded-backup-through-the-writer.md); then start
// the server on it. Needs the build (`npm run build`).
import path from 'node:path'
import { pathToFileURL } from 'node:url'

process.umask(0o077)
const file = process.argv[2]
if (!file) {
  console.error('Usage: npm run restore <backup file> (into an empty DATA_DIR)')
  process.exit(1)
}
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
const { restoreBackup } = await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)
const dataDir = process.env.DATA_DIR ?? './data'
try {
  const { dbDir } = await restoreBackup(file, dataDir)
  console.log(`Restored ${path.resolve(file)} into ${dbDir}; start the server with DATA_DIR=${path.resolve(dataDir)}`)
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
