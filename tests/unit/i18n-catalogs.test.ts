import { describe, expect, test } from 'vitest'
import { SHOP_LANGUAGES } from '../../server/domain/vocabulary/shop-enums.js'
import { readPo } from '../../i18n/read-po.js'

const catalogs = Object.fromEntries(
  SHOP_LANGUAGES.map((l) => [
    l,
    new Map([...readPo(`locales/${l}/messages.po`)].map(([id, e]) => [id, e.translation])),
  ]),
)
/**
 * The variables and tags of a message, each once: `{name}`, the head of an ICU plural or select (`{0, plural,`) and
 * `<0>`/`</0>`. Plural branches are the translator's (Polish and Czech have more of them than English), their
 * variables are not.
 */
const placeholders = (s: string) =>
  [...new Set([...s.matchAll(/\{\w+\}|\{\w+, (?:plural|select|selectordinal),|<\/?\d+>/g)].map((m) => m[0]))].sort()

describe('translations are complete in every shop language', () => {
  const source = catalogs.en!
  test('the source catalog is not empty', () => expect(source.size).toBeGreaterThan(50))
  test.each(SHOP_LANGUAGES)('%s has every message translated, placeholders intact', (lang) => {
    const cat = catalogs[lang]!
    const missing = [...source.keys()].filter((id) => !cat.get(id)?.trim())
    expect(missing, `untranslated in ${lang}`).toEqual([])
    const broken = [...source.keys()].filter(
      (id) => JSON.stringify(placeholders(cat.get(id)!)) !== JSON.stringify(placeholders(id)),
    )
    expect(broken, `placeholders changed in ${lang}`).toEqual([])
    expect([...cat.keys()].sort()).toEqual([...source.keys()].sort())
  })
})
