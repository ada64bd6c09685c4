import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engineOf, sqliteClient, tablesOf, type Db } from './client.js'
import { first } from './rows.js'
import { lockForTransaction, transaction } from './transaction.js'
import { openScratchDb, TEST_DATABASE_URL } from '../tests/helpers/test-database.js'

// On the engine under test: SQLite, or PostgreSQL on the PostgreSQL pass (TEST_DATABASE_URL).
let db: Db
let close: () => Promise<void>
beforeAll(async () => ({ db, close } = await openScratchDb()))
afterAll(() => close())

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms))
const usage = () => tablesOf(db).storageUsage
async function bytesOf(d: Db, key: string): Promise<number | undefined> {
  const { storageUsage } = tablesOf(d)
  return (await first(d.select().from(storageUsage).where(eq(storageUsage.key, key))))?.bytes
}
async function add(d: Db, key: string, bytes: number): Promise<void> {
  await d.insert(tablesOf(d).storageUsage).values({ key, bytes })
}

beforeEach(async () => {
  await db.delete(usage())
})

describe('an asynchronous transaction', () => {
  test('that fails after awaiting leaves nothing behind', async () => {
    await expect(
      transaction(db, async (tx) => {
        await add(tx, 'a', 1)
        await tick()
        await add(tx, 'b', 2)
        await tick()
        throw new Error('the request failed half way')
      }),
    ).rejects.toThrow('the request failed half way')
    expect(await db.select().from(usage())).toEqual([])
  })

  test('that succeeds commits every write, and a failing savepoint inside it takes back only its own', async () => {
    const result = await transaction(db, async (tx) => {
      await add(tx, 'kept', 1)
      await expect(
        transaction(tx, async (inner) => {
          await add(inner, 'undone', 2)
          await tick()
          throw new Error('inner')
        }),
      ).rejects.toThrow('inner')
      await add(tx, 'also kept', 3)
      return 'done'
    })
    expect(result).toBe('done')
    expect((await db.select().from(usage())).map((r) => r.key).sort()).toEqual(['also kept', 'kept'])
  })

  test('is not seen by another request before it commits, and sees nothing of it', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const writing = transaction(db, async (tx) => {
      await add(tx, 'pending', 7)
      await held
    })
    await tick(20)
    // Another request reads meanwhile: on SQLite it waits for the commit (the connection is the transaction's);
    // on PostgreSQL it runs at once on another connection, so it is awaited before the commit (a wait on a timer
    // alone let a slow new pool connection read after the commit on a busy machine). Neither sees an uncommitted row.
    const reading = bytesOf(db, 'pending')
    if (engineOf(db) === 'sqlite') {
      await tick(20)
      release()
      await writing
      expect(await reading).toBe(7)
    } else {
      expect(await reading).toBeUndefined()
      release()
      await writing
    }
    expect(await bytesOf(db, 'pending')).toBe(7)
  })

  test('read-then-write of one key from many requests at once stays exact (lockForTransaction)', async () => {
    await add(db, 'counter', 0)
    await Promise.all(
      Array.from({ length: 20 }, () =>
        transaction(db, async (tx) => {
          await lockForTransaction(tx, 'counter')
          const now = (await bytesOf(tx, 'counter'))!
          await tick(1)
          await tx
            .update(tablesOf(tx).storageUsage)
            .set({ bytes: now + 1 })
            .where(eq(tablesOf(tx).storageUsage.key, 'counter'))
        }),
      ),
    )
    expect(await bytesOf(db, 'counter')).toBe(20)
  })
})

describe.skipIf(Boolean(TEST_DATABASE_URL))('SQLite with another process holding the write lock', () => {
  test('a transaction waits on a timer, so the event loop and reads go on, then runs', async () => {
    const path = sqliteClient(db).name
    const Database = (await import('better-sqlite3')).default
    const other = new Database(path)
    other.exec('BEGIN IMMEDIATE')
    let ticks = 0
    const timer = setInterval(() => ticks++, 5)
    try {
      const writing = transaction(db, async (tx) => add(tx, 'after the other', 1))
      await tick(100)
      // The other process still holds the lock: nothing written, but this process kept running and reading.
      expect(ticks).toBeGreaterThan(5)
      expect(await bytesOf(db, 'after the other')).toBeUndefined()
      other.exec('COMMIT')
      await writing
      expect(await bytesOf(db, 'after the other')).toBe(1)
    } finally {
      clearInterval(timer)
      if (other.inTransaction) other.exec('ROLLBACK')
      other.close()
    }
  })

  test('a statement outside a transaction, an UPDATE ... RETURNING among them, waits too and answers its rows', async () => {
    await add(db, 'counted', 1)
    const other = new (await import('better-sqlite3')).default(sqliteClient(db).name)
    other.exec('BEGIN IMMEDIATE')
    try {
      const { storageUsage } = tablesOf(db)
      const updating = db
        .update(storageUsage)
        .set({ bytes: 2 })
        .where(eq(storageUsage.key, 'counted'))
        .returning({ bytes: storageUsage.bytes })
        .then((rows) => rows)
      await tick(60)
      other.exec('COMMIT')
      expect(await updating).toEqual([{ bytes: 2 }])
    } finally {
      if (other.inTransaction) other.exec('ROLLBACK')
      other.close()
    }
  })
})
