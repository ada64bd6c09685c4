import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { feedbackQuery, fieldErrorsOf, parseFeedback, savedQuery } from './form-feedback.js'

const search = (query: string) => Object.fromEntries(new URLSearchParams(query.slice(1)))

describe('form feedback through the query string', () => {
  test('invalid fields round-trip with their problem codes', () => {
    const q = feedbackQuery('profile', { firstName: 'required', birthDate: 'underage' })
    expect(parseFeedback(search(q))).toEqual({
      form: 'profile',
      saved: null,
      errors: { firstName: 'required', birthDate: 'underage' },
    })
  })
  test('saved', () => {
    expect(parseFeedback(search(savedQuery('address')))).toEqual({ form: null, saved: 'address', errors: {} })
  })
  test('malformed names and codes are dropped, never echoed', () => {
    expect(parseFeedback({ form: 'profile', invalid: 'firstName.<script>,a.b.c,.x,ok.fine' }).errors).toEqual({
      ok: 'fine',
    })
    expect(parseFeedback({ form: '<b>', invalid: 'a.b' })).toEqual({ form: null, saved: null, errors: {} })
    expect(parseFeedback({ saved: 'x y' }).saved).toBeNull()
  })
  test('zod issues become required / too_long / invalid per field, first problem wins', () => {
    const schema = z.object({ a: z.string().trim().min(1), b: z.string().max(2), c: z.string().refine(() => false) })
    const parsed = schema.safeParse({ a: ' ', b: 'long', c: 'x' })
    expect(parsed.success).toBe(false)
    expect(fieldErrorsOf(parsed.error!.issues)).toEqual({ a: 'required', b: 'too_long', c: 'invalid' })
  })
})
