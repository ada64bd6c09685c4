import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { text } from 'node:stream/consumers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createFsStorage, storageRootProblem } from './fs-storage.js'
import { StorageKeyError, sweepTemporary, type FileStorage } from './file-storage.js'

let root: string
let storage: FileStorage

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'fs-storage-'))
  storage = createFsStorage(root)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** Every file below the root, relative ('/'-separated). */
const allFiles = (dir = root) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1))
    .sort()

describe('the filesystem storage', () => {
  it('put writes the whole file under its key, through a temporary file that does not stay', async () => {
    await storage.put('uploads/ab/abc.jpg', Buffer.from('photo'))
    expect(readFileSync(join(root, 'uploads/ab/abc.jpg'), 'utf8')).toBe('photo')
    expect(allFiles()).toEqual(['uploads/ab/abc.jpg'])
    expect((await storage.read('uploads/ab/abc.jpg'))?.toString()).toBe('photo')
    expect(await storage.stat('uploads/ab/abc.jpg')).toMatchObject({ bytes: 5 })
    expect(await text(storage.openRead('uploads/ab/abc.jpg'))).toBe('photo')
    // Overwrites atomically (the media cache rewrites a key with the same bytes).
    await storage.put('uploads/ab/abc.jpg', Buffer.from('photo2'))
    expect(readFileSync(join(root, 'uploads/ab/abc.jpg'), 'utf8')).toBe('photo2')
  })

  it('a reader never sees a torn file: while put writes, the key is absent or whole', async () => {
    const big = Buffer.alloc(8 * 1_048_576, 7)
    const seen: number[] = []
    const writing = storage.put('media-cache/big.bin', big)
    let done = false
    void writing.then(() => (done = true))
    while (!done) {
      const s = await storage.stat('media-cache/big.bin')
      seen.push(s ? s.bytes : 0)
      await new Promise((ok) => setImmediate(ok))
    }
    await writing
    expect(seen.every((n) => n === 0 || n === big.length)).toBe(true)
    expect((await storage.read('media-cache/big.bin'))?.equals(big)).toBe(true)
  })

  it('putFile moves a temporary file into place; an existing key is kept and the temporary file deleted', async () => {
    const dir = storage.tempDir('uploads')
    mkdirSync(dir, { recursive: true })
    const first = join(dir, '.incoming-1.part')
    writeFileSync(first, 'same content')
    expect(await storage.putFile('uploads/ab/abc.pdf', first)).toBe('stored')
    const second = join(dir, '.incoming-2.part')
    writeFileSync(second, 'same content')
    expect(await storage.putFile('uploads/ab/abc.pdf', second)).toBe('existing')
    expect(allFiles()).toEqual(['uploads/ab/abc.pdf'])
    expect(readFileSync(join(root, 'uploads/ab/abc.pdf'), 'utf8')).toBe('same content')
  })

  it('two writers of the same content-addressed key at once (two instances) both succeed with the whole file', async () => {
    const other = createFsStorage(root)
    const body = Buffer.alloc(2 * 1_048_576, 3)
    const dir = storage.tempDir('attachments')
    mkdirSync(dir, { recursive: true })
    const temps = Array.from({ length: 6 }, (_, i) => {
      const p = join(dir, `.incoming-${i}.part`)
      writeFileSync(p, body)
      return p
    })
    const results = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => (i % 2 ? storage : other).put('print-files/ab/same.jpg', body)),
      ...temps.map((t, i) => (i % 2 ? storage : other).putFile('attachments/same', t)),
    ])
    expect(results.slice(6).filter((r) => r === 'stored').length).toBeGreaterThanOrEqual(1)
    expect(allFiles()).toEqual(['attachments/same', 'print-files/ab/same.jpg'])
    expect(readFileSync(join(root, 'print-files/ab/same.jpg')).equals(body)).toBe(true)
    expect(readFileSync(join(root, 'attachments/same')).equals(body)).toBe(true)
  })

  it('a missing key: read and stat give null, exists false, openRead an ENOENT error, delete no error', async () => {
    expect(await storage.read('uploads/none.jpg')).toBeNull()
    expect(await storage.stat('uploads/none.jpg')).toBeNull()
    expect(await storage.exists('uploads/none.jpg')).toBe(false)
    await expect(text(storage.openRead('uploads/none.jpg'))).rejects.toMatchObject({ code: 'ENOENT' })
    await expect(storage.delete('uploads/none.jpg')).resolves.toBeUndefined()
    expect(await storage.list('nowhere')).toEqual([])
  })

  it('delete and list', async () => {
    await storage.put('attachments/a', Buffer.from('1'))
    await storage.put('attachments/b', Buffer.from('22'))
    await storage.put('attachments/sub/c', Buffer.from('333'))
    expect((await storage.list('attachments')).map((f) => [f.key, f.bytes]).sort()).toEqual([
      ['attachments/a', 1],
      ['attachments/b', 2],
    ])
    await storage.delete('attachments/a')
    expect(await storage.exists('attachments/a')).toBe(false)
    expect(await storage.exists('attachments/b')).toBe(true)
  })

  it.each([
    ['../outside', 'escapes'],
    ['uploads/../../outside', 'escapes'],
    ['uploads/..', 'escapes'],
    ['/etc/passwd', 'absolute'],
    ['C:/Windows/x', 'absolute'],
    ['uploads/a\0b', 'NUL'],
    ['uploads\\..\\x', 'backslash'],
    ['uploads//x', 'empty'],
    ['./uploads/x', 'empty or "."'],
    ['', 'empty'],
  ])('refuses the key %j (%s) before touching the disk', async (key, why) => {
    const outside = join(root, '..')
    const before = readdirSync(outside).sort()
    const calls: (() => unknown)[] = [
      () => storage.put(key, Buffer.from('x')),
      () => storage.read(key),
      () => storage.exists(key),
      () => storage.stat(key),
      () => storage.delete(key),
      () => storage.list(key),
      () => storage.putFile(key, join(root, 'nothing')),
      () => storage.openRead(key),
      () => storage.tempDir(key),
    ]
    for (const call of calls) {
      let error: unknown
      try {
        await call()
      } catch (err) {
        error = err
      }
      expect(error).toBeInstanceOf(StorageKeyError)
      expect((error as Error).message).toContain(why)
    }
    expect(readdirSync(outside).sort()).toEqual(before)
    expect(allFiles()).toEqual([])
  })
})

