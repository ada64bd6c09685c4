import { helpStructure, helpTexts } from '../../db/seed/help-content.js'
import { loadBrandHelp } from '../../db/seed/seed-help.js'
import type { ShopLanguage } from '../../server/domain/vocabulary/shop-enums.js'
import { brandLanguages, copyHelpTexts } from '../../server/services/help/help-admin.js'
import { seedDerivations } from '../../server/services/ops/seed-derivations.js'
import { printReadiness, storedBrand } from './brand-lookup.js'
import { command, fail, type CommandGroup } from './command.js'

/**
 * `help-center copy|load`: a brand's help center. The shop seeds help texts for the brands it has at its first start; a
 * brand added later gets them from another brand (with its edits) or from the built-in texts. Languages the brand
 * already has texts in are never overwritten.
 */

const copy = command({
  positionals: ['brand'],
  options: { from: 'string' },
  async run(ctx, { positionals: [slug], values }) {
    const target = await storedBrand(ctx, slug)
    if (values.from === undefined) return fail('--from: name the brand whose help texts to copy, e.g. --from WPX-ES')
    const result = await copyHelpTexts(ctx.db, target, await storedBrand(ctx, values.from, '--from'))
    if (!result.ok) return fail(result.error)
    const { copied, kept, unavailable, topics } = result.value
    console.log(
      copied.length
        ? `copied ${topics} help topic texts from ${values.from} to ${target.slug} in ${copied.join(', ')}`
        : `${target.slug} already has help texts in every language (${kept.join(', ')}); nothing written`,
    )
    if (copied.length && kept.length) console.log(`kept ${target.slug}'s own texts in ${kept.join(', ')}`)
    if (unavailable.length)
      console.log(`${values.from} has none in ${unavailable.join(', ')} (help-center load ${target.slug})`)
    await printReadiness(ctx, target.slug)
    return 0
  },
})

const load = command({
  positionals: ['brand'],
  async run(ctx, { positionals: [slug] }) {
    const target = await storedBrand(ctx, slug)
    const written = await loadBrandHelp(
      ctx.db,
      { structure: helpStructure, texts: helpTexts },
      {
        brandSlug: target.slug,
        displayName: target.displayName,
        languages: brandLanguages(target) as ShopLanguage[],
      },
      seedDerivations,
    )
    console.log(
      written.length
        ? `wrote the built-in help texts for ${target.slug} in ${written.join(', ')}`
        : `${target.slug} already has help texts in every language; nothing written`,
    )
    await printReadiness(ctx, target.slug)
    return 0
  },
})

export const helpCommands: CommandGroup = {
  actions: { copy, load },
  unknownAction: (action) =>
    `unknown help-center command ${action ?? '(none)'}; there are: help-center copy, help-center load`,
}
