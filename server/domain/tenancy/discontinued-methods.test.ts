import { describe, expect, it } from 'vitest'
import { tenantFileSchema } from './tenant-schema.js'
import { tenantFiles } from '../../../tenants/index.js'

describe('discontinued payment methods (issue 14)', () => {
  const wpxEs = tenantFileSchema.parse(tenantFiles.find((t) => t.slug === 'WPX-ES'))
  const withMethods = (methods: string[]) => ({
    ...wpxEs,
    sites: wpxEs.sites.map((s) => (s.code === 'de' ? { ...s, paymentMethods: methods } : s)),
  })

  it('GIROPAY and SOFORT are refused, each with a message naming what to offer instead', () => {
    const r = tenantFileSchema.safeParse(withMethods(['CARD', 'GIROPAY', 'SOFORT']))
    expect(r.success).toBe(false)
    const messages = r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    expect(messages).toHaveLength(2)
    expect(messages[0]).toMatch(/^sites\.\d\.paymentMethods: GIROPAY was discontinued .* offer KLARNA, PAYPAL or CARD/)
    expect(messages[1]).toMatch(/^sites\.\d\.paymentMethods: SOFORT is discontinued .* offer KLARNA instead/)
  })

  it('no seed tenant offers them, and the payment settings default to no merchant account, 3 and 10 days', () => {
    for (const t of tenantFiles) {
      const parsed = tenantFileSchema.parse(t)
      expect(parsed.sites.flatMap((s) => s.paymentMethods)).not.toContain('SOFORT')
      expect(parsed.payments).toEqual({ adyenMerchantAccount: null, transferReminderDays: 3, transferCancelDays: 10 })
    }
  })

  it('the cancellation comes after the reminder', () => {
    const r = tenantFileSchema.safeParse({
      ...wpxEs,
      payments: { adyenMerchantAccount: 'WallPixES_ECOM', transferReminderDays: 5, transferCancelDays: 5 },
    })
    expect(r.success).toBe(false)
    expect(r.error!.issues[0]!.path.join('.')).toBe('payments.transferCancelDays')
  })
})
