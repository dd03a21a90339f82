// `npm run backup [folder]`: a consistent copy of the embedded database of DATA_DIR (default ./data),
// written as `<folder>/herra-backup-<UTC time>.tar.gz` (folder default ./backups), while the server
// runs (it makes the copy, docs/decisions/083-embedded-backup-through-the-writer.md) or not.
// Needs the build (`npm run build`; `npm start` makes it). On PostgreSQL (DATABASE_URL), use pg_dump.
import path from 'node:path'
import { pathToFileURL } from 'node:url'

process.umask(0o077)
if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (README, “Backups”).')
  process.exit(1)
}
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
const { writeBackup } = await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)
const dataDir = process.env.DATA_DIR ?? './data'
try {
  const { file, bytes, via } = await writeBackup(dataDir, process.argv[2] ?? './backups')
  console.log(
    `Backup written: ${file} (${bytes} bytes, ${via === 'server' ? 'by the running server' : 'from the folder'})`,
  )
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
