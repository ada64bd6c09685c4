import { readFileSync, writeFileSync } from 'node:fs'
import { describeProblem } from '../../server/domain/catalog/catalog-csv-format.js'
import type { ImportPlan } from '../../server/domain/catalog/catalog-import-plan.js'
import { exportCatalogue, importCatalogue } from '../../server/services/catalog/catalog-import.js'
import { command, fail } from './command.js'

/** `catalog export [--out file]` and `catalog import <file.csv> [--dry-run]` (docs/catalogue-csv.md). */

export const exportCommand = command({
  options: { out: 'string' },
  async run({ db }, { values }) {
    const csv = await exportCatalogue(db)
    if (values.out === undefined) process.stdout.write(csv)
    else {
      writeFileSync(values.out, csv)
      console.error(`wrote the catalogue to ${values.out}`)
    }
    return 0
  },
})

export const importCommand = command({
  positionals: ['file'],
  options: { 'dry-run': 'boolean' },
  async run({ db, now }, { positionals: [file], values }) {
    if (file === undefined) return fail('usage: catalog import <file.csv> [--dry-run]')
    let bytes: Uint8Array
    try {
      bytes = readFileSync(file)
    } catch (e) {
      return fail(`cannot read ${file}: ${(e as Error).message}`)
    }
    const dryRun = values['dry-run'] !== undefined
    const outcome = await importCatalogue(db, bytes, { dryRun, now })
    if (!outcome.ok) {
      for (const p of outcome.problems) console.error(`error: ${describeProblem(p)}`)
      console.error(`nothing imported: ${outcome.problems.length} problem(s) in ${file}`)
      return 1
    }
    console.log(dryRun ? `dry run, nothing written; importing ${file} would change:` : `imported ${file}:`)
    for (const line of planSummary(outcome.plan)) console.log(`  ${line}`)
    return 0
  },
})

/** A list of names, cut short: a whole range of prints would fill the screen. */
const names = (xs: string[]) => (xs.length ? ` (${xs.slice(0, 12).join(', ')}${xs.length > 12 ? ', ...' : ''})` : '')

function planSummary(plan: ImportPlan): string[] {
  const steps = plan.articles
  const newArticles = steps.filter((s) => s.isNew).map((s) => s.article.code)
  const changedArticles = steps.filter((s) => !s.isNew && (s.fields || s.texts || s.options)).map((s) => s.article.code)
  const variants = steps.flatMap((s) => s.variants)
  const newVariants = variants.filter((v) => v.id === null).map((v) => v.variant.sku)
  const changedVariants = variants.filter((v) => v.id !== null && (v.spec || v.sales)).map((v) => v.variant.sku)
  const r = plan.rows
  return [
    `articles: ${newArticles.length} new${names(newArticles)}, ${changedArticles.length} changed${names(changedArticles)}, ${steps.length - newArticles.length - changedArticles.length} unchanged`,
    `variants: ${newVariants.length} new${names(newVariants)}, ${changedVariants.length} changed${names(changedVariants)}, ${variants.length - newVariants.length - changedVariants.length} unchanged`,
    `availability rows: ${r.availabilityAdded} added, ${r.availabilityRemoved} removed`,
    `price rows: ${r.pricesAdded} added, ${r.pricesRemoved} removed, ${r.pricesChanged} changed`,
    ...(plan.withdrawn.length
      ? [
          `no longer sold (not in the file, kept): ${plan.withdrawn.length} variant(s)${names(plan.withdrawn.map((w) => w.sku))}`,
        ]
      : []),
    ...(plan.absentArticles.length
      ? [`articles not in the file (kept, their variants not sold): ${plan.absentArticles.join(', ')}`]
      : []),
  ]
}
