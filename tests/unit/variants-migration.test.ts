import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import { afterAll, expect, test } from 'vitest'
import { closeDb, MIGRATIONS_DIR, openDb } from '../../db/client.js'
import { chosenLinesOf } from '../../db/queries/cart.js'
import { availableVariantRows, variantPriceRows } from '../../db/queries/variants.js'

// A shop from before variants (migrations up to 0021) with an article, its prices, a brand selling it and an open
// cart: after 0022 and 0023 the article is one variant of its size, priced and sold as before, and the cart line is
// on that variant (decision 040).
const dir = mkdtempSync(join(tmpdir(), 'variants-migration-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test('an article becomes one variant with its size, bleed, prices and brands; open cart lines follow', async () => {
  const oldMigrations = join(dir, 'migrations')
  cpSync(MIGRATIONS_DIR, oldMigrations, { recursive: true })
  const journalPath = join(oldMigrations, 'meta/_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] }
  journal.entries = journal.entries.filter((e) => e.tag <= '0021')
  writeFileSync(journalPath, JSON.stringify(journal))
  const path = join(dir, 'shop.db')
  const sqlite = new Database(path)
  migrate(drizzle(sqlite), { migrationsFolder: oldMigrations })
  sqlite.exec(`
    insert into articles (id, code, kind, print_width_mm, print_height_mm, min_dpi, attributes, popularity, created_at)
      values (104, 'canvas-30x40', 'CANVAS', 300, 400, 100, '{}', 1, 0);
    insert into article_prices values (104, 'EUR', 3495), (104, 'PLN', 14900);
    insert into article_availability values (104, 'WPX-ES', '*'), (104, 'WPX-PL', 'pl');
    insert into carts values ('cart1', 'session1', 'WPX-ES', 'es', null, 0, 0);
    insert into cart_lines values ('line1', 'cart1', 104, null, null, 2, 0);
  `)
  sqlite.close()

  const db = openDb(path)
  const es = {
    language: 'es',
    brandSlug: 'WPX-ES',
    siteCode: 'es',
    currency: 'EUR',
    allowDecimals: true,
    timeZone: 'Europe/Madrid',
  }
  const [variant] = await availableVariantRows(db, es)
  expect(variant).toMatchObject({ articleId: 104, sku: 'canvas-30x40', options: {}, printWidthMm: 300, bleedMm: 20 })
  expect(await variantPriceRows(db, es)).toEqual([
    { variantId: variant!.id, brandSlug: '*', siteCode: '*', currency: 'EUR', minQuantity: 1, amountMinor: 3495 },
  ])
  const pl = { ...es, language: 'pl', brandSlug: 'WPX-PL', siteCode: 'pl', currency: 'PLN' }
  expect((await variantPriceRows(db, pl)).map((r) => r.amountMinor)).toEqual([14900])
  expect(await availableVariantRows(db, { ...pl, siteCode: 'cz' })).toEqual([])
  expect(await chosenLinesOf(db, 'cart1')).toMatchObject([{ lineId: 'line1', articleId: 104, variantId: variant!.id }])
  await closeDb(db)
})
