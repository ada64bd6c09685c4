import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestApp } from './test-app.js'

const root = resolve(fileURLToPath(import.meta.url), '../../..')

/**
 * The real ops CLI in a child process (through `npm run ops`'s launcher: the compiled CLI when the build is current) against a running test shop's database, as ops would use it. Async on
 * purpose: a blocking spawn would stall the test server in this same process (its sockets time out).
 */
export async function runOps(
  app: TestApp,
  input: string | undefined,
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return runCli('ops', app, input, args)
}

/** The tenant CLI (`npm run tenant`) the same way, against the running test shop's database. */
export async function runTenant(
  app: TestApp,
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return runCli('tenant', app, undefined, args)
}

/**
 * The ops CLI with only the database settings and `env` in its environment (none of the shop's PORT, SHOP_MODE,
 * PUBLIC_*), as an operator's shell would run it: what it knows of the shop comes from the env file (ENV_FILE).
 */
export async function runOpsBare(
  app: TestApp,
  env: Record<string, string>,
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(PORT|SHOP_MODE|PUBLIC_|ENV_FILE$)/.test(k)),
  )
  return spawnCli('ops', { ...inherited, ...app.databaseEnv, OUTBOX_DIR: app.outboxDir, ...env }, undefined, args)
}

function runCli(
  cli: 'ops' | 'tenant',
  app: TestApp,
  input: string | undefined,
  args: readonly string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // The shop's own settings, as ops would run it next to the shop (links name the shop's public origin).
  return spawnCli(
    cli,
    {
      ...process.env,
      ...app.databaseEnv,
      OUTBOX_DIR: app.outboxDir,
      SHOP_MODE: app.env.SHOP_MODE,
      PORT: String(app.env.PORT),
      PUBLIC_SCHEME: app.env.PUBLIC_SCHEME,
      ...(app.env.PUBLIC_PORT ? { PUBLIC_PORT: String(app.env.PUBLIC_PORT) } : {}),
    },
    input,
    args,
  )
}

function spawnCli(
  cli: 'ops' | 'tenant',
  env: NodeJS.ProcessEnv,
  input: string | undefined,
  args: readonly string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['scripts/run.js', cli, ...args], { cwd: root, env })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    child.on('close', (code) => done({ code, stdout, stderr }))
    child.stdin.end(input ?? '')
  })
}
