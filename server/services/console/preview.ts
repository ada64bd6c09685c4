import { transaction } from '../../../db/transaction.js'
import type { Db } from '../../../db/client.js'
import * as cq from '../../../db/queries/console.js'
import { hashToken, isTokenFormat, newToken, safeCallbackPath } from '../../domain/accounts/auth-rules.js'
import { applyChanges, type Change } from '../../domain/console/console-diff.js'
import {
  canManageBrand,
  PREVIEW_LINK_MS,
  PREVIEW_SESSION_MS,
  type StaffMember,
} from '../../domain/console/staff-rules.js'
import type { Tenant } from '../../domain/tenancy/tenant.js'
import { tenantOf, type TenantRegistry } from '../tenancy/tenant-registry.js'
import { publishedDoc, checkDoc } from './brand-doc.js'
import { draftChanges } from './drafts.js'
import { staffMemberOf } from './staff-auth.js'

/**
 * Preview of a draft on the real shop host, for the staff member only. The console (its own host) cannot set a
 * cookie for a shop host, so it hands out a one-time link to the shop host (valid minutes, stored as SHA-256);
 * opening it there exchanges it for a short preview session in a cookie of that host. While the cookie is valid,
 * that browser is served the member's current draft of that brand (re-read on every request); nobody else is.
 */

export async function createPreviewLink(
  db: Db,
  staff: StaffMember,
  brandSlug: string,
  path: string,
  now: number,
): Promise<string | null> {
  if (!canManageBrand(staff, brandSlug)) return null
  await cq.deleteExpiredPreviews(db, now)
  const token = newToken()
  await cq.insertPreview(db, {
    id: hashToken(token),
    kind: 'link',
    staffId: staff.id,
    brandSlug,
    path: safeCallbackPath(path),
    createdAt: now,
    expiresAt: now + PREVIEW_LINK_MS,
    usedAt: null,
  })
  return token
}

/** Exchanges a link opened on a host of `brandSlug` for a preview session; null if unknown, used, expired or another brand's. */
export async function openPreview(
  db: Db,
  linkToken: unknown,
  brandSlug: string,
  now: number,
): Promise<{ token: string; expiresAt: number; path: string } | null> {
  if (!isTokenFormat(linkToken)) return null
  return transaction(db, async (tx) => {
    const link = await cq.consumePreviewLink(tx, hashToken(linkToken), brandSlug, now)
    if (!link) return null
    const token = newToken()
    const expiresAt = now + PREVIEW_SESSION_MS
    await cq.insertPreview(tx, {
      id: hashToken(token),
      kind: 'session',
      staffId: link.staffId,
      brandSlug,
      path: link.path,
      createdAt: now,
      expiresAt,
      usedAt: null,
    })
    return { token, expiresAt, path: link.path }
  })
}

export async function endPreview(db: Db, token: unknown): Promise<void> {
  if (isTokenFormat(token)) await cq.deletePreview(db, hashToken(token))
}

export interface ActivePreview {
  tenant: Tenant
  staffEmail: string
  changes: Change[]
}

/**
 * The draft tenant for a request carrying a preview cookie on a host of `published`'s brand, or null (no valid
 * preview, another brand, the member lost access, or the draft no longer passes the checks: the published shop
 * is served then).
 */
export async function activePreview(
  db: Db,
  registry: TenantRegistry,
  token: unknown,
  published: Tenant,
  now: number,
): Promise<ActivePreview | null> {
  if (!isTokenFormat(token)) return null
  const grant = await cq.findPreviewSession(db, hashToken(token))
  if (!grant || grant.expiresAt <= now || grant.brandSlug !== published.brand.slug) return null
  const row = await cq.findStaff(db, grant.staffId)
  const staff = row ? await staffMemberOf(db, row) : null
  if (!staff || !canManageBrand(staff, grant.brandSlug)) return null
  const changes = await draftChanges(db, staff.id, grant.brandSlug)
  if (!changes.length) return { tenant: published, staffEmail: staff.email, changes }
  const base = await publishedDoc(db, grant.brandSlug)
  const checked = base ? await checkDoc(db, applyChanges(base, changes)) : null
  if (!checked?.ok) return null
  const stored = registry.brands().find((t) => t.slug === grant.brandSlug)
  if (!stored || !checked.value.tenant.sites.some((s) => s.code === published.site.code)) return null
  const { promotions, offers, pages = {}, blog = {}, productSafety = {}, ...overrides } = checked.value.content
  const tenant = tenantOf(checked.value.tenant, stored.siteIds, published.site.code, overrides, stored.id)
  return {
    tenant: {
      ...tenant,
      previewPromotions: promotions,
      previewOffers: offers,
      previewPages: { pages, blog },
      previewProductSafety: productSafety,
    },
    staffEmail: staff.email,
    changes,
  }
}
