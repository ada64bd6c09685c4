import { offerIssues, publishOffers, publishedOfferDefs } from '../promotions/brand-offers.js'
import { recordPriceChanges } from '../catalog/price-history.js'
import type { Db } from '../../../db/client.js'
import * as cq from '../../../db/queries/console.js'
import { readTenant } from '../../../db/queries/tenants.js'
import {
  brandContentSchema,
  brandOverridesSchema,
  emptyOverrides,
  type PromotionDef,
} from '../../domain/tenancy/content-schema.js'
import { diffDocs, sameValue, type BrandDoc, type Change } from '../../domain/console/console-diff.js'
import { formatPath } from '../../domain/tenancy/tenant-edit.js'
import { checkBrandReplacement, replaceBrand, type FieldIssue } from '../tenancy/tenant-admin.js'
import { readBrandPagesDoc, writeBrandPagesDoc } from './brand-pages-doc.js'
import { readProductSafety } from '../../../db/queries/product-safety.js'
import { writeProductSafetyDoc } from './product-safety-doc.js'

/**
 * A brand as the console edits it (tenant config + own content + promotion codes + pages and blog), read from and written to the
 * stores the shop serves from. Tenant config goes through services/tenant-admin.ts, the ops CLI's path.
 */

/** What is published now, or null for an unknown brand (or one whose stored config is invalid). */
export async function publishedDoc(db: Db, brandSlug: string): Promise<BrandDoc | null> {
  const stored = await readTenant(db, brandSlug)
  if (!stored) return null
  const { id: _id, siteIds: _siteIds, ...tenant } = stored
  const overrides = brandOverridesSchema.safeParse(await cq.readBrandContentRow(db, brandSlug))
  // A batch's single-use codes are ops' (npm run ops -- promo batch): the console lists them as a summary only.
  const promotions: PromotionDef[] = (await cq.promotionsOfBrand(db, brandSlug, { batches: false })).map((p) => ({
    code: p.code,
    kind: p.kind as PromotionDef['kind'],
    value: p.value,
    currency: p.currency as PromotionDef['currency'],
    minSubtotalMinor: p.minSubtotalMinor,
    validFrom: p.validFrom,
    validTo: p.validTo,
    maxUses: p.maxUses,
    maxUsesPerEmail: p.maxUsesPerEmail,
  }))
  const offers = await publishedOfferDefs(db, brandSlug)
  const { pages, blog } = await readBrandPagesDoc(db, brandSlug)
  const productSafety = await readProductSafety(db, brandSlug)
  return {
    tenant,
    content: {
      ...(overrides.success ? overrides.data : emptyOverrides()),
      promotions,
      offers,
      pages,
      blog,
      productSafety,
    },
  }
}

/** Orders placed so far with each published code of the brand (a draft's new code has none yet). */
export async function promotionUses(db: Db, brandSlug: string): Promise<Map<string, number>> {
  return new Map((await cq.promotionsOfBrand(db, brandSlug, { batches: false })).map((p) => [p.code, p.uses]))
}

export type BatchSummary = cq.BatchSummary

/** The brand's batches of single-use codes, for the console's summary (prefix, count, used, validity). */
export function promotionBatches(db: Db, brandSlug: string): Promise<BatchSummary[]> {
  return cq.batchSummaries(db, brandSlug)
}

export type DocCheck = { ok: true; value: BrandDoc } | { ok: false; issues: FieldIssue[] }

/**
 * Every rule a publish must pass, without writing: the tenant config exactly as the ops CLI checks it, and the
 * content schema, and the offers against the catalogue. Issue paths are the console's dot paths (sites and
 * promotions named by code, offers by key).
 */
export async function checkDoc(db: Db, doc: BrandDoc): Promise<DocCheck> {
  const issues: FieldIssue[] = []
  const tenant = await checkBrandReplacement(db, doc.tenant)
  if (!tenant.ok) issues.push(...(tenant.error.issues ?? [{ path: '', message: tenant.error.message }]))
  const content = brandContentSchema.safeParse(doc.content)
  if (!content.success) {
    const names: Record<string, string[]> = {
      promotions: doc.content.promotions.map((p) => p.code),
      offers: doc.content.offers.map((o) => o.key),
    }
    for (const i of content.error.issues) {
      const list = names[String(i.path[0])]
      const path =
        list && typeof i.path[1] === 'number'
          ? [String(i.path[0]), list[i.path[1]] ?? String(i.path[1]), ...i.path.slice(2)]
          : i.path
      issues.push({ path: `content.${formatPath(path)}`, message: i.message })
    }
  }
  // A batch's code belongs to ops: a code of the draft that is one of them would be changed or removed by a publish.
  for (const code of await cq.batchCodesAmong(
    db,
    doc.tenant.slug,
    doc.content.promotions.map((p) => p.code),
  ))
    issues.push({
      path: `content.promotions.${code}.code`,
      message: `code ${code} belongs to a batch of single-use codes (npm run ops -- promo list)`,
    })
  if (issues.length || !tenant.ok || !content.success) return { ok: false, issues }
  const brand = {
    slug: tenant.value.slug,
    sites: tenant.value.sites.map((s) => ({ code: s.code, currency: s.currency })),
  }
  for (const i of await offerIssues(db, brand, content.data.offers))
    issues.push({ path: `content.offers.${i.key}.${i.path.join('.')}`, message: i.message })
  if (issues.length) return { ok: false, issues }
  return { ok: true, value: { tenant: tenant.value, content: content.data } }
}

export type WriteResult = { ok: true; changes: Change[] } | { ok: false; issues: FieldIssue[] }

/**
 * Writes `next` over `current` (both of one brand), each store only where it changed, and returns what changed.
 * Call inside a transaction: the tenant write takes the ops CLI's write lock as a savepoint of it.
 */
export async function writeDoc(db: Db, current: BrandDoc, next: BrandDoc, now: number): Promise<WriteResult> {
  const checked = await checkDoc(db, next)
  if (!checked.ok) return checked
  const doc = checked.value
  const changes = diffDocs(current, doc)
  if (!sameValue(current.tenant, doc.tenant)) {
    const saved = await replaceBrand(db, doc.tenant)
    if (!saved.ok) return { ok: false, issues: saved.error.issues ?? [{ path: '', message: saved.error.message }] }
    // Sites, currencies or whole units may have changed: what each site now sells at starts its price history.
    await recordPriceChanges(db, now)
  }
  const { promotions, offers, pages, blog, productSafety, ...overrides } = doc.content
  const {
    promotions: before,
    offers: offersBefore,
    pages: pagesBefore,
    blog: blogBefore,
    productSafety: safetyBefore,
    ...beforeOverrides
  } = current.content
  if (!sameValue(overrides, beforeOverrides)) await cq.saveBrandContentRow(db, doc.tenant.slug, overrides, now)
  if (!sameValue({ pages, blog }, { pages: pagesBefore, blog: blogBefore }))
    await writeBrandPagesDoc(db, doc.tenant.slug, { pages: pagesBefore, blog: blogBefore }, { pages, blog })
  if (!sameValue(productSafety, safetyBefore))
    await writeProductSafetyDoc(db, doc.tenant.slug, safetyBefore ?? {}, productSafety ?? {})
  if (!sameValue(promotions, before)) await cq.replacePromotions(db, doc.tenant.slug, promotions)
  if (!sameValue(offers, offersBefore)) await publishOffers(db, doc.tenant.slug, offers, now)
  return { ok: true, changes }
}
