#!/usr/bin/env node
// The launcher behind package.json's scripts (decision 018). Plain JavaScript, so it runs under plain node before
// any build and without the dev dependencies:
//
//   node scripts/run.js build               vite build, then dist/build.json (build id, hash of the sources)
//   node scripts/run.js ensure-build        build unless dist/build.json records the current sources (npm start)
//   node scripts/run.js dev                 Vite dev server (HMR) with server/index.ts loaded through it
//   node scripts/run.js ops|tenant [args]   the compiled CLI (dist/server/<name>-cli.mjs) when the build is
//                                           current, else its TypeScript source through Vite (Lingui macros)
//   node scripts/run.js ts <file.ts> [args]  any TypeScript file through Vite (benchmarks), like the CLI sources
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { buildIsCurrent, clientBuildId, sourcesHash } from './build-state.js'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const [command, ...args] = process.argv.slice(2)

switch (command) {
  case 'build':
    build()
    break
  case 'ensure-build':
    if (buildIsCurrent(root)) console.log('dist/ is a build of the current sources')
    else build()
    break
  case 'dev':
    await dev()
    break
  case 'ops':
  case 'tenant':
    await cli(`${command}-cli`, args)
    break
  case 'ts':
    await runSource(args[0] ?? '', args.slice(1))
    break
  default:
    console.error(`usage: node scripts/run.js build|ensure-build|dev|ops|tenant|ts [args]`)
    process.exit(2)
}

function build() {
  // Hash first: a source edited while Vite builds leaves the build marked stale, never the other way round.
  const sources = sourcesHash(root)
  const vite = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (vite.status !== 0) process.exit(vite.status ?? 1)
  precompressAssets(join(root, 'dist/client/assets'))
  const build = clientBuildId(join(root, 'dist'))
  const info = { build, sources, builtAt: new Date().toISOString() }
  writeFileSync(join(root, 'dist/build.json'), JSON.stringify(info) + '\n')
  console.log(`build ${build} (sources ${sources})`)
}

/**
 * Brotli (quality 11) and gzip (level 9) copies beside every script and stylesheet of the client build, served by the
 * server in place of the file when the browser accepts them (server/app.ts): the JS budget of issue 16 counts
 * brotli as transferred, and compressing on the fly per request would cost CPU at a lower quality.
 */
function precompressAssets(dir) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
    (e) => e.isFile() && /\.(js|css|svg|json)$/.test(e.name),
  )
  for (const e of files) {
    const path = join(e.parentPath, e.name)
    const bytes = readFileSync(path)
    if (bytes.length < 1024) continue
    writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }))
  }
}

async function dev() {
  process.env.NODE_ENV ??= 'development'
  if (process.env.NODE_ENV === 'production') throw new Error('npm run dev is development: unset NODE_ENV')
  const { createDevMiddleware } = await import('vike/server')
  const { devMiddleware, viteServer } = await createDevMiddleware({ root })
  // server/page-assets.ts picks it up; the app then loads through this Vite server, like the page hooks.
  globalThis[Symbol.for('photo-storefront.vike-dev-middleware')] = devMiddleware
  await viteServer.ssrLoadModule('/server/index.ts')
}

async function cli(name, cliArgs) {
  // A .ts tenant file needs the TypeScript toolchain to load: the sources path has it.
  const tsInput = name === 'tenant-cli' && cliArgs.some((a) => /\.[cm]?ts$/.test(a))
  if (!tsInput && buildIsCurrent(root)) {
    process.argv = [process.argv[0], `dist/server/${name}.mjs`, ...cliArgs]
    await import(pathToFileURL(join(root, `dist/server/${name}.mjs`)).href)
    return
  }
  await runSource(join(root, `scripts/${name}.ts`), cliArgs)
}

/**
 * Runs a TypeScript file as node would, but through Vite's SSR module loader with the Lingui plugins (mode `scripts`
 * of vite.config.ts: no Vike, no React plugin): macros, `.po` imports and `.js` specifiers of `.ts` files work.
 */
async function runSource(file, fileArgs) {
  if (!/\.[cm]?tsx?$/.test(file)) throw new Error(`not a TypeScript file: ${file}`)
  const { createServer } = await import('vite')
  const vite = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'scripts',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  process.argv = [process.argv[0], resolve(file), ...fileArgs]
  await vite.ssrLoadModule(resolve(file))
}
