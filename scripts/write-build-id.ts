import { createHash } from 'node:crypto'
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

// The build id is a hash of the client entry files' names (which Vite already hashes): same code, same id.
const dir = 'dist/client/assets'
const files = readdirSync(dir, { recursive: true }).map(String).sort()
const hash = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12)
const manifest = readFileSync('dist/assets.json', 'utf8')
const build = `${hash}-${createHash('sha256').update(manifest).digest('hex').slice(0, 6)}`
writeFileSync(join('dist', 'build.json'), JSON.stringify({ build, builtAt: new Date().toISOString() }) + '\n')
console.log(`build ${build}`)
