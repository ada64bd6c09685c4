import { describe, expect, it } from 'vitest'
import { isPublicId, newPublicId, normalizePublicIdInput, parseOrderReference, shortOrderNumber } from './public-id.js'

describe('newPublicId', () => {
  it('is 26 lowercase base32 characters', () => {
    const id = newPublicId()
    expect(id).toHaveLength(26)
    expect(id).toMatch(/^[a-z2-7]{26}$/)
    expect(isPublicId(id)).toBe(true)
  })

  it('does not repeat in 10 000 ids', () => {
    const ids = Array.from({ length: 10_000 }, newPublicId)
    expect(new Set(ids).size).toBe(10_000)
    expect(ids.every(isPublicId)).toBe(true)
  })

  it('uses the whole alphabet, so the bits are spread', () => {
    const seen = new Set(Array.from({ length: 200 }, newPublicId).join(''))
    expect(seen.size).toBe(32)
  })
})

describe('isPublicId', () => {
  it.each([
    undefined,
    null,
    42,
    '',
    'a'.repeat(25),
    'a'.repeat(27),
    'A'.repeat(26),
    `${'a'.repeat(25)}1`,
    `${'a'.repeat(25)}8`,
    `${'a'.repeat(25)}=`,
    ` ${'a'.repeat(26)}`,
  ])('refuses %j', (s) => expect(isPublicId(s)).toBe(false))
  it('accepts exactly 26 of a-z and 2-7', () =>
    expect(isPublicId('abcdefghijklmnopqrstuvwxyz'.slice(0, 20) + '234567')).toBe(true))
})

describe('normalizePublicIdInput', () => {
  it('undoes what copying from an email adds', () => {
    const id = newPublicId()
    const typed = ` ${id.slice(0, 6).toUpperCase()}-${id.slice(6, 13)} ${id.slice(13, 20)}\u00a0-\t${id.slice(20)}\n`
    expect(normalizePublicIdInput(typed)).toBe(id)
    expect(isPublicId(normalizePublicIdInput(typed))).toBe(true)
  })
  it('does not make a wrong id valid', () => {
    expect(normalizePublicIdInput('abc_def')).toBe('abc_def')
    expect(isPublicId(normalizePublicIdInput(`${'a'.repeat(25)}-0`))).toBe(false)
  })
})

describe('shortOrderNumber and parseOrderReference', () => {
  const id = 'auzrij7vqd424xpbvdnkegb5oy'
  it('the number is the first 8 characters in capitals', () => expect(shortOrderNumber(id)).toBe('AUZRIJ7V'))
  it.each(['AUZRIJ7V', 'auzrij7v', ' AUZR-IJ7V ', '#AUZRIJ7V', 'AUZR IJ7V'])('reads the number %j', (typed) =>
    expect(parseOrderReference(typed)).toEqual({ prefix: 'auzrij7v', publicId: null }),
  )
  it('reads the whole code, keeping its number as the prefix', () => {
    expect(parseOrderReference(id.toUpperCase())).toEqual({ prefix: 'auzrij7v', publicId: id })
    expect(parseOrderReference(`#${id}`)).toEqual({ prefix: 'auzrij7v', publicId: id })
  })
  it.each(['', 'AUZRIJ7', 'AUZRIJ7VX', 'AUZRIJ70', 'AUZRIJ1V', `${id}a`, id.slice(0, 25), '##AUZRIJ7V', 'AUZRIJ_V'])(
    'refuses %j',
    (typed) => expect(parseOrderReference(typed)).toBeNull(),
  )
})
