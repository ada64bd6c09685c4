import { readFileSync } from 'node:fs'
import { importBrandPages } from '../../server/services/tenancy/brand-pages-import.js'
import { printReadiness, storedBrand } from './brand-lookup.js'
import { command, fail, type CommandGroup } from './command.js'

/**
 * `brand-pages import <BRAND> <file.json>`: a brand's legal and editorial pages and blog posts (decision 045, the
 * file's shape in docs/operations.md). A live shop starts without them; readiness names the legal pages missing.
 */

const importFile = command({
  positionals: ['brand', 'file'],
  async run(ctx, { positionals: [slug, file] }) {
    const target = await storedBrand(ctx, slug)
    if (file === undefined) return fail('usage: brand-pages import <BRAND> <file.json>')
    let json: unknown
    try {
      json = JSON.parse(readFileSync(file, 'utf8'))
    } catch (e) {
      return fail(`cannot read ${file}: ${(e as Error).message}`)
    }
    const result = await importBrandPages(ctx.db, target.slug, json)
    if (!result.ok) return fail(result.issues.map((i) => `${i.path}: ${i.message}`).join('\nerror: '))
    console.log(
      `imported into ${target.slug}: ${result.pages.length} page text(s)${result.pages.length ? ` (${result.pages.join(', ')})` : ''}, ${result.posts.length} blog post text(s)${result.posts.length ? ` (${result.posts.join(', ')})` : ''}`,
    )
    await printReadiness(ctx, target.slug)
    return 0
  },
})

export const brandPagesCommands: CommandGroup = {
  actions: { import: importFile },
  unknownAction: (action) => `unknown brand-pages command ${action ?? '(none)'}; there is: brand-pages import`,
}
