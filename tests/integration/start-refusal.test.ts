import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { runServerUntilExit } from '../helpers/built-server.js'

// The real server entry refuses a live start with bad settings: every key named, exit code 1, nothing written. The
// rules themselves are unit-tested (server/config/start-checks.test.ts); this only checks the entry wires them first.
test('the server entry refuses a live start naming every bad setting, and writes nothing', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-refused-'))
  const envFile = join(mkdtempSync(join(tmpdir(), 'shop-env-')), 'empty.env')
  writeFileSync(envFile, '')
  const { code, stderr } = await runServerUntilExit({
    ENV_FILE: envFile,
    SHOP_MODE: 'live',
    NODE_ENV: 'production',
    PORT: 'eighty',
    DATABASE_PATH: join(dir, 'data', 'shop.db'),
    OUTBOX_DIR: join(dir, 'outbox'),
  })
  expect(code).toBe(1)
  const keys = stderr
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.trim().split(': ')[0])
  expect(stderr).toMatch(/^Refusing to start \(SHOP_MODE=live\)/)
  expect(keys.slice(0, 4)).toEqual(['PORT', 'SESSION_SECRETS', 'AUTH_SECRET', 'SMTP_URL'])
  expect(keys).toContain('WPX-ES/es')
  expect(keys).toContain('TZ-ES/es')
  expect(readdirSync(dir)).toEqual([])
}, 60_000)

// Decision 030: the stored files' folder is checked with the other settings, named by its key, without a stack trace.
test('the server entry refuses a STORAGE_PATH that is a file, naming STORAGE_PATH', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-refused-storage-'))
  const envFile = join(dir, 'empty.env')
  writeFileSync(envFile, '')
  const file = join(dir, 'not-a-folder')
  writeFileSync(file, 'x')
  const { code, stderr } = await runServerUntilExit({
    ENV_FILE: envFile,
    NODE_ENV: 'production',
    PORT: '0',
    DATABASE_PATH: join(dir, 'data', 'shop.db'),
    OUTBOX_DIR: join(dir, 'outbox'),
    STORAGE_PATH: file,
  })
  expect(code).toBe(1)
  expect(stderr.trim()).toBe(
    `Refusing to start (SHOP_MODE=demo): 1 setting to fix\n  STORAGE_PATH: ${file} is a file, not a folder`,
  )
  // Nothing written: no database, no secrets, no outbox.
  expect(readdirSync(dir).sort()).toEqual(['empty.env', 'not-a-folder'])
}, 60_000)
