import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { SHOP_LANGUAGES } from '../../server/domain/catalog-enums.js'

/** Minimal PO reader: msgid/msgstr pairs with multi-line continuation strings; obsolete (#~) entries skipped. */
function readPo(path: string): Map<string, string> {
  const entries = new Map<string, string>()
  let id: string | null = null
  let str: string | null = null
  let field: 'id' | 'str' | null = null
  const flush = () => {
    if (id !== null && id !== '') entries.set(id, str ?? '')
    id = str = field = null
  }
  const unquote = (s: string) => JSON.parse(s) as string
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.startsWith('msgid ')) {
      flush()
      id = unquote(line.slice(6))
      field = 'id'
    } else if (line.startsWith('msgstr ')) {
      str = unquote(line.slice(7))
      field = 'str'
    } else if (line.startsWith('"') && field) {
      if (field === 'id') id += unquote(line)
      else str += unquote(line)
    } else if (line.trim() === '') {
      flush()
    }
  }
  flush()
  return entries
}

const catalogs = Object.fromEntries(SHOP_LANGUAGES.map((l) => [l, readPo(`locales/${l}/messages.po`)]))
const placeholders = (s: string) => [...s.matchAll(/\{[^}]+\}|<\/?\d+>/g)].map((m) => m[0]).sort()

describe('translations are complete in every shop language', () => {
  const source = catalogs.en!
  test('the source catalog is not empty', () => expect(source.size).toBeGreaterThan(50))
  test.each(SHOP_LANGUAGES)('%s has every message translated, placeholders intact', (lang) => {
    const cat = catalogs[lang]!
    const missing = [...source.keys()].filter((id) => !cat.get(id)?.trim())
    expect(missing, `untranslated in ${lang}`).toEqual([])
    const broken = [...source.keys()].filter((id) => JSON.stringify(placeholders(cat.get(id)!)) !== JSON.stringify(placeholders(id)))
    expect(broken, `placeholders changed in ${lang}`).toEqual([])
    expect([...cat.keys()].sort()).toEqual([...source.keys()].sort())
  })
})
