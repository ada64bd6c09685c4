import { describe, expect, test } from 'vitest'
import wpxEs from '../../../tenants/wpx-es/tenant.js'
import { fillPage, fillPlaceholders, legalValues } from './legal-placeholders.js'
import { legalSchema, tenantFileSchema } from './tenant-schema.js'

const {
  register: _r,
  representative: _p,
  phone: _ph,
  shareCapital: _c,
  accessibilityAuthority: _a,
  ...before057
} = wpxEs.legal

describe('legal data of a brand (decision 057)', () => {
  test('every demo brand file carries register and representative and validates', () => {
    const parsed = tenantFileSchema.safeParse(wpxEs)
    expect(parsed.success).toBe(true)
    expect(wpxEs.legal.register).toMatch(/Registro Mercantil de Madrid/)
    expect(wpxEs.legal.representative).toMatch(/administradora única/)
  })

  test('a brand stored before the new fields still loads: they are optional in the schema', () => {
    expect(legalSchema.safeParse(before057).success).toBe(true)
  })

  test('a bad value is refused with a message naming the setting', () => {
    const messages = (legal: unknown) => {
      const r = legalSchema.safeParse(legal)
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    }
    expect(messages({ ...before057, register: '  ' })).toEqual(['register: register must not be empty'])
    expect(messages({ ...before057, representative: 'x'.repeat(301) })).toEqual([
      'representative: representative is at most 300 characters',
    ])
    expect(messages({ ...before057, phone: '910 000 000' })).toEqual([
      'phone: phone must be an international number such as +34 910 000 000',
    ])
    expect(messages({ ...before057, companyName: '' })).toEqual(['companyName: company name must not be empty'])
    expect(messages({ ...before057, email: 'legal at wallpix' })).toEqual([
      'email: legal email must be an email address such as legal@example.com',
    ])
    expect(messages({ ...before057, register: 'RCS Paris\n852' })).toEqual([
      'register: register must be one line without < or >',
    ])
  })
})

describe('placeholders filled at render', () => {
  const values = legalValues('WallPix España', wpxEs.legal)

  test('each name is filled from the site name and the legal data; other brace text stays', () => {
    expect(
      fillPlaceholders('{brand}: {company}, {register}; {representative}; {phone}; {shareCapital}; {x}', values),
    ).toBe(
      `WallPix España: WallPix Impresión Digital S.L., ${wpxEs.legal.register}; ${wpxEs.legal.representative}; ${wpxEs.legal.phone}; ${wpxEs.legal.shareCapital}; {x}`,
    )
    expect(fillPlaceholders('{accessibilityAuthority}', values)).toBe(wpxEs.legal.accessibilityAuthority)
  })

  test('a section naming a value the brand has not given is left out; the others are filled', () => {
    const page = {
      title: 'Notice of {brand}',
      intro: '{company}',
      sections: [
        { heading: 'Register', body: '{register}' },
        { heading: 'Share capital', body: 'Share capital: {shareCapital}.' },
        { heading: 'Phone {phone}', body: 'Call us.' },
      ],
    }
    expect(fillPage(page, legalValues('WallPix', before057))).toEqual({
      title: 'Notice of WallPix',
      intro: 'WallPix Impresión Digital S.L.',
      sections: [],
    })
    expect(fillPage(page, legalValues('WallPix', { ...before057, register: 'HRB 1', phone: '+49 1' }))).toEqual({
      title: 'Notice of WallPix',
      intro: 'WallPix Impresión Digital S.L.',
      sections: [
        { heading: 'Register', body: 'HRB 1' },
        { heading: 'Phone +49 1', body: 'Call us.' },
      ],
    })
  })
})
