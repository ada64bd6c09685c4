/**
 * Catalog search latency: 50,000 Spanish designs in a temp SQLite file, then 2,000 realistic queries
 * (whole words, prefixes being typed, plurals, accents typed or not, two words, misses) through
 * searchCatalog — the same call the shop makes, COUNT included. Deterministic (seeded PRNG), so runs
 * compare. Run with `node scripts/run.js ts bench/search.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { closeDb, openDb } from '../db/client.js'
import { pick, seededRandom } from '../server/domain/catalog/seeded-random.js'
import {
  clearSearchIndex,
  ensureSearchIndex,
  indexSearchDocuments,
  searchCatalog,
  suggestSearchTerms,
  type SearchDocument,
} from '../server/services/catalog/catalog-search.js'

const DESIGNS = 50_000
const QUERIES = 2_000
const WARMUP = 200
const TARGET_P95_MS = 5

const MOTIFS = [
  'corazón',
  'flor',
  'mariposa',
  'estrella',
  'luna',
  'sol',
  'árbol',
  'montaña',
  'océano',
  'playa',
  'gato',
  'perro',
  'caballo',
  'búho',
  'pájaro',
  'delfín',
  'ballena',
  'tortuga',
  'león',
  'tigre',
  'unicornio',
  'dragón',
  'castillo',
  'princesa',
  'pirata',
  'cohete',
  'planeta',
  'nave',
  'tren',
  'avión',
  'bicicleta',
  'café',
  'taza',
  'pastel',
  'limón',
  'fresa',
  'sandía',
  'cactus',
  'hoja',
  'rosa',
  'girasol',
  'tulipán',
  'mandala',
  'ancla',
  'brújula',
  'mapa',
  'ciudad',
  'puente',
  'faro',
  'barco',
  'música',
  'guitarra',
  'corona',
  'diamante',
  'arcoíris',
  'nube',
  'copo',
  'pingüino',
  'zorro',
  'ciervo',
]
const STYLES = [
  'clásico',
  'mágico',
  'acuarela',
  'vintage',
  'minimalista',
  'geométrico',
  'romántico',
  'rústico',
  'nórdico',
  'tropical',
  'bohemio',
  'moderno',
  'pastel',
  'neón',
  'dorado',
  'plateado',
  'místico',
  'cósmico',
  'alegre',
  'elegante',
  'infantil',
  'floral',
  'étnico',
  'japonés',
  'árabe',
  'gótico',
  'pop',
  'retro',
  'salvaje',
  'dulce',
  'mediterráneo',
  'otoñal',
  'invernal',
  'primaveral',
  'veraniego',
  'artístico',
  'simétrico',
  'abstracto',
  'lúdico',
  'épico',
]
const PRODUCTS = ['taza', 'lienzo', 'cojín', 'camiseta', 'póster', 'puzzle', 'calendario', 'funda', 'imán', 'lámina']
const BODY_WORDS = [
  'diseño',
  'personalizado',
  'regalo',
  'original',
  'foto',
  'texto',
  'nombre',
  'colores',
  'impresión',
  'calidad',
  'cumpleaños',
  'navidad',
  'familia',
  'amigos',
]

const stripAccents = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '')
const plural = (w: string) => (/[aeiouáéíóú]$/.test(w) ? `${w}s` : `${stripAccents(w)}es`)
const capitalise = (w: string) => w.charAt(0).toUpperCase() + w.slice(1)

const random = seededRandom(42)

function makeDocs(): SearchDocument[] {
  const docs: SearchDocument[] = []
  for (let id = 1; id <= DESIGNS; id++) {
    const motif = pick(random, MOTIFS)
    const style = pick(random, STYLES)
    const product = pick(random, PRODUCTS)
    const title = `${capitalise(random() < 0.3 ? plural(motif) : motif)} ${style}`
    const body = `${capitalise(product)} con ${motif} de estilo ${style}: ${pick(random, BODY_WORDS)}, ${pick(random, BODY_WORDS)} y ${pick(random, BODY_WORDS)}.`
    docs.push({ kind: 'design', id, language: 'es', title, body, popularity: Math.floor(random() * 10_000) })
  }
  return docs
}

function makeQuery(): string {
  const motif = pick(random, MOTIFS)
  const style = pick(random, STYLES)
  const r = random()
  if (r < 0.2) return motif // whole word with accent as typed on a Spanish keyboard
  if (r < 0.35) return stripAccents(motif) // accent omitted
  if (r < 0.5) return plural(motif) // plural
  if (r < 0.65) return stripAccents(motif).slice(0, 2 + Math.floor(random() * 3)) // typing: 2-4 letters
  if (r < 0.8) return `${motif} ${style}` // two words
  if (r < 0.9) return `${plural(motif)} ${stripAccents(style).slice(0, 3)}` // plural + prefix being typed
  return pick(random, ['xilófono', 'zzz', 'qwerty', 'ornitorrinco', 'kayak azul', 'submarino']) // no results
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

const dir = mkdtempSync(join(tmpdir(), 'shop-search-bench-'))
try {
  const db = openDb(join(dir, 'bench.db'))
  const docs = makeDocs()
  const buildStart = performance.now()
  await ensureSearchIndex(db)
  await clearSearchIndex(db)
  await indexSearchDocuments(db, docs)
  const buildMs = performance.now() - buildStart

  const queries = Array.from({ length: QUERIES }, makeQuery)
  for (let i = 0; i < WARMUP; i++) await searchCatalog(db, { query: queries[i % queries.length]!, language: 'es' })

  const times: number[] = []
  let empty = 0
  let totalHits = 0
  for (const query of queries) {
    const t0 = performance.now()
    const result = await searchCatalog(db, { query, language: 'es' })
    times.push(performance.now() - t0)
    if (result.total === 0) empty++
    totalHits += result.total
  }
  times.sort((a, b) => a - b)

  const suggestTimes: number[] = []
  for (const query of ['xilófono', 'zzz', 'ornitorrinco', 'qwerty', 'submarino']) {
    const t0 = performance.now()
    await suggestSearchTerms(db, { query, language: 'es', limit: 5 })
    suggestTimes.push(performance.now() - t0)
  }

  const ms = (n: number) => `${n.toFixed(2)} ms`
  const p95 = percentile(times, 95)
  console.log(`designs indexed: ${DESIGNS.toLocaleString('en')} in ${ms(buildMs)}`)
  console.log(`queries: ${QUERIES} (${empty} without results, mean total ${Math.round(totalHits / QUERIES)} hits)`)
  console.log(
    `p50 ${ms(percentile(times, 50))}  p95 ${ms(p95)}  p99 ${ms(percentile(times, 99))}  max ${ms(times.at(-1)!)}`,
  )
  console.log(`suggestions (no-result path, 5 calls): max ${ms(Math.max(...suggestTimes))}`)
  console.log(`target p95 ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'PASS' : 'FAIL'}`)
  await closeDb(db)
} finally {
  rmSync(dir, { recursive: true, force: true })
}
