import type { ShopLanguage } from '../vocabulary/shop-enums.js'

/**
 * Text rules of the catalog search: how indexed text and typed queries are folded, stemmed and turned
 * into an FTS5 MATCH expression. The same folding runs on both sides, so what matches never depends on
 * how the SQLite tokenizer happens to treat a letter.
 */

/**
 * Letters some languages write out as two letters when the key is missing (München / Muenchen,
 * Ærø / Aeroe). They must be rewritten before diacritics are stripped, or ü would already be u.
 */
const TRANSLITERATIONS: Partial<Record<ShopLanguage, Record<string, string>>> = {
  de: { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' },
  da: { å: 'aa', æ: 'ae', ø: 'oe' },
  sv: { å: 'aa', æ: 'ae', ø: 'oe' },
  fi: { å: 'aa', æ: 'ae', ø: 'oe' },
}

/**
 * Letters that NFKD does not decompose into base letter + mark, so stripping marks would leave them
 * untouched (ł stays ł, ø stays ø). ß → ss as in Unicode case folding and Swiss spelling (Grüsse).
 */
const PLAIN_LETTERS: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ħ: 'h',
  ı: 'i',
}

const COMBINING_MARKS = /\p{M}+/gu
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu

function mapLetters(text: string, table: Record<string, string>): string {
  let out = ''
  for (const ch of text) out += table[ch] ?? ch
  return out
}

function fold(text: string, transliteration: Record<string, string> | undefined): string {
  // NFC first so a decomposed "u + ¨" is seen as ü by the transliteration table.
  let s = text.normalize('NFC').toLowerCase()
  if (transliteration) s = mapLetters(s, transliteration)
  s = mapLetters(s, PLAIN_LETTERS)
  return s.normalize('NFKD').replace(COMBINING_MARKS, '').replace(NOT_LETTER_OR_DIGIT, ' ').trim()
}

/**
 * Lowercase, language transliteration (de ü→ue, da/sv/fi å→aa ...), then diacritics stripped (é→e,
 * ł→l) and punctuation turned into single spaces. Only letters, digits and single spaces remain, so
 * the result can never carry FTS5 syntax.
 */
export function foldForSearch(text: string, language: ShopLanguage): string {
  return fold(text, TRANSLITERATIONS[language])
}

/**
 * The folded forms to index for one text: the language's own folding first, then, where the language
 * transliterates, the plainly stripped form too. A German shopper may type "muenchen" or, on a foreign
 * keyboard, "munchen"; the query is folded one way only, so the index has to hold both spellings.
 */
export function searchVariants(text: string, language: ShopLanguage): string[] {
  const primary = foldForSearch(text, language)
  if (!TRANSLITERATIONS[language]) return [primary]
  const plain = fold(text, undefined)
  return plain === primary ? [primary] : [primary, plain]
}

/** Suffixes tried longest first; the first that leaves a long enough stem is stripped. */
const SUFFIXES: Partial<Record<ShopLanguage, readonly string[]>> = {
  es: ['es', 's'],
  pt: ['es', 's'],
  fr: ['es', 's'],
  it: ['es', 's'],
  de: ['en', 'er', 'e', 'n', 's'],
  nl: ['en', 's'],
  da: ['erne', 'er', 'ar', 'or', 'en', 'et', 'e'],
  sv: ['erne', 'er', 'ar', 'or', 'en', 'et', 'e'],
}
const MIN_STEM = 3
/** pl/cs/fi inflect with many endings; stripping one final vowel on long words is the safe subset. */
const VOWEL_ENDING_LANGUAGES: ReadonlySet<ShopLanguage> = new Set(['pl', 'cs', 'fi'])
const VOWEL_ENDING = /[aeiouy]$/
const MIN_VOWEL_STEM = 4

/**
 * Light plural/inflection stripping of a folded token. The query term becomes a prefix (`"taza"*`), so
 * a stem only has to be a prefix of both the singular and the plural: "tazas" → "taza" finds "taza" and
 * "tazas". Every rule only shortens the token except English ies → y, which is why the index also holds
 * stems that are not prefixes of their word (see indexText).
 */
export function stemToken(token: string, language: ShopLanguage): string {
  if (token.length < MIN_STEM) return token
  if (language === 'en') {
    if (token.endsWith('ies') && token.length - 3 + 1 >= MIN_STEM) return `${token.slice(0, -3)}y`
    for (const suffix of ['es', 's']) {
      if (token.endsWith(suffix) && token.length - suffix.length >= MIN_STEM) return token.slice(0, -suffix.length)
    }
    return token
  }
  if (VOWEL_ENDING_LANGUAGES.has(language)) {
    return VOWEL_ENDING.test(token) && token.length - 1 >= MIN_VOWEL_STEM ? token.slice(0, -1) : token
  }
  for (const suffix of SUFFIXES[language] ?? []) {
    if (token.endsWith(suffix) && token.length - suffix.length >= MIN_STEM) return token.slice(0, -suffix.length)
  }
  return token
}

/**
 * The text stored in one index column: every token of the first variant, then the tokens of the other
 * variants and the non-prefix stems (puppies → puppy) that are not there yet. Repeating a token would
 * raise its term frequency, so a German title with an umlaut would rank differently from one without.
 * The first variant ends with a newline (a separator to the tokenizer like a space) so the readable
 * folded title can be recovered from the stored text.
 */
export function indexText(text: string, language: ShopLanguage): string {
  const [primary = '', ...others] = searchVariants(text, language)
  const seen = new Set(primary.split(' ').filter(Boolean))
  const extra: string[] = []
  const add = (token: string) => {
    if (token && !seen.has(token)) {
      seen.add(token)
      extra.push(token)
    }
  }
  for (const variant of others) for (const token of variant.split(' ')) add(token)
  for (const token of [...seen]) {
    const stem = stemToken(token, language)
    if (!token.startsWith(stem)) add(stem)
  }
  return extra.length ? `${primary}\n${extra.join(' ')}` : primary
}

/** The readable (first variant) part of a stored index column, see indexText. */
export function primaryIndexedText(stored: string): string {
  const newline = stored.indexOf('\n')
  return newline === -1 ? stored : stored.slice(0, newline)
}

export const MAX_QUERY_TOKENS = 8
export const MAX_TOKEN_LENGTH = 40

/** The folded, unstemmed tokens of a typed query, deduplicated and capped (8 tokens of 40 characters). */
export function queryTokens(userQuery: string, language: ShopLanguage): string[] {
  const tokens = new Set<string>()
  for (const raw of foldForSearch(userQuery, language).split(' ')) {
    if (!raw) continue
    tokens.add(Array.from(raw).slice(0, MAX_TOKEN_LENGTH).join(''))
    if (tokens.size === MAX_QUERY_TOKENS) break
  }
  return [...tokens]
}

/**
 * The FTS5 MATCH expression for a typed query: every token a quoted prefix term, all required
 * (implicit AND): `"taza"* "blanc"*`. Folding already reduced the input to letters, digits and spaces;
 * double quotes are removed once more so that no later change to folding can let user input become
 * FTS5 syntax (NEAR, OR, column filters, ^, *, parentheses). Inside quotes OR/NEAR are plain words.
 * Null when nothing searchable was typed.
 */
export function buildMatchQuery(userQuery: string, language: ShopLanguage): string | null {
  const terms = new Set<string>()
  for (const token of queryTokens(userQuery, language)) {
    const stem = stemToken(token, language).replace(/"/g, '')
    if (stem) terms.add(`"${stem}"*`)
  }
  return terms.size ? [...terms].join(' ') : null
}