describe('sweepTemporary', () => {
  it('deletes .incoming-*.part files older than an hour in the given folders, keeps younger ones and stored files', async () => {
    const now = Date.now()
    const at = (rel: string, ageMs: number) => {
      const p = join(root, rel)
      mkdirSync(join(p, '..'), { recursive: true })
      writeFileSync(p, 'x')
      const t = (now - ageMs) / 1000
      utimesSync(p, t, t)
    }
    at('uploads/.incoming-old.part', 2 * 3_600_000)
    at('uploads/.incoming-young.part', 10 * 60_000)
    at('attachments/.incoming-old2.part', 25 * 3_600_000)
    at('uploads/ab/abcdef.jpg', 48 * 3_600_000)
    at('attachments/abcdef', 48 * 3_600_000)
    at('elsewhere/.incoming-old3.part', 2 * 3_600_000)
    const swept = await sweepTemporary(storage, ['uploads', 'attachments', 'print-files'], now)
    expect(swept.sort()).toEqual(['attachments/.incoming-old2.part', 'uploads/.incoming-old.part'])
    expect(allFiles()).toEqual([
      'attachments/abcdef',
      'elsewhere/.incoming-old3.part',
      'uploads/.incoming-young.part',
      'uploads/ab/abcdef.jpg',
    ])
  })
})

describe('storageRootProblem', () => {
  it('accepts an existing writable folder and a path that can be created below one', () => {
    expect(storageRootProblem(root)).toBeNull()
    expect(storageRootProblem(join(root, 'not', 'yet'))).toBeNull()
  })

  it('refuses a file, and a path below a file', () => {
    const file = join(root, 'a-file')
    writeFileSync(file, 'x')
    expect(storageRootProblem(file)).toBe(`${file} is a file, not a folder`)
    expect(storageRootProblem(join(file, 'sub'))).toContain(`${file} is a file, not a folder`)
  })

  // Root may write anywhere (permission bits do not stop it), so this is checked as an ordinary user only.
  it.skipIf(process.getuid?.() === 0)('refuses a folder this process may not write into', async () => {
    const { chmodSync } = await import('node:fs')
    const locked = join(root, 'locked')
    mkdirSync(locked)
    chmodSync(locked, 0o555)
    try {
      expect(storageRootProblem(locked)).toBe(`${locked} is not writable by this process`)
    } finally {
      chmodSync(locked, 0o755)
    }
  })
})
