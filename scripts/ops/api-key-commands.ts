import * as oq from '../../db/queries/orders.js'
import { createApiKey } from '../../server/services/orders/api-keys.js'
import { findBrand } from './brand-lookup.js'
import { command, fail, when, type CommandGroup } from './command.js'

/** `api-key create|list|revoke`: keys of the order API (Authorization: Bearer <key>), shown once, stored hashed. */

const create = command({
  positionals: ['name'],
  options: { brand: 'string' },
  async run(ctx, { positionals: [name], values: { brand } }) {
    if (brand && !(await findBrand(ctx, brand))) return fail(`no brand ${brand}`)
    const result = await createApiKey(ctx.db, { name: name ?? '', brandSlug: brand ?? null }, ctx.now)
    if (!result.ok) return fail(result.error)
    console.log(
      `API key for ${name}${brand ? ` (${brand} only)` : ' (all brands)'}; it is shown only now:\n${result.key}`,
    )
    return 0
  },
})

const list = command({
  async run({ db }) {
    for (const k of await oq.listApiKeys(db))
      console.log(
        [
          k.name.padEnd(20),
          (k.brandSlug ?? 'all brands').padEnd(10),
          `created ${when(k.createdAt)}`,
          k.lastUsedAt ? `used ${when(k.lastUsedAt)}` : 'never used',
          k.revokedAt ? `REVOKED ${when(k.revokedAt)}` : '',
        ].join('  '),
      )
    return 0
  },
})

const revoke = command({
  positionals: ['name'],
  async run({ db, now }, { positionals: [name] }) {
    if (!(await oq.revokeApiKey(db, name ?? '', now))) return fail(`no API key named ${name ?? ''}`)
    console.log(`revoked ${name}`)
    return 0
  },
})

export const apiKeyCommands: CommandGroup = { actions: { create, list, revoke } }
