import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { closeDb, openDb } from '../../../db/client.js'
import { checkHealth, checkReadiness } from './health.js'

const dir = mkdtempSync(join(tmpdir(), 'health-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test('ready while the database reads; not ready while draining or once the database is gone', async () => {
  const db = openDb(join(dir, 'shop.db'))
  expect(await checkReadiness(db, false)).toEqual({ ready: true })
  expect(await checkReadiness(db, true)).toEqual({ ready: false, reason: 'draining' })
  await closeDb(db)
  expect(await checkReadiness(db, false)).toEqual({ ready: false, reason: 'database' })
  await expect(checkHealth(db)).rejects.toThrow()
})
