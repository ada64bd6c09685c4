/**
 * Start time of the production server: `node dist/server/server.mjs` on an existing seeded database, from spawn to
 * the first 200 answer of a shop home page (which includes loading the build, opening and migrating the database,
 * loading the tenant registry and rendering the first page). The database is seeded by a first start that is not
 * counted; then RUNS starts are timed and the median printed. Run with `npm run bench` (builds first) or
 * `node scripts/run.js ts bench/start-time.ts` after `npm run build`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startBuiltServer } from '../tests/helpers/built-server.js'

const RUNS = Number(process.env.BENCH_START_RUNS ?? 9)
const root = resolve(fileURLToPath(import.meta.url), '../..')
if (!existsSync(join(root, 'dist/server/server.mjs'))) {
  console.error('No build in dist/: run "npm run bench" (builds first) or "npm run build".')
  process.exit(1)
}

const dir = mkdtempSync(join(tmpdir(), 'bench-start-'))
const databasePath = join(dir, 'shop.db')
const env = { LOG_LEVEL: 'warn' }
try {
  const seeding = await startBuiltServer({ databasePath, env, timeoutMs: 120_000 })
  await seeding.stop()
  const times: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const server = await startBuiltServer({ databasePath, env })
    times.push(server.firstOkMs)
    if (server.cpuMs !== undefined) cpu.push(server.cpuMs)
    await server.stop()
  }
  times.sort((a, b) => a - b)
  cpu.sort((a, b) => a - b)
  const ms = (t: number) => `${Math.round(t)} ms`
  console.log(`\nServer start (node dist/server/server.mjs, existing seeded database, Node ${process.version})`)
  console.log(
    `  spawn to first 200 of the home page, ${RUNS} runs: median ${ms(times[Math.floor(RUNS / 2)]!)}` +
      ` (fastest ${ms(times[0]!)}, slowest ${ms(times[RUNS - 1]!)}; first start with seeding: ${ms(seeding.firstOkMs)})`,
  )
  // The main thread's CPU time hardly grows when other processes share the cores; wall time does.
  if (cpu.length === RUNS)
    console.log(`  CPU time of the server's main thread until then: median ${ms(cpu[Math.floor(RUNS / 2)]!)}`)
} finally {
  rmSync(dir, { recursive: true, force: true })
}
