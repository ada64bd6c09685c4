import { createWriteStream } from 'node:fs'
import { once } from 'node:events'
import { transaction } from '../../db/transaction.js'
import type { Db } from '../../db/client.js'
import { isUniqueViolation } from '../../db/errors.js'
import * as aq from '../../db/queries/accounts.js'
import {
  ACCOUNT_KINDS,
  DEFAULT_CUSTOMER_PERMISSIONS,
  PERMISSIONS,
  passwordProblem,
  type Permission,
} from '../../server/domain/accounts/auth-rules.js'
import { isValidEmail } from '../../server/domain/forms/validation.js'
import { hashPasswordSync } from '../../server/services/accounts/auth-service.js'
import { storageRoot } from '../../server/env.js'
import { createFsStorage } from '../../server/services/storage/fs-storage.js'
import { exportCustomerData } from '../../server/services/privacy/export-customer-data.js'
import { eraseCustomer } from '../../server/services/privacy/erase-customer.js'
import { findBrand } from './brand-lookup.js'
import { command, fail, readPasswordStdin, type CommandGroup, type OpsContext } from './command.js'

/**
 * `customer list|create|set-permissions|set-kind|export|erase`: customers and internal/partner users of one brand, and
 * their data protection requests (decision 053).
 */

async function brandOf(ctx: OpsContext, slug: string | undefined) {
  const brand = await findBrand(ctx, slug)
  if (!brand) throw new Error(`no brand ${slug ?? ''}`)
  return brand
}

function parsePermissions(raw: string): Permission[] {
  const list = raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  const bad = list.filter((p) => !(PERMISSIONS as readonly string[]).includes(p))
  if (bad.length) throw new Error(`unknown permission ${bad.join(', ')} (known: ${PERMISSIONS.join(', ')})`)
  return [...new Set(list)] as Permission[]
}

async function findAccount(ctx: OpsContext, slug: string | undefined, email: string | undefined) {
  const brand = await brandOf(ctx, slug)
  const c = await aq.findCustomerByEmail(ctx.db, brand.slug, (email ?? '').trim().toLowerCase())
  if (!c) throw new Error(`no account ${email ?? ''} at ${brand.slug}`)
  return c
}

/** Internal users also get partner settings (affiliate id, payout, commission). */
async function addPartner(db: Db, customerId: number, now: number): Promise<void> {
  await aq.upsertPartner(db, {
    customerId,
    affiliateId: 100_000 + customerId,
    payoutIban: null,
    payoutHolder: null,
    commissionPercent: 10,
    updatedAt: now,
  })
}

const list = command({
  options: { brand: 'string' },
  async run({ db }, { values }) {
    for (const c of await aq.listCustomers(db, values.brand ?? null))
      console.log(
        [
          String(c.id).padStart(5),
          c.brandSlug.padEnd(6),
          c.email.padEnd(32),
          c.kind.padEnd(8),
          (c.permissions as string[]).join(',') || '-',
          c.emailVerifiedAt ? 'confirmed' : 'unconfirmed',
        ].join('  '),
      )
    return 0
  },
})

const create = command({
  positionals: ['brand', 'email'],
  options: {
    'first-name': 'string',
    'last-name': 'string',
    kind: 'string',
    permissions: 'string',
    'password-stdin': 'boolean',
  },
  async run(ctx, { positionals: [slug, email], values }) {
    const { db, now } = ctx
    const brand = await brandOf(ctx, slug)
    const normalized = (email ?? '').trim().toLowerCase()
    if (!isValidEmail(normalized)) return fail(`not a valid email: ${email ?? ''}`)
    const firstName = values['first-name']
    if (!firstName) return fail('--first-name is required')
    const kind = values.kind ?? 'customer'
    if (!(ACCOUNT_KINDS as readonly string[]).includes(kind))
      return fail(`--kind must be ${ACCOUNT_KINDS.join(' or ')}`)
    const permissions =
      values.permissions === undefined ? [...DEFAULT_CUSTOMER_PERMISSIONS] : parsePermissions(values.permissions)
    if (await aq.findCustomerByEmail(db, brand.slug, normalized))
      return fail(`${normalized} already has an account at ${brand.slug}`)
    let passwordHash: string | null = null
    if (values['password-stdin']) {
      const password = readPasswordStdin()
      const problem = passwordProblem(password, normalized)
      if (problem) return fail(`password refused: ${problem.toLowerCase().replace(/_/g, ' ')} (at least 10 characters)`)
      passwordHash = hashPasswordSync(password)
    }
    const language = brand.sites[0]!.languages[0]!.language
    const create = transaction(db, async (tx) => {
      const id = await aq.insertCustomer(tx, {
        brandSlug: brand.slug,
        email: normalized,
        emailVerifiedAt: now,
        passwordHash,
        firstName,
        lastName: values['last-name'] ?? '',
        birthDate: null,
        kind,
        permissions,
        canMakeOrders: true,
        newsletter: false,
        language,
        createdAt: now,
        updatedAt: now,
      })
      if (kind === 'internal') await addPartner(tx, id, now)
      return id
    })
    let id: number
    try {
      id = await create
    } catch (error) {
      // The unique (brand, email) holds when the account was created meanwhile (the shop, another run): same answer.
      if (isUniqueViolation(error)) return fail(`${normalized} already has an account at ${brand.slug}`)
      throw error
    }
    console.log(
      `created ${kind} ${normalized} (#${id}) at ${brand.slug} with permissions ${permissions.join(',') || 'none'}${passwordHash ? '' : '; no password: sign in with an email link or reset the password'}`,
    )
    return 0
  },
})

