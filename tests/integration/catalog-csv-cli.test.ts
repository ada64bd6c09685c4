import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { tablesOf } from '../../db/client.js'
import { CSV_COLUMNS } from '../../server/domain/catalog/catalog-csv-format.js'
import { runOps } from '../helpers/ops-cli.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

// `npm run ops -- catalog export|import` in a child process against a running demo shop, as ops would use them.
let app: TestApp
let dir: string
const ops = (...args: string[]) => runOps(app, undefined, ...args)
/** Each test runs the CLI three or four times, each a Node start with a database to open (slower on PostgreSQL). */
const CLI_TIMEOUT_MS = 120_000

beforeAll(async () => {
  app = await startTestApp()
  dir = mkdtempSync(join(tmpdir(), 'catalog-csv-'))
})
afterAll(async () => {
  await app.close()
  rmSync(dir, { recursive: true, force: true })
})

/** The stored EUR unit price of a variant for every brand. */
async function eurPrice(sku: string): Promise<number | undefined> {
  const t = tablesOf(app.db)
  const [row] = await app.db
    .select({ amount: t.variantPrices.amountMinor })
    .from(t.variantPrices)
    .innerJoin(t.articleVariants, eq(t.articleVariants.id, t.variantPrices.variantId))
    .where(
      and(
        eq(t.articleVariants.sku, sku),
        eq(t.variantPrices.brandSlug, '*'),
        eq(t.variantPrices.currency, 'EUR'),
        eq(t.variantPrices.minQuantity, 1),
      ),
    )
  return row?.amount
}

describe('catalog export and import from the ops CLI', () => {
  test('the help lists both commands', async () => {
    const help = await ops('help')
    expect(help.stderr).toContain('catalog export [--out range.csv]')
    expect(help.stderr).toContain('catalog import <range.csv> [--dry-run]')
  })

  test(
    'export to a file; a dry run of a changed price writes nothing, the import writes it',
    async () => {
      const file = join(dir, 'range.csv')
      const exported = await ops('catalog', 'export', '--out', file)
      expect(exported.code, exported.stderr).toBe(0)
      const csv = readFileSync(file, 'utf8')
      expect(csv.split('\n')[0]).toMatch(/^record,article,id,kind,popularity,/)
      const before = (await eurPrice('mug-white-330'))!
      const changed = csv.replace(
        new RegExp(`(\\nprice,[^\\n]*,mug-white-330,[^\\n]*,\\*,\\*,EUR,1,)${before}\\n`),
        `$1${before + 100}\n`,
      )
      expect(changed).not.toBe(csv)
      writeFileSync(file, changed)

      const dry = await ops('catalog', 'import', file, '--dry-run')
      expect(dry.code, dry.stderr).toBe(0)
      expect(dry.stdout).toContain('variants: 0 new, 1 changed (mug-white-330)')
      expect(dry.stdout).toContain('price rows: 0 added, 0 removed, 1 changed')
      expect(await eurPrice('mug-white-330')).toBe(before)

      const real = await ops('catalog', 'import', file)
      expect(real.code, real.stderr).toBe(0)
      expect(real.stdout).toContain(`imported ${file}:`)
      expect(await eurPrice('mug-white-330')).toBe(before + 100)
      // What was imported is what is exported (stdout this time).
      expect((await ops('catalog', 'export')).stdout).toBe(changed)
    },
    CLI_TIMEOUT_MS,
  )

  test(
    'a file with problems: each on its own line, exit 1, nothing written',
    async () => {
      const csv = (await ops('catalog', 'export')).stdout
      const lines = csv.split('\n')
      const at = lines.findIndex((l) => l.startsWith('price,'))
      lines[at] = lines[at]!.replace(/,\d+$/, ',12.95')
      const orphan = { record: 'variant', article: 'no-such-article', sku: 'x-1', position: '0', width_mm: '10' }
      const spec = { ...orphan, height_mm: '10', bleed_mm: '0', min_dpi: '100' } as Record<string, string>
      lines.push(CSV_COLUMNS.map((c) => spec[c] ?? '').join(','))
      const file = join(dir, 'bad.csv')
      writeFileSync(file, lines.join('\n'))
      const r = await ops('catalog', 'import', file)
      expect(r.code).toBe(1)
      expect(r.stderr.split('\n').filter(Boolean)).toEqual([
        `error: line ${at + 1}, column amount_minor: "12.95" is not a non-negative whole number of minor units`,
        `error: line ${lines.length}, column article: no article record "no-such-article" in the file`,
        `nothing imported: 2 problem(s) in ${file}`,
      ])
      expect((await ops('catalog', 'export')).stdout).toBe(csv)
    },
    CLI_TIMEOUT_MS,
  )
})
