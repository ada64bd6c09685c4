import { z } from 'zod'

/**
 * Shop session data (spec section 3). Every field is bounded so the sealed cookie stays under 4 KB.
 * `customer` is a display snapshot the browser may set; authorization never reads it (auth has its own session).
 */
export const sessionCustomerSchema = z.strictObject({
  id: z.string().max(64).optional(),
  firstName: z.string().max(80).optional(),
  email: z.string().max(254).optional(),
})

export const sessionDataSchema = z.strictObject({
  fotiApiClient: z.string().max(64).optional(),
  isConsentGiven: z.boolean().optional(),
  isAdsAccepted: z.boolean().optional(),
  isAnalyticsAccepted: z.boolean().optional(),
  consentVersion: z.string().max(32).optional(),
  screenWidth: z.number().int().min(1).max(20000).optional(),
  screenHeight: z.number().int().min(1).max(20000).optional(),
  screenDevicePixelRatio: z.number().min(0.25).max(10).optional(),
  ga4ClientId: z
    .string()
    .regex(/^[\w.-]{1,64}$/)
    .optional(),
  ga4SessionId: z
    .string()
    .regex(/^[\w.-]{1,64}$/)
    .optional(),
  ga4SessionNumber: z.number().int().min(0).max(1_000_000).optional(),
  customer: sessionCustomerSchema.nullable().optional(),
  updateDateCustomer: z.iso.datetime({ offset: true }).optional(),
})

export type SessionData = z.infer<typeof sessionDataSchema>

export const SESSION_DATA_FIELDS = Object.keys(sessionDataSchema.shape) as (keyof SessionData)[]

export const sealedSessionSchema = z.strictObject({
  id: z.string().regex(/^[a-z2-7]{16,128}$/),
  createdAt: z.number().int().positive(),
  data: sessionDataSchema,
})

export type ShopSession = z.infer<typeof sealedSessionSchema>

/** The bodies POST /api/session accepts (spec section 7): exactly one shape per call. */
export const sessionUpdateSchema = z.union([
  z.strictObject({
    isConsentGiven: z.boolean(),
    isAdsAccepted: z.boolean(),
    isAnalyticsAccepted: z.boolean(),
    consentVersion: z.string().min(1).max(32),
  }),
  z.strictObject({
    screenWidth: z.number().int().min(1).max(20000),
    screenHeight: z.number().int().min(1).max(20000),
    screenDevicePixelRatio: z.number().min(0.25).max(10),
  }),
  z.strictObject({
    ga4ClientId: z.string().regex(/^[\w.-]{1,64}$/),
    ga4SessionId: z.string().regex(/^[\w.-]{1,64}$/),
    ga4SessionNumber: z.number().int().min(0).max(1_000_000),
  }),
  z.strictObject({ customer: sessionCustomerSchema.nullable(), updateDateCustomer: z.iso.datetime({ offset: true }) }),
  z.strictObject({ session: sessionDataSchema }),
])

export type SessionUpdate = z.infer<typeof sessionUpdateSchema>

export function applySessionUpdate(data: SessionData, update: SessionUpdate): SessionData {
  if ('session' in update) return { ...data, ...update.session }
  return { ...data, ...update }
}

/** Every data field, null when unset, so the client sees a stable shape. */
export function sessionDataView(data: SessionData): Record<keyof SessionData, unknown> {
  return Object.fromEntries(SESSION_DATA_FIELDS.map((k) => [k, data[k] ?? null])) as Record<keyof SessionData, unknown>
}

export function isPastMaxAge(session: Pick<ShopSession, 'createdAt'>, now: number, maxAgeMs: number): boolean {
  return now - session.createdAt > maxAgeMs || session.createdAt > now + 60_000
}
