import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '../../db/client.js'
import { openScratchDb } from '../helpers/test-database.js'
import {
  clearSearchIndex,
  ensureSearchIndex,
  indexSearchDocuments,
  searchCatalog,
  suggestSearchTerms,
  type SearchDocument,
} from '../../server/services/catalog/catalog-search.js'

const DOCS: SearchDocument[] = [
  { kind: 'design', id: 1, language: 'es', title: 'Taza clásica', body: 'Una taza blanca de cerámica', popularity: 10 },
  {
    kind: 'design',
    id: 2,
    language: 'es',
    title: 'Tazas mágicas',
    body: 'Cambian de color con el calor',
    popularity: 50,
  },
  {
    kind: 'design',
    id: 3,
    language: 'es',
    title: 'Canción de cuna',
    body: 'Lámina para el cuarto del bebé',
    popularity: 5,
  },
  // Body-only match for "taza", far more popular than the title matches: must still rank after them.
  {
    kind: 'design',
    id: 4,
    language: 'es',
    title: 'Flores de verano',
    body: 'Ideal para regalar con una taza',
    popularity: 999,
  },
  { kind: 'article', id: 10, language: 'es', title: 'Lienzo', body: 'Lienzo sobre bastidor de madera', popularity: 70 },
  { kind: 'tag', id: 20, language: 'es', title: 'Regalos', body: 'Ideas para regalar', popularity: 30 },
  {
    kind: 'design',
    id: 5,
    language: 'de',
    title: 'Grüße aus München',
    body: 'Postkarte mit Stadtansicht',
    popularity: 40,
  },
  { kind: 'design', id: 6, language: 'de', title: 'Taza', body: 'Spanisches Wort für Tasse', popularity: 1 },
  // Identical text shape, different popularity: the score ties, popularity decides.
  { kind: 'design', id: 7, language: 'es', title: 'Lienzo rojo', body: 'Decoración moderna', popularity: 20 },
  { kind: 'design', id: 8, language: 'es', title: 'Lienzo azul', body: 'Decoración moderna', popularity: 60 },
]

// On SQLite (FTS5) and, on the PostgreSQL pass, on PostgreSQL (tsvector + GIN): the same expectations.
let scratch: Awaited<ReturnType<typeof openScratchDb>>
let db: Db
beforeAll(async () => {
  scratch = await openScratchDb()
  db = scratch.db
  await ensureSearchIndex(db)
  await indexSearchDocuments(db, DOCS)
})
afterAll(() => scratch.close())

const ids = async (query: string, language: 'es' | 'de' = 'es') =>
  (await searchCatalog(db, { query, language })).hits.map((h) => h.id)

describe('matching', () => {
  test('a plural query finds singular and plural titles; case does not matter', async () => {
    expect(await ids('tazas')).toEqual(expect.arrayContaining([1, 2]))
    expect(await ids('TAZA')).toEqual(expect.arrayContaining([1, 2]))
    expect(await ids('taz')).toEqual(expect.arrayContaining([1, 2]))
  })
  test('accents are optional on either side', async () => {
    expect(await ids('cancion')).toEqual([3])
    expect(await ids('Canción')).toEqual([3])
    expect(await ids('magicas')).toEqual([2])
  })
  test('münchen, muenchen and munchen all find the German title', async () => {
    for (const q of ['münchen', 'muenchen', 'munchen', 'MÜNCHEN', 'grüße', 'gruesse', 'grusse'])
      expect(await ids(q, 'de'), q).toEqual([5])
  })
  test('all words are required', async () => {
    expect(await ids('taza blanca')).toEqual([1])
    expect(await ids('taza verde')).toEqual([])
  })
  test('only the requested language is searched', async () => {
    expect(await ids('münchen', 'es')).toEqual([])
    expect(await ids('taza', 'es')).not.toContain(6)
    expect(await ids('taza', 'de')).toEqual([6])
  })
  test('the kinds filter keeps only the requested kinds', async () => {
    expect((await searchCatalog(db, { query: 'lienzo', language: 'es', kinds: ['article'] })).hits).toEqual([
      { kind: 'article', id: 10, rank: expect.any(Number) },
    ])
    expect(
      (await searchCatalog(db, { query: 'regal', language: 'es', kinds: ['tag', 'article'] })).hits.map((h) => h.id),
    ).toEqual([20])
    expect(await searchCatalog(db, { query: 'regal', language: 'es', kinds: [] })).toEqual({ total: 0, hits: [] })
  })
  test('FTS5 syntax in the input is searched as words and never throws', async () => {
    for (const q of [
      '"',
      '""',
      'NEAR(',
      'NEAR(taza clásica)',
      'taza OR lienzo',
      'title:taza',
      '*',
      '^taza',
      '(',
      'taza AND',
      '-',
      "l'été",
      '🙂',
    ]) {
      await expect(searchCatalog(db, { query: q, language: 'es' }), q).resolves.toHaveProperty('hits')
    }
    // OR is a required word, not an operator: nothing has the word "or...".
    expect(await ids('taza OR lienzo')).toEqual([])
    expect(await ids('NEAR(taza clásica)')).toEqual([])
    expect(await ids('"taza"')).toEqual(expect.arrayContaining([1, 2]))
  })
  test('a blank query finds nothing', async () => {
    expect(await searchCatalog(db, { query: '  ', language: 'es' })).toEqual({ total: 0, hits: [] })
  })
})

