import { describe, expect, test } from 'vitest'
import {
  buildMatchQuery,
  foldForSearch,
  indexText,
  primaryIndexedText,
  searchVariants,
  stemToken,
} from './search-text.js'

describe('folding', () => {
  test('lowercases and strips diacritics', () => {
    expect(foldForSearch('Canción', 'es')).toBe('cancion')
    expect(foldForSearch('Łódź', 'pl')).toBe('lodz')
    expect(foldForSearch('Škoda', 'cs')).toBe('skoda')
    expect(foldForSearch('Crème Brûlée', 'fr')).toBe('creme brulee')
    expect(foldForSearch('Niño', 'es')).toBe('nino')
  })
  test('German expands umlauts and ß before stripping; the plain stripped form is a second variant', () => {
    expect(foldForSearch('Grüße aus München', 'de')).toBe('gruesse aus muenchen')
    // ß is not a diacritic; it becomes ss as in Swiss spelling ("Grüsse"), not s.
    expect(searchVariants('Grüße aus München', 'de')).toEqual(['gruesse aus muenchen', 'grusse aus munchen'])
    expect(searchVariants('Muenchen', 'de')).toEqual(['muenchen'])
  })
  test('Danish, Swedish and Finnish write å/æ/ø out', () => {
    expect(foldForSearch('Ærø', 'da')).toBe('aeroe')
    expect(searchVariants('Ærø', 'da')).toEqual(['aeroe', 'aero'])
    expect(foldForSearch('Småland', 'sv')).toBe('smaaland')
    // Other languages only strip: the same word folds without the expansion.
    expect(foldForSearch('München', 'es')).toBe('munchen')
    expect(searchVariants('Canción', 'es')).toEqual(['cancion'])
  })
  test('an already decomposed umlaut (u + combining diaeresis) folds like the composed one', () => {
    expect(foldForSearch('Mu\u0308nchen', 'de')).toBe('muenchen')
  })
  test('punctuation becomes single spaces, trimmed', () => {
    expect(foldForSearch('  ¡Hola,   mundo!  (taza) "x"* ^y ', 'es')).toBe('hola mundo taza x y')
    expect(foldForSearch("l'été", 'fr')).toBe('l ete')
    expect(foldForSearch('', 'es')).toBe('')
  })
})

describe('stemming', () => {
  test.each([
    ['tazas', 'es', 'taza'],
    ['flores', 'es', 'flor'],
    ['mes', 'es', 'mes'],
    ['cats', 'en', 'cat'],
    ['puppies', 'en', 'puppy'],
    ['boxes', 'en', 'box'],
    ['tassen', 'de', 'tass'],
    ['tasse', 'de', 'tass'],
    ['kinder', 'de', 'kind'],
    ['fotos', 'nl', 'foto'],
    ['blommor', 'sv', 'blomm'],
    ['hundene', 'da', 'hunden'],
    ['kubki', 'pl', 'kubk'],
    ['kava', 'cs', 'kava'],
    ['es', 'es', 'es'],
    ['ab', 'de', 'ab'],
  ] as const)('%s (%s) → %s', (token, language, stem) => {
    expect(stemToken(token, language)).toBe(stem)
  })
  test('every stem except English ies → y is a prefix of its word, so a prefix query still finds the word', () => {
    for (const [w, l] of [
      ['tazas', 'es'],
      ['tassen', 'de'],
      ['blommor', 'sv'],
      ['kubki', 'pl'],
      ['cats', 'en'],
    ] as const) {
      expect(w.startsWith(stemToken(w, l))).toBe(true)
    }
  })
})

describe('indexed text', () => {
  test('adds the other variants and non-prefix stems once, after a newline', () => {
    expect(indexText('Grüße aus München', 'de')).toBe('gruesse aus muenchen\ngrusse munchen')
    expect(indexText('Happy puppies', 'en')).toBe('happy puppies\npuppy')
    expect(indexText('Taza clásica', 'es')).toBe('taza clasica')
    expect(primaryIndexedText(indexText('Grüße aus München', 'de'))).toBe('gruesse aus muenchen')
  })
})

describe('match query', () => {
  test('each token becomes a quoted prefix term, all required', () => {
    expect(buildMatchQuery('tazas', 'es')).toBe('"taza"*')
    expect(buildMatchQuery('Tazas blancas', 'es')).toBe('"taza"* "blanca"*')
    expect(buildMatchQuery('München', 'de')).toBe('"muench"*')
  })
  test('user input never survives as FTS5 syntax', () => {
    const q = buildMatchQuery('"x" OR y*', 'es')!
    expect(q).toBe('"x"* "or"* "y"*')
    for (const input of [
      'NEAR(a b, 2)',
      'title:taza',
      '^taza',
      'a AND (b OR c)',
      '"""',
      'x" OR "y',
      '-taza +foto',
      '{title body}: x',
    ]) {
      const m = buildMatchQuery(input, 'es')
      if (m === null) continue
      // Only `"term"*` groups separated by single spaces; nothing between or inside them but letters/digits.
      expect(m).toMatch(/^"[\p{L}\p{N}]+"\*( "[\p{L}\p{N}]+"\*)*$/u)
    }
  })
  test('blank or punctuation-only input gives null', () => {
    expect(buildMatchQuery('', 'es')).toBeNull()
    expect(buildMatchQuery('   ', 'es')).toBeNull()
    expect(buildMatchQuery('"*()^', 'es')).toBeNull()
  })
  test('at most 8 tokens of at most 40 characters; repeated tokens count once', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `palabra${i}`).join(' ')
    expect(buildMatchQuery(twenty, 'es')!.split(' ')).toHaveLength(8)
    const long = buildMatchQuery('a'.repeat(100), 'es')!
    expect(long).toBe(`"${'a'.repeat(40)}"*`)
    expect(buildMatchQuery('taza taza tazas', 'es')).toBe('"taza"*')
  })
})
