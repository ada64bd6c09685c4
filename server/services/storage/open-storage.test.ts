import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { openFileStorage } from './open-storage.js'
import { TEMP_PREFIX } from './file-storage.js'
import { TEMP_PREFIX as MULTIPART_TEMP_PREFIX } from '../../http/multipart.js'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'open-storage-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const silent = { info: () => {}, warn: () => {} }

it('the start sweeps temporary files a killed upload left (older than an hour) and keeps the rest', async () => {
  const now = Date.now()
  const file = (rel: string, ageMs: number) => {
    const p = join(dir, 'files', rel)
    mkdirSync(join(p, '..'), { recursive: true })
    writeFileSync(p, 'x')
    utimesSync(p, (now - ageMs) / 1000, (now - ageMs) / 1000)
  }
  file('uploads/.incoming-killed.part', 3 * 3_600_000)
  file('attachments/.incoming-killed.part', 2 * 3_600_000)
  file('media-cache/.incoming-killed.part', 2 * 3_600_000)
  file('uploads/.incoming-in-progress.part', 60_000)
  file('uploads/ab/abcd.jpg', 30 * 86_400_000)
  const logged: unknown[] = []
  const storage = await openFileStorage(
    { STORAGE_PATH: join(dir, 'files'), DATABASE_PATH: join(dir, 'db', 'shop.db') },
    { ...silent, info: (...args: unknown[]) => void logged.push(args) },
    now,
  )
  expect(storage.description).toBe(`filesystem ${join(dir, 'files')}`)
  expect(
    readdirSync(join(dir, 'files', 'uploads'), { recursive: true })
      .map(String)
      .sort(),
  ).toEqual(['.incoming-in-progress.part', 'ab', join('ab', 'abcd.jpg')])
  expect(readdirSync(join(dir, 'files', 'attachments'))).toEqual([])
  expect(readdirSync(join(dir, 'files', 'media-cache'))).toEqual([])
  expect(logged).toContainEqual([{ files: 3 }, 'deleted temporary files left by an interrupted upload'])
})

it('without STORAGE_PATH the storage is the folder of DATABASE_PATH, as before', async () => {
  const storage = await openFileStorage(
    { STORAGE_PATH: undefined, DATABASE_PATH: join(dir, 'data', 'shop.db') },
    silent,
  )
  expect(storage.description).toBe(`filesystem ${join(dir, 'data')}`)
  await storage.put('uploads/x.jpg', Buffer.from('x'))
  expect(readdirSync(join(dir, 'data', 'uploads'))).toEqual(['x.jpg'])
})

it('sweeps the names readMultipart gives its temporary files', () => {
  expect(MULTIPART_TEMP_PREFIX).toBe(TEMP_PREFIX)
})
