import {
  enableArticles,
  listArticles,
  setArticlePrice,
  type ArticleSelection,
} from '../../server/services/catalog/catalog-admin.js'
import { printReadiness, storedBrand } from './brand-lookup.js'
import { exportCommand, importCommand } from './catalog-csv-commands.js'
import { command, fail, type CommandGroup, type OpsContext } from './command.js'

/**
 * `catalog articles|enable-articles|set-price|export|import`: what a brand sells (the CSV pair: catalog-csv-commands.ts). Articles (and the designs made on them) are
 * shared by every brand; a brand sells those enabled for it, at the article's price in each site's currency.
 */

const articles = command({
  async run({ db }) {
    const rows = await listArticles(db)
    if (rows.length === 0) console.log('no articles: load the demo catalogue (npm run ops -- demo load-catalog)')
    for (const a of rows)
      console.log(
        [
          String(a.id).padStart(4),
          a.code.padEnd(16),
          a.kind.padEnd(12),
          Object.entries(a.prices)
            .map(([c, p]) => `${c} ${p}`)
            .join(', ')
            .padEnd(72),
          a.soldBy.join(' ') || '(no brand)',
        ].join('  '),
      )
    return 0
  },
})

async function selectionOf(
  ctx: OpsContext,
  values: { all?: string; articles?: string; like?: string },
): Promise<ArticleSelection | string> {
  const given = (['all', 'articles', 'like'] as const).filter((k) => values[k] !== undefined)
  if (given.length !== 1)
    return 'say which articles with exactly one of --all, --articles 101,102 or --like <BRAND> (the articles another brand sells)'
  if (values.all) return { kind: 'all' }
  if (values.like !== undefined) return { kind: 'like', brand: await storedBrand(ctx, values.like, '--like') }
  const raw = values.articles!.split(',').map((s) => s.trim())
  const bad = raw.filter((s) => !/^\d{1,9}$/.test(s))
  if (bad.length || raw.length === 0)
    return `--articles: a comma list of article ids (npm run ops -- catalog articles), got "${values.articles}"`
  return { kind: 'ids', ids: raw.map(Number) }
}

const enable = command({
  positionals: ['brand'],
  options: { site: 'string', all: 'boolean', articles: 'string', like: 'string' },
  async run(ctx, { positionals: [slug], values }) {
    const brand = await storedBrand(ctx, slug)
    const selection = await selectionOf(ctx, values)
    if (typeof selection === 'string') return fail(selection)
    const result = await enableArticles(ctx.db, brand, values.site ?? null, selection)
    if (!result.ok) return fail(result.error)
    const { enabled, already, site } = result.value
    console.log(
      `enabled ${enabled.length - already} article(s) for ${brand.slug}${site ? `/${site}` : ' (every site)'}: ${enabled.map((a) => `${a.id} ${a.code}`).join(', ')}${already ? ` (${already} already enabled)` : ''}`,
    )
    await printReadiness(ctx, brand.slug)
    return 0
  },
})

const setPrice = command({
  positionals: ['article', 'currency', 'amount'],
  async run(ctx, { positionals: [article, currency, amount] }) {
    if (article === undefined || currency === undefined || amount === undefined)
      return fail('usage: catalog set-price <article id or code> <CURRENCY> <amount in minor units, VAT included>')
    const result = await setArticlePrice(ctx.db, article, currency, amount)
    if (!result.ok) return fail(result.error)
    const p = result.value
    console.log(
      p.before === p.after
        ? `article ${p.articleId} ${p.code} is already ${p.after} in ${p.currency}; nothing written`
        : `article ${p.articleId} ${p.code} in ${p.currency}: ${p.before ?? 'no price'} -> ${p.after} (every site in ${p.currency} of ${p.soldBy.join(', ') || 'no brand yet'})`,
    )
    return 0
  },
})

export const catalogCommands: CommandGroup = {
  actions: { articles, 'enable-articles': enable, 'set-price': setPrice, export: exportCommand, import: importCommand },
  unknownAction: (action) =>
    `unknown catalog command ${action ?? '(none)'}; there are: catalog articles, catalog enable-articles, catalog set-price, catalog export, catalog import`,
}
