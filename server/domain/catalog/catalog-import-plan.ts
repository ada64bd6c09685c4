import { MAX_ARTICLE_ID, type CatalogueArticle, type CatalogueVariant, type CsvProblem } from './catalog-csv-format.js'
import { sameFields, sameOptions, sameSpec, sameTexts } from './catalog-import-compare.js'

/** A variant of the file and what writing it takes: nothing, when `spec` and `sales` are both false. */
export interface VariantStep {
  variant: CatalogueVariant
  /** The stored variant's id, or null for a new one. */
  id: number | null
  spec: boolean
  sales: boolean
}

export interface ArticleStep {
  /** With its id: the stored one, the file's, or the next free one. */
  article: CatalogueArticle & { id: number }
  isNew: boolean
  fields: boolean
  texts: boolean
  options: boolean
  variants: VariantStep[]
}

/** Rows the import adds and removes, for the dry run's report. */
export interface RowCounts {
  availabilityAdded: number
  availabilityRemoved: number
  pricesAdded: number
  pricesRemoved: number
  pricesChanged: number
}

export interface ImportPlan {
  articles: ArticleStep[]
  /** Stored variants the file leaves out that are sold now: they lose their availability, nothing else. */
  withdrawn: { id: number; sku: string }[]
  /** Stored articles the file leaves out (kept: orders and designs refer to them). */
  absentArticles: string[]
  rows: RowCounts
}

/** Stored articles carry their ids; their variants are known by sku. */
export type StoredArticle = CatalogueArticle & { id: number; variantIds: Record<string, number> }

/**
 * What importing `incoming` over `stored` writes. Articles match by code and keep their id; variants match by sku and
 * stay with their article. Problems here are the ones only the stored catalogue reveals (ids, skus elsewhere).
 * `scope` 'whole': incoming is the whole range (a file import), what it leaves out is no longer sold; 'articles':
 * incoming are some articles (the console's catalogue section), only their own left-out variants are withdrawn.
 */
export function planImport(
  stored: readonly StoredArticle[],
  incoming: readonly CatalogueArticle[],
  scope: 'whole' | 'articles' = 'whole',
): { ok: true; plan: ImportPlan } | { ok: false; problems: CsvProblem[] } {
  const problems: CsvProblem[] = []
  const byCode = new Map(stored.map((a) => [a.code, a]))
  const byId = new Map(stored.map((a) => [a.id, a]))
  const skuOwner = new Map(stored.flatMap((a) => Object.keys(a.variantIds).map((sku) => [sku, a] as const)))
  let nextId = Math.max(0, ...stored.map((a) => a.id), ...incoming.map((a) => a.id ?? 0)) + 1
  const rows: RowCounts = {
    availabilityAdded: 0,
    availabilityRemoved: 0,
    pricesAdded: 0,
    pricesRemoved: 0,
    pricesChanged: 0,
  }
  const steps: ArticleStep[] = []
  for (const a of incoming) {
    const old = byCode.get(a.code)
    const taken = a.id === null ? undefined : byId.get(a.id)
    if (old && a.id !== null && a.id !== old.id)
      problems.push({
        line: a.line,
        column: 'id',
        message: `"${a.code}" is article ${old.id} in the shop; an id never changes (write ${old.id} or leave it empty)`,
      })
    else if (!old && taken)
      problems.push({
        line: a.line,
        column: 'id',
        message: `${a.id} is article "${taken.code}" in the shop; a new article needs a free id`,
      })
    const id = old?.id ?? a.id ?? nextId++
    if (id >= MAX_ARTICLE_ID)
      problems.push({
        line: a.line,
        column: 'id',
        message: `no article id below ${MAX_ARTICLE_ID} is left for "${a.code}"`,
      })
    for (const v of a.variants) {
      const owner = skuOwner.get(v.sku)
      if (owner && owner.code !== a.code)
        problems.push({
          line: v.line,
          column: 'sku',
          message: `"${v.sku}" is a variant of "${owner.code}" in the shop; a variant stays with its article`,
        })
    }
    const variants = a.variants.map((v) =>
      variantStep(
        v,
        old?.variants.find((o) => o.sku === v.sku),
        old?.variantIds[v.sku],
        rows,
      ),
    )
    steps.push({
      article: { ...a, id },
      isNew: !old,
      fields: !old || !sameFields(old, a),
      texts: !old || !sameTexts(old, a),
      options: !old || !sameOptions(old.options, a.options),
      variants,
    })
  }
  if (problems.length) return { ok: false, problems: problems.sort((x, y) => x.line - y.line) }
  const inFile = new Set(incoming.flatMap((a) => a.variants.map((v) => v.sku)))
  const inScope = scope === 'whole' ? stored : stored.filter((a) => incoming.some((i) => i.code === a.code))
  const withdrawn = inScope.flatMap((a) =>
    a.variants
      .filter((v) => !inFile.has(v.sku) && v.availability.length)
      .map((v) => ({ id: a.variantIds[v.sku]!, sku: v.sku, n: v.availability.length })),
  )
  rows.availabilityRemoved += withdrawn.reduce((n, w) => n + w.n, 0)
  const absentArticles = inScope.filter((a) => !incoming.some((i) => i.code === a.code)).map((a) => a.code)
  return {
    ok: true,
    plan: { articles: steps, withdrawn: withdrawn.map(({ id, sku }) => ({ id, sku })), absentArticles, rows },
  }
}

function variantStep(
  v: CatalogueVariant,
  old: CatalogueVariant | undefined,
  id: number | undefined,
  rows: RowCounts,
): VariantStep {
  const had = new Set((old?.availability ?? []).map(scope))
  const has = new Set(v.availability.map(scope))
  rows.availabilityAdded += [...has].filter((k) => !had.has(k)).length
  rows.availabilityRemoved += [...had].filter((k) => !has.has(k)).length
  const before = new Map((old?.prices ?? []).map((p) => [priceKey(p), p.amountMinor]))
  const after = new Map(v.prices.map((p) => [priceKey(p), p.amountMinor]))
  const added = [...after.keys()].filter((k) => !before.has(k)).length
  const removed = [...before.keys()].filter((k) => !after.has(k)).length
  const changed = [...after].filter(([k, amount]) => before.has(k) && before.get(k) !== amount).length
  rows.pricesAdded += added
  rows.pricesRemoved += removed
  rows.pricesChanged += changed
  const sales = had.size !== has.size || [...has].some((k) => !had.has(k)) || added + removed + changed > 0
  return { variant: v, id: id ?? null, spec: !old || !sameSpec(old, v), sales: !old || sales }
}

const scope = (s: { brandSlug: string; siteCode: string }) => `${s.brandSlug}|${s.siteCode}`
const priceKey = (p: CatalogueVariant['prices'][number]) =>
  `${p.brandSlug}|${p.siteCode}|${p.currency}|${p.minQuantity}`
