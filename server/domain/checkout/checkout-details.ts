import { z } from 'zod'
import { isValidEmail } from '../forms/validation.js'
import { isValidPostalCode, normalizePostalCode } from './postal-codes.js'
import { normalizePhone } from './phone-numbers.js'

/** Spec section 3 customer types. */
export const CUSTOMER_TYPES = ['PERSON', 'COMPANY'] as const

const text = (max: number) => z.string().trim().min(1, 'required').max(max, `at most ${max} characters`)

/** Checkout step 1: who buys. A company needs its name and an EU-style VAT id (country prefix + 2-13 characters). */
export const contactSchema = z
  .object({
    email: z.string().trim().toLowerCase().max(254).refine(isValidEmail, 'not a valid email address'),
    customerType: z.enum(CUSTOMER_TYPES),
    companyName: z.string().trim().max(120).optional(),
    vatId: z
      .string()
      .max(24)
      .transform((v) => v.toUpperCase().replace(/[\s.-]/g, ''))
      .optional(),
  })
  .superRefine((c, ctx) => {
    if (c.customerType !== 'COMPANY') return
    if (!c.companyName) ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'required for a company' })
    if (!c.vatId || !/^[A-Z]{2}[A-Z0-9]{2,13}$/.test(c.vatId))
      ctx.addIssue({
        code: 'custom',
        path: ['vatId'],
        message: 'a VAT id starts with the country code, e.g. ESB12345678',
      })
  })
  .transform((c) => (c.customerType === 'PERSON' ? { email: c.email, customerType: c.customerType } : c))

export type Contact = z.infer<typeof contactSchema>

/** Checkout step 2: where it goes. Postal code and phone are checked against the delivery country's rules. */
export function addressSchema(country: string) {
  return z
    .object({
      firstName: text(60),
      lastName: text(80),
      street: text(120),
      postalCode: z.string().max(12).transform(normalizePostalCode),
      city: text(80),
      phone: z.string().max(24),
    })
    .superRefine((a, ctx) => {
      if (!isValidPostalCode(country, a.postalCode))
        ctx.addIssue({ code: 'custom', path: ['postalCode'], message: `not a valid postal code for ${country}` })
      if (normalizePhone(country, a.phone) === null)
        ctx.addIssue({ code: 'custom', path: ['phone'], message: `not a valid phone number for ${country}` })
    })
    .transform((a) => ({ ...a, country, phone: normalizePhone(country, a.phone)! }))
}

export type Address = z.infer<ReturnType<typeof addressSchema>>

/** Field names with problems, for re-showing a form next to the right inputs. */
export function invalidFields(issues: readonly { path: readonly PropertyKey[] }[]): string[] {
  return [...new Set(issues.map((i) => String(i.path[0] ?? '')).filter(Boolean))]
}
