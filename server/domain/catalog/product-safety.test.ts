import { describe, expect, test } from 'vitest'
import { missingProductSafety, productSafetyFor, productSafetySchema } from './product-safety.js'

const maker = { name: 'Keramik Werk GmbH', address: 'Hauptstraße 1, 01067 Dresden, Deutschland', email: 'safety@kw.de' }
const overseas = {
  name: 'Shenzhen Print Ltd.',
  address: '8 Keyuan Road, Shenzhen, China',
  contactUrl: 'https://sp.cn/c',
}
const agent = { name: 'EU Rep B.V.', address: 'Keizersgracht 1, Amsterdam, Nederland', email: 'rep@eurep.nl' }

describe('productSafetySchema', () => {
  test('accepts a brand-wide manufacturer and an article with its own parties and warnings', () => {
    const parsed = productSafetySchema.parse({
      '*': { manufacturer: maker },
      mug: {
        manufacturer: overseas,
        responsiblePerson: agent,
        warnings: { en: 'Hot liquids.', de: 'Heiße Getränke.' },
      },
    })
    expect(parsed.mug!.warnings.de).toBe('Heiße Getränke.')
    expect(parsed['*']!.warnings).toEqual({})
  })

  test('names the field of each problem', () => {
    const r = productSafetySchema.safeParse({
      '*': { manufacturer: { name: 'X', address: 'Y' } },
      canvas: { warnings: { en: '  ' } },
      mug: { manufacturer: { ...maker, email: 'not-an-address' } },
      'Bad Code': {},
      puzzle: { warnings: { xx: 'text' } },
    })
    const issues = r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    expect(issues).toContain('*.manufacturer.email: give an email address or a contact page')
    expect(issues).toContain('canvas.warnings.en: must not be empty')
    expect(issues).toContain('mug.manufacturer.email: an email address such as safety@example.com')
    expect(issues).toContain('Bad Code: Invalid key in record')
    expect(issues.some((i) => i.startsWith('puzzle.warnings'))).toBe(true)
  })

  test('warnings belong to an article, and a responsible person to a manufacturer', () => {
    const r = productSafetySchema.safeParse({
      '*': { manufacturer: maker, warnings: { en: 'no' } },
      canvas: { responsiblePerson: agent },
    })
    expect(r.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      '*.warnings: warnings belong to an article',
      'canvas.manufacturer.name: a responsible person goes with the manufacturer it acts for',
    ])
  })

  test('a contact page must be a web address', () => {
    const r = productSafetySchema.safeParse({
      mug: { manufacturer: { ...overseas, contactUrl: 'javascript:alert(1)' } },
    })
    expect(r.error!.issues.map((i) => i.path.join('.'))).toEqual(['mug.manufacturer.contactUrl'])
  })
})

describe('productSafetyFor', () => {
  const entries = productSafetySchema.parse({
    '*': { manufacturer: maker },
    mug: { manufacturer: overseas, responsiblePerson: agent, warnings: { en: 'Hot liquids.\n\nHand wash.' } },
    canvas: { warnings: { en: 'Use both hooks.' } },
  })

  test("an article's own manufacturer comes with its own responsible person and its warnings in paragraphs", () => {
    expect(productSafetyFor(entries, 'mug', 'en')).toEqual({
      manufacturer: overseas,
      responsiblePerson: agent,
      warnings: ['Hot liquids.', 'Hand wash.'],
    })
  })

  test('an article without its own manufacturer takes the brand-wide one, without a responsible person', () => {
    expect(productSafetyFor(entries, 'canvas', 'en')).toEqual({
      manufacturer: maker,
      responsiblePerson: null,
      warnings: ['Use both hooks.'],
    })
    expect(productSafetyFor(entries, 'keyring', 'en')?.manufacturer).toEqual(maker)
  })

  test('warnings are never taken from another language', () => {
    expect(productSafetyFor(entries, 'mug', 'de')?.warnings).toEqual([])
  })

  test('nothing without any manufacturer', () => {
    expect(productSafetyFor({ mug: entries.mug!, canvas: entries.canvas! }, 'canvas', 'en')).toBeNull()
    expect(productSafetyFor({}, 'mug', 'en')).toBeNull()
  })
})

describe('missingProductSafety', () => {
  test('names each sold article without a manufacturer or without warnings in a language', () => {
    const entries = productSafetySchema.parse({
      mug: { manufacturer: maker, warnings: { en: 'Hot.', de: 'Heiß.' } },
      canvas: { warnings: { en: 'Hooks.' } },
    })
    expect(missingProductSafety(entries, ['mug', 'canvas', 'puzzle-120'], ['en', 'de'])).toEqual([
      { article: 'canvas', manufacturer: true, languages: ['de'] },
      { article: 'puzzle-120', manufacturer: true, languages: ['en', 'de'] },
    ])
  })
})
