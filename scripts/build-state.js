// Is dist/ a build of the sources as they are now? Plain JavaScript: it runs before any build, under plain node.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** What the build is made of: a change in any of these makes dist/ stale. Tests (*.test.ts) are not built. */
const INPUT_FILES = ['package.json', 'package-lock.json', 'vite.config.ts', 'lingui.config.ts', 'tsconfig.json']
const INPUT_DIRS = [
  'pages',
  'components',
  'layouts',
  'server',
  'db',
  'scripts',
  'i18n',
  'tenants',
  'themes',
  'locales',
  'public',
]

/** sha256 over the path and content of every build input (about 700 files; some 30 ms). */
export function sourcesHash(root) {
  const files = [...INPUT_FILES.map((f) => join(root, f)), ...INPUT_DIRS.flatMap((d) => filesUnder(join(root, d)))]
  const hash = createHash('sha256')
  for (const file of files.filter((f) => existsSync(f)).sort()) {
    hash.update(relative(root, file).split(sep).join('/') + '\0')
    hash.update(readFileSync(file))
    hash.update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

function filesUnder(dir) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
}

/** The build id the browser compares (GET /builds/latest.json): hashed client asset names and the asset manifest. */
export function clientBuildId(dist) {
  const names = readdirSync(join(dist, 'client/assets'), { recursive: true }).map(String).sort()
  const assets = createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 12)
  const manifest = createHash('sha256')
    .update(readFileSync(join(dist, 'assets.json')))
    .digest('hex')
    .slice(0, 6)
  return `${assets}-${manifest}`
}

/** dist/build.json, or null when there is no complete build. */
export function readBuildInfo(root) {
  const file = join(root, 'dist/build.json')
  if (!existsSync(file) || !existsSync(join(root, 'dist/server/server.mjs'))) return null
  return JSON.parse(readFileSync(file, 'utf8'))
}

/** True when dist/ holds a complete build of the current sources. */
export function buildIsCurrent(root) {
  return readBuildInfo(root)?.sources === sourcesHash(root)
}
