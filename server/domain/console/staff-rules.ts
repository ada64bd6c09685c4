/**
 * Who may do what in the console (decisions 012 and 048). A marketer works on the brands assigned to them
 * (settings, content, reviews, drafts, previews, publishes, their audit entries); a catalogue manager on the
 * catalogue section of the brands assigned to them; a support agent reads the orders of their brands; operations
 * read and act on them (move, mark paid, refund, cancel, resend a mail); both answer the brands' tickets and chats
 * (decision 051); an ops admin does everything on every brand and manages the staff accounts. Support, operations and
 * ops admins look customers up (decision 050); operations and ops admins lift a customer's sign-in block.
 */
export const STAFF_ROLES = ['marketer', 'catalogue', 'support', 'operations', 'ops-admin'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/**
 * What a role may use: a brand's marketing sections, its catalogue, its orders (read, act), its customers (read, act),
 * its tickets and chats, the staff pages.
 */
export type Permission =
  | 'brand-content'
  | 'catalogue'
  | 'orders:view'
  | 'orders:act'
  | 'customers:view'
  | 'customers:act'
  | 'tickets'
  | 'staff'

/** The one table of who may use which section and action; every route asks it (plus the brand, below). */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  marketer: ['brand-content'],
  catalogue: ['catalogue'],
  support: ['orders:view', 'customers:view', 'tickets'],
  operations: ['orders:view', 'orders:act', 'customers:view', 'customers:act', 'tickets'],
  'ops-admin': [
    'brand-content',
    'catalogue',
    'orders:view',
    'orders:act',
    'customers:view',
    'customers:act',
    'tickets',
    'staff',
  ],
}

export function hasPermission(staff: Pick<StaffMember, 'role'>, permission: Permission): boolean {
  return ROLE_PERMISSIONS[staff.role].includes(permission)
}

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

/** The roles as a sentence for messages: "marketer, catalogue, support, operations or ops-admin". */
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
  return hasPermission(staff, section === 'catalogue' ? 'catalogue' : 'brand-content')
}

export function canManageStaff(staff: Pick<StaffMember, 'role'>): boolean {
  return hasPermission(staff, 'staff')
}

/**
 * An order of `brandSlug`: `view` for its page and the search, `act` for every action on it. A brand the member
 * does not manage is answered like a missing order (404), never a 403 that would confirm it exists.
 */
export function canUseOrders(
  staff: Pick<StaffMember, 'role' | 'brands'>,
  brandSlug: string,
  use: 'view' | 'act',
): boolean {
  return canManageBrand(staff, brandSlug) && hasPermission(staff, use === 'view' ? 'orders:view' : 'orders:act')
}

/**
 * A ticket or chat of `brandSlug` (decision 051): support, operations and ops admins read and answer them; another
 * brand's ticket, or any ticket for a role without `tickets`, is answered like a missing one (404).
 */
export function canUseTickets(staff: Pick<StaffMember, 'role' | 'brands'>, brandSlug: string): boolean {
  return canManageBrand(staff, brandSlug) && hasPermission(staff, 'tickets')
}

/**
 * A customer account of `brandSlug` (decision 050): `view` for the lookup and the customer page (support,
 * operations, ops admins), `act` for lifting a sign-in block. Another brand's customer is a 404, like an order's.
 */
export function canUseCustomers(
  staff: Pick<StaffMember, 'role' | 'brands'>,
  brandSlug: string,
  use: 'view' | 'act',
): boolean {
  return canManageBrand(staff, brandSlug) && hasPermission(staff, use === 'view' ? 'customers:view' : 'customers:act')
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
