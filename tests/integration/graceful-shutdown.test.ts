import { spawn, type ChildProcess } from 'node:child_process'
import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { Pool } from 'undici'

// The real server process (production build, its own temporary database) under a bounded keep-alive load, stopped
// with SIGTERM mid-load: every request in flight at the signal must be answered, and the process must exit 0.
const root = resolve('.')
const HOST = 'wpx-es.localhost'
const PATHS = ['/', '/help-center', '/search?query=taza', '/builds/latest.json']
const CONNECTIONS = 16

let dir = ''
let port = 0
let child: ChildProcess
let output = ''

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as AddressInfo).port
      s.close(() => ok(p))
    })
  })

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shop-shutdown-'))
  port = await freePort()
  // The compiled entry, as production runs it (npm test builds first), in one node process that gets the signal itself.
  child = spawn(process.execPath, ['dist/server/server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_PATH: join(dir, 'shop.db'),
      OUTBOX_DIR: join(dir, 'outbox'),
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_MS: '8000',
      // Pages rendered, not answered from the page cache in a millisecond: the load must keep requests in flight at the
      // signal, which is what this test is about.
      PAGE_CACHE_MB: '0',
    },
  })
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  const started = Date.now()
  while (!output.includes('listening on port')) {
    if (child.exitCode !== null || Date.now() - started > 90_000) throw new Error(`server did not start:\n${output}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}, 120_000)

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

interface Outcome {
  status?: number
  connection?: string
  error?: string
}

test('SIGTERM under keep-alive load: requests in flight are answered (Connection: close), then exit 0', async () => {
  const pool = new Pool(`http://127.0.0.1:${port}`, { connections: CONNECTIONS, keepAliveTimeout: 60_000 })
  // "In flight at SIGTERM" = written to its socket before the signal and not answered yet. undici reports the moment
  // it writes a request's headers; a request still queued inside the client is not in flight.
  const onWire = new Set<number>()
  const onSendHeaders = (message: unknown) => {
    const id = /x-load-id: (\d+)/.exec((message as { headers: string }).headers)?.[1]
    if (id) onWire.add(Number(id))
  }
  subscribe('undici:client:sendHeaders', onSendHeaders)
  const pending = new Map<number, Promise<Outcome>>()
  const before: Outcome[] = []
  const after: Outcome[] = []
  let signalled = false
  let stop = false
  let n = 0
  const one = async (id: number): Promise<Outcome> => {
    try {
      // Every fifth request is an artwork the server encodes on libuv's thread pool (uncached: a new design each
      // time): while it encodes, the request is in flight and the event loop free, so the signal is handled with
      // requests in flight. Pages alone render in a few milliseconds, and the signal could land between them.
      const path = id % 5 === 4 ? `/media/design/${1 + (id % 250)}/320.avif` : PATHS[id % PATHS.length]!
      const res = await pool.request({ path, method: 'GET', headers: { host: HOST, 'x-load-id': String(id) } })
      await res.body.text()
      return { status: res.statusCode, connection: String(res.headers.connection ?? '') }
    } catch (e) {
      return { error: (e as { code?: string }).code ?? (e as Error).message }
    } finally {
      onWire.delete(id)
    }
  }
  const worker = async () => {
    while (!stop) {
      const id = n++
      const p = one(id)
      pending.set(id, p)
      const outcome = await p
      pending.delete(id)
      ;(signalled ? after : before).push(outcome)
      // After the signal each client stops at its first refused or closed connection, as a real one would back off.
      if (outcome.error) return
    }
  }
  // First renders load the page bundles; the load starts after them.
  for (const path of PATHS) await (await pool.request({ path, method: 'GET', headers: { host: HOST } })).body.text()
  const workers = Array.from({ length: CONNECTIONS }, () => worker())
  const loadStarted = Date.now()
  while (before.length < 40 && Date.now() - loadStarted < 15_000) await new Promise((r) => setTimeout(r, 20))

  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)))
  const atSignal = [...onWire].map((id) => pending.get(id)!)
  const signalledAt = Date.now()
  signalled = true
  child.kill('SIGTERM')
  const answered = await Promise.all(atSignal)
  const code = await exited
  const exitMs = Date.now() - signalledAt
  stop = true
  await Promise.all(workers)
  await pool.destroy()
  unsubscribe('undici:client:sendHeaders', onSendHeaders)

  const tally = (list: Outcome[]) =>
    list.reduce<Record<string, number>>((t, o) => {
      const key = o.error ?? `${o.status} ${o.connection}`
      t[key] = (t[key] ?? 0) + 1
      return t
    }, {})
  const report = JSON.stringify({ before: tally(before), atSignal: tally(answered), after: tally(after), exitMs })
  const draining = /"inFlight":(\d+)[^\n]*"msg":"SIGTERM: draining"/.exec(output)

  expect(before.length, report).toBeGreaterThanOrEqual(40)
  expect(
    before.filter((o) => o.status !== 200),
    report,
  ).toEqual([])
  expect(atSignal.length, report).toBeGreaterThanOrEqual(CONNECTIONS / 2)
  // Nothing in flight at SIGTERM failed: neither what the client had sent nor what the server was working on.
  expect(
    answered.filter((o) => o.status !== 200),
    report,
  ).toEqual([])
  expect(Number(draining?.[1]), output.slice(-2000)).toBeGreaterThan(0)
  // Requests sent after the signal got an answer or found the server gone; none got a server error. (One written
  // onto a keep-alive socket just as the server closes it idle is reset: HTTP/1.1 keep-alive has no way to warn the
  // client sooner. That is why a load balancer should see /readyz fail first.)
  expect(
    after.filter((o) => o.status !== undefined && o.status !== 200),
    report,
  ).toEqual([])
  expect([...answered, ...after].filter((o) => o.connection === 'close').length, report).toBeGreaterThan(0)
  expect(code, output.slice(-3000)).toBe(0)
  expect(exitMs, report).toBeLessThan(8_000)
  expect(output).toMatch(/"outcome":"clean"/)
  expect(output).not.toMatch(/"level":50/)
  console.log(report)
}, 60_000)
