import { builtinModules } from 'node:module'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, expect, test } from 'vitest'
import { request } from 'undici'
import { startBuiltServer } from '../helpers/built-server.js'

// Decision 018: production runs `node` on dist/ with `npm ci --omit=dev`. Both checks need `npm run build` first.
const root = resolve(fileURLToPath(import.meta.url), '../../..')
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

/** The package a bare import specifier names ("@scope/name/sub" -> "@scope/name"), or null for files and builtins. */
function packageOf(specifier: string): string | null {
  if (/^(\.|\/|node:|file:|data:)/.test(specifier) || builtinModules.includes(specifier.split('/')[0]!)) return null
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
}

const SPECIFIERS = [
  /\b(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"'\s]+)["']/g,
  /\bimport\(\s*["']([^"'\s]+)["']\s*\)/g,
  /\brequire\(\s*["']([^"'\s]+)["']\s*\)/g,
]

test('the built server, page bundles and CLIs import only packages of "dependencies" (npm ci --omit=dev runs them)', () => {
  const dir = join(root, 'dist/server')
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => /\.m?js$/.test(f))
  expect(files).toEqual(expect.arrayContaining(['server.mjs', 'entry.mjs', 'ops-cli.mjs', 'tenant-cli.mjs']))
  const imported = new Map<string, string>()
  for (const file of files) {
    const code = readFileSync(join(dir, file), 'utf8')
    for (const pattern of SPECIFIERS)
      for (const [, specifier] of code.matchAll(pattern)) {
        const pkg = packageOf(specifier!)
        if (pkg && !imported.has(pkg)) imported.set(pkg, file)
      }
  }
  expect([...imported.keys()]).toEqual(expect.arrayContaining(['express', 'vike', 'react', 'better-sqlite3']))
  const notRuntime = [...imported].filter(([pkg]) => !Object.hasOwn(manifest.dependencies, pkg))
  expect(notRuntime.map(([pkg, file]) => `${pkg} (imported by dist/server/${file})`)).toEqual([])
})

const dirs: string[] = []
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

test('node dist/server/server.mjs on a new database serves a shop host and the console host', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'built-server-'))
  dirs.push(dir)
  const server = await startBuiltServer({ databasePath: join(dir, 'shop.db'), env: { LOG_LEVEL: 'warn' } })
  try {
    expect(server.output()).toMatch(/^Shop listening on port \d+, build [\w-]+\. Tenants:/m)
    const home = await request(`http://127.0.0.1:${server.port}/`, { headers: { host: 'wpx-es.localhost' } })
    expect(home.statusCode).toBe(200)
    expect(await home.body.text()).toContain('lang="es-ES"')
    const health = await request(`http://127.0.0.1:${server.port}/healthz`, { headers: { host: 'wpx-es.localhost' } })
    const { build } = JSON.parse(readFileSync(join(root, 'dist/build.json'), 'utf8')) as { build: string }
    expect(await health.body.json()).toEqual({ status: 'ok', build })
    const console = await request(`http://127.0.0.1:${server.port}/console/login`, {
      headers: { host: 'admin.localhost' },
    })
    expect(console.statusCode).toBe(200)
    expect(await console.body.text()).toContain('<h1>Sign in</h1>')
  } finally {
    await server.stop()
  }
}, 90_000)
