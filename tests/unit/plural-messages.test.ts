import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'

/**
 * Issue 32 item 9: a message that puts a number before a counted noun goes through ICU plural forms, so every language
 * can say "1 artículo" and "5 produktów". A shop msgid with a placeholder followed by an English plural noun, or a
 * "(s)", outside `plural` is a message someone forgot to pluralise.
 */
const COUNTED =
  /\{[A-Za-z0-9_.]+\} (?:[a-z]+ )?(?:items|reviews|designs|photos|copies|products|orders|changes|pieces|days|hours|minutes|stars)\b|\(s\)|\(’s\)/

/**
 * Statutory wording reproduced word for word: the model withdrawal form of Annex I(B) to Directive 2011/83/EU writes
 * "consumer(s)", and a shop must offer that model, not a paraphrase. No number is counted in them.
 */
const STATUTORY = new Set([
  'Name of consumer(s),',
  'Address of consumer(s),',
  'Signature of consumer(s) (only if this form is notified on paper),',
])

function msgids(path: string): string[] {
  const ids: string[] = []
  for (const m of readFileSync(path, 'utf8').matchAll(/^msgid ((?:"(?:[^"\\]|\\.)*"\n?)+)/gm))
    ids.push(
      [...m[1]!.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
        .map((p) => p[1]!)
        .join('')
        .replace(/\\"/g, '"'),
    )
  return ids
}

describe('counted nouns use plural forms', () => {
  test('no shop message has a number placeholder before a plural noun outside plural()', () => {
    const offenders = msgids('locales/en/messages.po').filter(
      (id) => !id.includes(', plural,') && !STATUTORY.has(id) && COUNTED.test(id),
    )
    expect(offenders).toEqual([])
  })

  test('no console message has one either', () => {
    const offenders = msgids('server/console/locales/en/messages.po').filter(
      (id) => !id.includes(', plural,') && COUNTED.test(id),
    )
    expect(offenders).toEqual([])
  })
})
