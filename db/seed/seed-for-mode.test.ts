import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { closeDb, openDb, tablesOf, type Db } from '../client.js'
import { loadDemoCatalog } from './demo/seed-demo-shop.js'
import { seedForMode } from './seed-for-mode.js'
import { seedDerivations } from '../../server/services/ops/seed-derivations.js'

const NOW = Date.UTC(2026, 10, 23)
const rows = async (db: Db, table: 'articles' | 'customers' | 'helpTopics' | 'promotions' | 'reviews') =>
  (await db.select({ n: count() }).from(tablesOf(db)[table]))[0]!.n

describe('what a start writes into an empty database', () => {
  it('live mode: the tenants and the help centre, never demo accounts or a catalogue; then ops load the catalogue', async () => {
    const db = openDb(':memory:')
    expect(await seedForMode(db, 'live', NOW, seedDerivations)).toEqual({
      brands: 8,
      catalog: false,
      accounts: 0,
      help: true,
    })
    expect(await rows(db, 'customers')).toBe(0)
    expect(await rows(db, 'articles')).toBe(0)
    expect(await rows(db, 'helpTopics')).toBeGreaterThan(0)
    // `npm run ops -- demo load-catalog`: products and designs, but no made-up reviews or published promotion codes.
    expect(await loadDemoCatalog(db, NOW, seedDerivations)).toBe(true)
    expect(await rows(db, 'articles')).toBe(12)
    expect(await rows(db, 'reviews')).toBe(0)
    expect(await rows(db, 'promotions')).toBe(0)
    expect(await loadDemoCatalog(db, NOW, seedDerivations)).toBe(false)
    // A restart in live mode leaves everything as it is.
    expect(await seedForMode(db, 'live', NOW, seedDerivations)).toEqual({
      brands: 0,
      catalog: false,
      accounts: 0,
      help: false,
    })
    expect(await rows(db, 'customers')).toBe(0)
    await closeDb(db)
  }, 60_000)
})
