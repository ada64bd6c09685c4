import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { request } from 'undici'

export interface BuiltServer {
  port: number
  /** The server process (for /proc figures such as its peak RSS). */
  pid: number | undefined
  /** Milliseconds from spawn to the first 200 answer of the shop home page. */
  firstOkMs: number
  /** CPU time (user + system) of the server's main thread by then, in ms (Linux /proc; undefined elsewhere). */
  cpuMs: number | undefined
  /** What the server printed so far (stdout and stderr). */
  output(): string
  stop(): Promise<void>
}

const root = resolve(fileURLToPath(import.meta.url), '../../..')

/**
 * utime + stime in ms from a Linux `/proc/.../stat` file (clock ticks of 10 ms): a process's (`/proc/PID/stat`, every
 * thread) or one thread's (`/proc/PID/task/TID/stat`); undefined when it cannot be read (gone, or not Linux).
 */
export function statCpuMs(statPath: string): number | undefined {
  try {
    const fields = readFileSync(statPath, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return undefined
  }
}

/** CPU time of a process's main thread; GC and I/O threads are not counted. */
const cpuTimeMs = (pid: number | undefined) => statCpuMs(`/proc/${pid}/task/${pid}/stat`)

/** A port nothing listens on right now (127.0.0.1). */
export const freePort = () =>
  new Promise<number>((done, fail) => {
    const s = createServer()
    s.once('error', fail)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => done(port))
    })
  })

/**
 * `node dist/server/server.mjs` as production runs it (no loader, no NODE_ENV: the build defaults to production), on
 * the given database, polled until the home page of `host` answers 200.
 */
export async function startBuiltServer(opts: {
  databasePath: string
  host?: string
  env?: Record<string, string>
  timeoutMs?: number
  /** The checkout whose build runs (default: this one); bench/sqlite-against-build.ts starts another commit's. */
  checkout?: string
  /** Arguments for node before the script (bench/engines.ts: a CPU profile). */
  nodeArgs?: string[]
}): Promise<BuiltServer> {
  const port = await freePort()
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATABASE_PATH: opts.databasePath, ...opts.env }
  delete env.NODE_ENV // vitest sets "test"; the build is production by itself
  if (opts.env?.NODE_ENV) env.NODE_ENV = opts.env.NODE_ENV
  const started = performance.now()
  const child: ChildProcess = spawn(process.execPath, [...(opts.nodeArgs ?? []), 'dist/server/server.mjs'], {
    cwd: opts.checkout ?? root,
    env,
  })
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const deadline = started + (opts.timeoutMs ?? 30_000)
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`)
    try {
      const res = await request(`http://127.0.0.1:${port}/`, { headers: { host: opts.host ?? 'wpx-es.localhost' } })
      await res.body.dump()
      if (res.statusCode === 200) break
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) {
      await stop()
      throw new Error(`no 200 within ${opts.timeoutMs ?? 30_000} ms:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 10))
  }
  const firstOkMs = performance.now() - started
  return { port, pid: child.pid, firstOkMs, cpuMs: cpuTimeMs(child.pid), output: () => output, stop }
}

/**
 * Runs the built server entry (`dist/server/server.mjs`) with only PATH and `env` until it exits, for starts that must
 * be refused: its exit code and what it wrote to stderr.
 */
export function runServerUntilExit(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [resolve(root, 'dist/server/server.mjs')], {
      env: { PATH: process.env.PATH, ...env },
    })
    let stderr = ''
    child.stderr.on('data', (d) => (stderr += d))
    child.on('close', (code) => done({ code, stderr }))
  })
}