describe('ranking', () => {
  test('a title match outranks a more popular body-only match', async () => {
    const result = await searchCatalog(db, { query: 'taza', language: 'es' })
    const order = result.hits.map((h) => h.id)
    expect(order).toHaveLength(3)
    expect(order.slice(0, 2).sort()).toEqual([1, 2])
    expect(order[2]).toBe(4)
    const ranks = result.hits.map((h) => h.rank)
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks)
  })
  test('among equal matches, popularity decides', async () => {
    const { hits } = await searchCatalog(db, { query: 'decoración moderna', language: 'es' })
    expect(hits.map((h) => h.id)).toEqual([8, 7])
    expect(hits[0]!.rank).toBe(hits[1]!.rank)
  })
})

describe('paging', () => {
  test('limit and offset page through the hits; total counts them all', async () => {
    const all = await searchCatalog(db, { query: 'lienzo', language: 'es' })
    expect(all.total).toBe(3)
    const page1 = await searchCatalog(db, { query: 'lienzo', language: 'es', limit: 2 })
    const page2 = await searchCatalog(db, { query: 'lienzo', language: 'es', limit: 2, offset: 2 })
    const page3 = await searchCatalog(db, { query: 'lienzo', language: 'es', limit: 2, offset: 4 })
    expect(page1.total).toBe(3)
    expect(page2.total).toBe(3)
    expect(page3).toEqual({ total: 3, hits: [] })
    expect([...page1.hits, ...page2.hits]).toEqual(all.hits)
  })
  test('the limit is clamped to 1..100', async () => {
    expect((await searchCatalog(db, { query: 'lienzo', language: 'es', limit: 0 })).hits).toHaveLength(1)
    expect((await searchCatalog(db, { query: 'lienzo', language: 'es', limit: 10_000 })).hits).toHaveLength(3)
  })
})

describe('suggestions', () => {
  test('a query without results suggests popular titles starting like its first word', async () => {
    expect(await ids('tazzzas')).toEqual([])
    const s = await suggestSearchTerms(db, { query: 'tazzzas rojas', language: 'es', limit: 5 })
    expect(s.map((x) => x.title)).toEqual(['tazas magicas', 'taza clasica'])
    expect(s[0]).toEqual({ kind: 'design', id: 2, title: 'tazas magicas' })
  })
  test('German suggestions show the readable folded title, not the extra variants', async () => {
    expect((await suggestSearchTerms(db, { query: 'grüsli', language: 'de', limit: 5 })).map((x) => x.title)).toEqual([
      'gruesse aus muenchen',
    ])
  })
  test('with no title starting that way, the most popular titles of the language', async () => {
    const s = await suggestSearchTerms(db, { query: 'xyz', language: 'es', limit: 3 })
    expect(s.map((x) => x.id)).toEqual([4, 10, 8])
  })
})

test('clearing empties the index', async () => {
  await clearSearchIndex(db)
  expect(await searchCatalog(db, { query: 'taza', language: 'es' })).toEqual({ total: 0, hits: [] })
  await indexSearchDocuments(db, DOCS)
  expect(await ids('taza')).toHaveLength(3)
})

test('a document indexed twice is refused and the batch leaves the index unchanged', async () => {
  const doc: SearchDocument = { kind: 'tag', id: 99, language: 'es', title: 'Duplicado', body: '', popularity: 1 }
  await expect(indexSearchDocuments(db, [doc, { ...doc, popularity: 2 }])).rejects.toThrow(
    /indexed twice: tag 99 \(es\)/,
  )
  await indexSearchDocuments(db, [doc])
  await expect(indexSearchDocuments(db, [{ ...doc, title: 'Otro' }])).rejects.toThrow(/indexed twice/)
  expect((await searchCatalog(db, { query: 'duplicado', language: 'es' })).total).toBe(1)
  expect(await ids('otro')).toEqual([])
  // The same id in another kind or language is a different document.
  await indexSearchDocuments(db, [
    { ...doc, kind: 'design' },
    { ...doc, language: 'de' },
  ])
  expect((await searchCatalog(db, { query: 'duplicado', language: 'es' })).total).toBe(2)
})

test('an id outside 0..2^32-1 is refused', async () => {
  await expect(
    indexSearchDocuments(db, [{ kind: 'tag', id: -1, language: 'es', title: 'x', body: '', popularity: 0 }]),
  ).rejects.toThrow(RangeError)
  await expect(
    indexSearchDocuments(db, [{ kind: 'tag', id: 2 ** 32, language: 'es', title: 'x', body: '', popularity: 0 }]),
  ).rejects.toThrow(RangeError)
})
