import { completeArticle } from './catalog-csv-complete.js'
import type {
  CatalogueArticle,
  CatalogueOption,
  CatalogueVariant,
  CsvColumn,
  CsvProblem,
} from './catalog-csv-format.js'
import type { CatalogueRecord, TextRecord, VariantRecord } from './catalog-csv-records.js'

type Of<T extends CatalogueRecord['type']> = Extract<CatalogueRecord, { type: T }>

/**
 * Records into articles: each key once, every reference to a record of the file, every article complete (texts in
 * the 12 languages, at least one variant), every variant naming one value of each of its article's options.
 */
export function assembleArticles(records: readonly CatalogueRecord[], problems: CsvProblem[]): CatalogueArticle[] {
  const of = <T extends CatalogueRecord['type']>(type: T) => records.filter((r): r is Of<T> => r.type === type)
  const once = uniqueness(problems)
  /** Positions order options, values and variants; two alike would leave the order (and the default) to chance. */
  const positionOnce = (scope: string, r: { line: number; position: number }, among: string) =>
    once(`position|${scope}|${r.position}`, r, 'position', `position ${r.position} among ${among}`)
  const articles = new Map<string, CatalogueArticle>()
  for (const r of of('article')) {
    if (!once(`code|${r.code}`, r, 'article', `article "${r.code}"`)) continue
    if (r.id !== null) once(`id|${r.id}`, r, 'id', `article id ${r.id}`)
    const { code, id, kind, popularity, attributes, line } = r
    const texts = {} as CatalogueArticle['texts']
    articles.set(code, { code, id, kind, popularity, attributes, texts, options: [], variants: [], line })
  }
  const article = (r: { line: number; article: string }) => {
    const found = articles.get(r.article)
    if (!found && r.article !== '')
      problems.push({ line: r.line, column: 'article', message: `no article record "${r.article}" in the file` })
    return found
  }
  for (const r of of('article_text')) {
    const a = article(r)
    if (a && once(`text|${r.article}|${r.language}`, r, 'language', `the ${r.language} text of "${r.article}"`))
      a.texts[r.language] = textOf(r)
  }
  const options = new Map<string, CatalogueOption>()
  for (const r of of('option')) {
    const a = article(r)
    if (!a || !once(`option|${r.article}|${r.option}`, r, 'option', `option "${r.option}" of "${r.article}"`)) continue
    positionOnce(`option|${r.article}`, r, `options of "${r.article}"`)
    const option = { key: r.option, position: r.position, labels: r.labels, values: [] }
    options.set(`${r.article}|${r.option}`, option)
    a.options.push(option)
  }
  for (const r of of('value')) {
    const option = options.get(`${r.article}|${r.option}`)
    if (!option) {
      if (article(r))
        problems.push({ line: r.line, column: 'option', message: `"${r.article}" has no option record "${r.option}"` })
      continue
    }
    const what = `value "${r.value}" of option "${r.option}" of "${r.article}"`
    if (!once(`value|${r.article}|${r.option}|${r.value}`, r, 'value', what)) continue
    positionOnce(`value|${r.article}|${r.option}`, r, `values of "${r.option}" of "${r.article}"`)
    option.values.push({ key: r.value, position: r.position, labels: r.labels })
  }
  const variants = new Map<string, CatalogueVariant>()
  const refused = new Set<CatalogueVariant>()
  for (const r of of('variant')) {
    const a = article(r)
    if (!a || !once(`sku|${r.sku}`, r, 'sku', `variant "${r.sku}"`)) continue
    positionOnce(`variant|${r.article}`, r, `variants of "${r.article}"`)
    const variant = variantOf(r)
    if (r.bad) refused.add(variant)
    variants.set(r.sku, variant)
    a.variants.push(variant)
  }
  const variant = (r: { line: number; sku: string }) => {
    const found = variants.get(r.sku)
    if (!found && r.sku !== '')
      problems.push({ line: r.line, column: 'sku', message: `no variant record "${r.sku}" in the file` })
    return found
  }
  for (const r of of('availability')) {
    const v = variant(r)
    const what = `availability of "${r.sku}" on ${r.brandSlug}/${r.siteCode}`
    if (v && once(`availability|${r.sku}|${r.brandSlug}|${r.siteCode}`, r, 'site', what))
      v.availability.push({ brandSlug: r.brandSlug, siteCode: r.siteCode })
  }
  for (const r of of('price')) {
    const v = variant(r)
    const key = `${r.sku}|${r.brandSlug}|${r.siteCode}|${r.currency}|${r.minQuantity}`
    const what = `the ${r.currency} price of "${r.sku}" for ${r.brandSlug}/${r.siteCode} from ${r.minQuantity}`
    if (v && once(`price|${key}`, r, 'min_quantity', what)) {
      const { brandSlug, siteCode, currency, minQuantity, amountMinor } = r
      v.prices.push({ brandSlug, siteCode, currency, minQuantity, amountMinor })
    }
  }
  for (const a of articles.values()) completeArticle(a, refused, problems)
  return [...articles.values()]
}

/** `key` seen before is reported on the later row, naming the line of the first. */
function uniqueness(problems: CsvProblem[]) {
  const seen = new Map<string, number>()
  return (key: string, r: { line: number }, column: CsvColumn, what: string): boolean => {
    const first = seen.get(key)
    if (first !== undefined) {
      problems.push({ line: r.line, column, message: `${what} is already on line ${first}` })
      return false
    }
    seen.set(key, r.line)
    return true
  }
}

const textOf = (r: TextRecord) => ({ name: r.name, namePlural: r.namePlural, description: r.description })

function variantOf(r: VariantRecord): CatalogueVariant {
  const { sku, options, widthMm, heightMm, bleedMm, minDpi, position, line } = r
  return { sku, options, widthMm, heightMm, bleedMm, minDpi, position, availability: [], prices: [], line }
}