const setPermissions = command({
  positionals: ['brand', 'email', 'permissions'],
  async run(ctx, { positionals: [slug, email, list] }) {
    if (list === undefined) return fail('usage: customer set-permissions <BRAND> <email> orders,tickets')
    const c = await findAccount(ctx, slug, email)
    const permissions = parsePermissions(list)
    await aq.updateCustomer(ctx.db, c.id, { permissions, updatedAt: ctx.now })
    const before = (c.permissions as string[]).join(',') || 'none'
    console.log(`${c.email} at ${c.brandSlug}: permissions ${before} -> ${permissions.join(',') || 'none'}`)
    return 0
  },
})

const setKind = command({
  positionals: ['brand', 'email', 'kind'],
  async run(ctx, { positionals: [slug, email, kind] }) {
    const { db, now } = ctx
    if (!(ACCOUNT_KINDS as readonly string[]).includes(kind ?? ''))
      return fail(`kind must be ${ACCOUNT_KINDS.join(' or ')}`)
    const c = await findAccount(ctx, slug, email)
    // Holding the customer's row lock: of two runs at once the second finds the first's partner settings and keeps
    // them (upsertPartner would reset them).
    await transaction(db, async (tx) => {
      await aq.lockCustomer(tx, c.id)
      await aq.updateCustomer(tx, c.id, { kind, updatedAt: now })
      if (kind === 'internal' && !(await aq.partnerOf(tx, c.id))) await addPartner(tx, c.id, now)
    })
    console.log(`${c.email} at ${c.brandSlug}: kind ${c.kind} -> ${kind}`)
    return 0
  },
})

/** The customer's data export, the same ZIP as the account's download, written to a file. */
const exportData = command({
  options: { brand: 'string', email: 'string', out: 'string' },
  async run(ctx, { values }) {
    if (!values.out) return fail('--out <file.zip> is required')
    const c = await findAccount(ctx, values.brand, values.email)
    const file = createWriteStream(values.out, { flags: 'wx' })
    try {
      await once(file, 'open')
    } catch (error) {
      return fail(`cannot write ${values.out}: ${(error as Error).message}`)
    }
    await exportCustomerData(
      { db: ctx.db, storage: createFsStorage(storageRoot(ctx.env)) },
      { customerId: c.id, brandSlug: c.brandSlug },
      file,
    )
    file.end()
    await once(file, 'close')
    console.log(`wrote the data of ${c.email} at ${c.brandSlug} to ${values.out}`)
    return 0
  },
})

/** Erasure on the customer's behalf (a request by mail, the back office): the same rules as the account's. */
const erase = command({
  options: { brand: 'string', email: 'string', yes: 'boolean' },
  async run(ctx, { values }) {
    const c = await findAccount(ctx, values.brand, values.email)
    if (!values.yes) return fail(`this erases ${c.email} at ${c.brandSlug} for good; repeat with --yes`)
    const outcome = await eraseCustomer(
      { db: ctx.db, storage: createFsStorage(storageRoot(ctx.env)), now: () => ctx.now },
      { customerId: c.id, brandSlug: c.brandSlug },
    )
    if (outcome.status === 'open_orders')
      return fail(
        `${c.email} has open orders (${outcome.openOrders.join(', ')}): nothing erased; erase once they are delivered or cancelled`,
      )
    console.log(
      outcome.status === 'erased'
        ? `erased ${c.email} at ${c.brandSlug}; ${outcome.orders} orders kept anonymised, their invoices unchanged`
        : `${c.email} at ${c.brandSlug} was already erased`,
    )
    return 0
  },
})

export const customerCommands: CommandGroup = {
  actions: { list, create, 'set-permissions': setPermissions, 'set-kind': setKind, export: exportData, erase },
  unknownAction: (action) =>
    `unknown customer command ${action ?? ''} (list, create, set-permissions, set-kind, export, erase)`,
}
