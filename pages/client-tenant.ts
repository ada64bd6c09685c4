import type { PublicTenant } from '../server/domain/tenancy/tenant.js'

/**
 * The browser serves one host, so the tenant passed with the first page stays valid for every
 * client-side navigation; the router needs it before any server round trip.
 */
let remembered: PublicTenant | null = null

export function rememberTenant(tenant: PublicTenant): void {
  remembered = tenant
}

export function rememberedTenant(): PublicTenant {
  if (!remembered) throw new Error('tenant not known yet on the client')
  return remembered
}
