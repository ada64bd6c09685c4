import type { TenantFile } from './tenant-schema.js'

/** Rules that span brands, which one brand's schema cannot see: a host answers for one site only. */
export function findHostConflicts(tenants: readonly Pick<TenantFile, 'slug' | 'sites'>[]): string[] {
  const owner = new Map<string, string>()
  const conflicts: string[] = []
  for (const t of tenants) {
    for (const s of t.sites) {
      for (const h of s.hosts) {
        const where = `${t.slug}/${s.code}`
        const prev = owner.get(h)
        if (prev) conflicts.push(`${h} (${prev} and ${where})`)
        else owner.set(h, where)
      }
    }
  }
  return conflicts
}
