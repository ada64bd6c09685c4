import { tablesOf } from '../../client.js'
import { transaction } from '../../transaction.js'
import { hashSync } from '@node-rs/argon2'
import { count } from 'drizzle-orm'
import type { Db } from '../../client.js'
import * as aq from '../../queries/accounts.js'
import { DEFAULT_CUSTOMER_PERMISSIONS } from '../../../server/domain/accounts/auth-rules.js'
import type { ShopLanguage } from '../../../server/domain/vocabulary/shop-enums.js'

/** Demo sign-ins per brand (README): a customer and a partner, both with this password. */
export const DEMO_PASSWORD = 'photo-demo-2026'
export const demoEmail = (brandSlug: string, who: 'customer' | 'partner') => `${who}@${brandSlug.toLowerCase()}.example`

/** Seeds the demo accounts into a database that has none. */
export async function seedAccountsIfEmpty(
  db: Db,
  brands: { slug: string; language: ShopLanguage }[],
  now: number,
): Promise<number> {
  const { customers } = tablesOf(db)
  if (((await db.select({ n: count() }).from(customers))[0]?.n ?? 0) > 0) return 0
  const passwordHash = hashSync(DEMO_PASSWORD, { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 })
  await transaction(db, async (tx) => {
    for (const [i, b] of brands.entries()) {
      const base = {
        brandSlug: b.slug,
        emailVerifiedAt: now,
        passwordHash,
        birthDate: null,
        canMakeOrders: true,
        newsletter: false,
        language: b.language,
        createdAt: now,
        updatedAt: now,
      }
      const customerId = await aq.insertCustomer(tx, {
        ...base,
        email: demoEmail(b.slug, 'customer'),
        firstName: 'Alex',
        lastName: 'Demo',
        kind: 'customer',
        permissions: [...DEFAULT_CUSTOMER_PERMISSIONS],
      })
      await aq.insertSavedDesign(tx, {
        customerId,
        articleId: 102,
        designId: 1,
        name: 'Mug for grandma',
        projectKind: 'PRIVATE',
        state: null,
        published: false,
        popularity: 3,
        salesCount: 0,
        createdAt: now - 86_400_000 * 3,
        updatedAt: now - 86_400_000,
      })
      await aq.insertSavedDesign(tx, {
        customerId,
        articleId: 103,
        designId: 2,
        name: 'Holiday canvas',
        projectKind: 'PRIVATE',
        state: null,
        published: false,
        popularity: 1,
        salesCount: 0,
        createdAt: now - 86_400_000 * 10,
        updatedAt: now - 86_400_000 * 2,
      })
      const partnerId = await aq.insertCustomer(tx, {
        ...base,
        email: demoEmail(b.slug, 'partner'),
        firstName: 'Sam',
        lastName: 'Partner',
        kind: 'internal',
        permissions: ['orders', 'tickets', 'invoices'],
      })
      await aq.upsertPartner(tx, {
        customerId: partnerId,
        affiliateId: 1001 + i,
        payoutIban: null,
        payoutHolder: null,
        commissionPercent: 10,
        updatedAt: now,
      })
      await aq.insertSavedDesign(tx, {
        customerId: partnerId,
        articleId: 102,
        designId: 3,
        name: 'Partner mug collection',
        projectKind: 'APPLICATION',
        state: null,
        published: true,
        popularity: 40,
        salesCount: 12,
        createdAt: now - 86_400_000 * 30,
        updatedAt: now - 86_400_000 * 5,
      })
    }
  })
  return brands.length * 2
}
