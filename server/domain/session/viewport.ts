/** Spec section 9 breakpoints: the name is the widest breakpoint whose minimum width fits. */
export const BREAKPOINTS = [
  ['mobile', 320],
  ['mobileMedium', 375],
  ['mobileWide', 425],
  ['tablet', 768],
  ['desktop', 1024],
  ['desktopMedium', 1280],
  ['desktopWide', 1600],
] as const

export type Breakpoint = (typeof BREAKPOINTS)[number][0]
export type DeviceClass = 'mobile' | 'tablet' | 'desktop'

export const DEFAULT_BREAKPOINT: Breakpoint = 'desktop'
export const VIEWPORT_COOKIE = 'viewport'
export const VIEWPORT_COOKIE_DAYS = 365

export function breakpointForWidth(width: number): Breakpoint {
  let name: Breakpoint = 'mobile'
  for (const [bp, min] of BREAKPOINTS) if (width >= min) name = bp
  return name
}

export function isBreakpoint(value: unknown): value is Breakpoint {
  return typeof value === 'string' && BREAKPOINTS.some(([bp]) => bp === value)
}

/** Server rendering picks markup per device class; an absent or forged cookie means desktop. */
export function deviceClassFor(cookieValue: string | undefined): DeviceClass {
  const bp = isBreakpoint(cookieValue) ? cookieValue : DEFAULT_BREAKPOINT
  if (bp === 'tablet') return 'tablet'
  if (bp.startsWith('mobile')) return 'mobile'
  return 'desktop'
}
