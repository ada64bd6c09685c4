/**
 * Who may do what in the marketer console. A marketer works on the brands assigned to them (settings, content,
 * reviews, drafts, previews, publishes, their audit entries); a catalogue manager on the catalogue section of the
 * brands assigned to them (the shared range and those brands' availability and prices); an ops admin on every brand,
 * every section and on staff accounts.
 */
export const STAFF_ROLES = ['marketer', 'catalogue', 'ops-admin'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export interface StaffMember {
  id: number
  email: string
  name: string
  role: StaffRole
  brands: string[]
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value)
}

export function canManageBrand(staff: Pick<StaffMember, 'role' | 'brands'>, brandSlug: string): boolean {
  return staff.role === 'ops-admin' || staff.brands.includes(brandSlug)
}

/** The roles as a sentence for messages: "marketer, catalogue or ops-admin". */
export const STAFF_ROLES_TEXT = `${STAFF_ROLES.slice(0, -1).join(', ')} or ${STAFF_ROLES.at(-1)}`

/**
 * The sections of a brand's pages: `catalogue` is the catalogue manager's, every other one (settings, content,
 * reviews, the brand's draft page, '' for the brand home) the marketer's; an ops admin has both.
 */
export function canUseBrandSection(
  staff: Pick<StaffMember, 'role' | 'brands'>,
  brandSlug: string,
  section: string,
): boolean {
  if (!canManageBrand(staff, brandSlug)) return false
  if (staff.role === 'ops-admin') return true
  return section === 'catalogue' ? staff.role === 'catalogue' : staff.role === 'marketer'
}

export function canManageStaff(staff: Pick<StaffMember, 'role'>): boolean {
  return staff.role === 'ops-admin'
}

/** The brands a member sees among `all` (order kept). */
export function visibleBrands(staff: Pick<StaffMember, 'role' | 'brands'>, all: readonly string[]): string[] {
  return all.filter((b) => canManageBrand(staff, b))
}

/** Audit entries without a brand are about staff accounts: ops admins only. */
export function canSeeAuditEntry(
  staff: Pick<StaffMember, 'role' | 'brands'>,
  entry: { brandSlug: string | null },
): boolean {
  return entry.brandSlug === null ? canManageStaff(staff) : canManageBrand(staff, entry.brandSlug)
}

/** Preview grants: a one-time link opened within minutes, then a preview session in that browser. */
export const PREVIEW_LINK_MS = 2 * 60_000
export const PREVIEW_SESSION_MS = 30 * 60_000
