import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { closeDb, openDb, type Db } from '../../../db/client.js'
import { helpStructure, helpTexts } from '../../../db/seed/help-content.js'
import { helpBlockTopics, helpCategoryPage, helpCenterPage, helpTopicPage } from './help-center.js'
import { rebuildHelpSearchIndex, searchHelpTopics } from './help-search.js'
import { seedHelpIfEmpty } from '../../../db/seed/seed-help.js'
import { seedDerivations } from '../ops/seed-derivations.js'

let db: Db
const content = { structure: helpStructure, texts: helpTexts }
const es = { brandSlug: 'WPX-ES', language: 'es' }

beforeAll(async () => {
  db = openDb(':memory:')
  const seeded = await seedHelpIfEmpty(
    db,
    content,
    [
      { brandSlug: 'WPX-ES', displayName: 'WallPix España', languages: ['es', 'de', 'fr', 'pl'] },
      { brandSlug: 'WPX-PL', displayName: 'WallPix Polska', languages: ['pl'] },
    ],
    seedDerivations,
  )
  expect(seeded).toBe(true)
})
afterAll(() => closeDb(db))

describe('seeding', () => {
  test('runs once; texts are per brand with the brand name in them and slugs from the titles', async () => {
    expect(
      await seedHelpIfEmpty(db, content, [{ brandSlug: 'X', displayName: 'X', languages: ['es'] }], seedDerivations),
    ).toBe(false)
    const es90 = (await helpTopicPage(db, es, 90))!
    expect(es90.topic.title).toBe('¿Qué formas de pago puedo usar?')
    expect(es90.topic.slug).toBe('qué-formas-de-pago-puedo-usar')
    const text = (page: NonNullable<Awaited<ReturnType<typeof helpTopicPage>>>) => JSON.stringify(page.topic.blocks)
    expect(text(es90)).toContain('WallPix España acepta')
    const pl90 = (await helpTopicPage(db, { brandSlug: 'WPX-PL', language: 'pl' }, 90))!
    expect(text(pl90)).toContain('WallPix Polska przyjmuje')
    expect(text(es90)).not.toContain('{brand}')
    expect(await helpTopicPage(db, { brandSlug: 'WPX-PL', language: 'es' }, 90)).toBeNull()
    expect(es90.slugs).toEqual({
      es: 'qué-formas-de-pago-puedo-usar',
      de: 'welche-zahlungsarten-kann-ich-nutzen',
      fr: 'quels-moyens-de-paiement-puis-je-utiliser',
      pl: 'jakie-metody-płatności-mogę-wybrać',
    })
  })
})

describe('search uses the catalog folding', () => {
  const ids = (language: 'es' | 'de' | 'pl', query: string, brandSlug = 'WPX-ES') =>
    searchHelpTopics(db, { brandSlug, language, query })
  test('with and without accents, any case, title matches first', async () => {
    expect((await ids('es', 'envío'))[0]).toBe(23)
    expect(await ids('es', 'envio')).toEqual(await ids('es', 'envío'))
    expect(await ids('es', 'ENVIO')).toEqual(await ids('es', 'envío'))
    expect((await ids('es', 'transferencia'))[0]).toBe(35)
    expect(await ids('pl', 'płatności')).toContain(90)
    expect(await ids('pl', 'platnosci')).toEqual(await ids('pl', 'płatności'))
    expect(await ids('de', 'rücksendung')).toEqual(await ids('de', 'ruecksendung'))
    expect(await ids('de', 'rucksendung')).toEqual(await ids('de', 'ruecksendung'))
  })
  test('every word must match; nothing typed or nothing found is an empty list; scoped to brand and language', async () => {
    expect(await ids('es', 'factura empresa')).toEqual([31])
    expect(await ids('es', 'zzzqqq')).toEqual([])
    expect(await ids('es', ' "*( ')).toEqual([])
    expect(await ids('pl', 'faktura', 'WPX-PL')).toEqual([31])
    expect(await ids('es', 'faktura')).toEqual([])
  })
  test('the index can be rebuilt from the texts', async () => {
    expect(await rebuildHelpSearchIndex(db)).toBe(helpStructure.flatMap((c) => c.topics).length * 5)
    expect((await ids('es', 'envio'))[0]).toBe(23)
  })
})

describe('page use cases', () => {
  test('index: categories with topics in order, the four stages with their topics, search results with excerpts', async () => {
    const page = await helpCenterPage(db, es, null)
    expect(page.categories.map((c) => c.id)).toEqual([3, 5, 1, 2, 7, 6])
    expect(page.categories[0]!.path).toBe('/help-center/category/pedidos-y-pagos_3')
    expect(page.stages.map((s) => [s.key, s.topics.map((t) => t.id)])).toEqual([
      ['beforePurchase', [90, 23, 25, 27]],
      ['ordersWaiting', [17, 21, 33, 29]],
      ['ordersReceived', [8, 11, 26, 31]],
      ['orderCompleted', [17, 21, 31, 29]],
    ])
    expect(page.stages[0]!.category?.name).toBe('Pedidos y pagos')
    expect(page.stages[3]!.category).toBeNull()
    expect(page.search).toBeNull()
    const found = await helpCenterPage(db, es, 'iban')
    expect(found.search!.results.map((r) => r.id)).toEqual(expect.arrayContaining([35, 26]))
    expect(found.search!.results[0]!.excerpt.length).toBeLessThanOrEqual(160)
  })
  test('topic: related topics of its category, and links between topics point at canonical paths', async () => {
    const page = (await helpTopicPage(db, es, 11))!
    expect(page.category.id).toBe(7)
    expect(page.related.map((t) => t.id)).toEqual([8, 26])
    expect(JSON.stringify(page.topic.blocks)).toContain(
      '"href":"/help-center/topic/mi-producto-ha-llegado-dañado-o-defectuoso_8"',
    )
    expect(await helpTopicPage(db, es, 9999)).toBeNull()
  })
  test('category and help blocks', async () => {
    expect((await helpCategoryPage(db, es, 1))!.topics.map((t) => t.id)).toEqual([45, 41, 43, 47])
    expect(await helpCategoryPage(db, es, 4)).toBeNull()
    expect((await helpBlockTopics(db, es, 'CART')).map((t) => t.id)).toEqual([90, 23, 25, 27])
    expect((await helpBlockTopics(db, es, 'SEARCH_PAGE')).map((t) => t.id)).toEqual([47, 45, 41, 43])
    expect(await helpBlockTopics(db, { brandSlug: 'NONE', language: 'es' }, '404')).toEqual([])
  })
})
