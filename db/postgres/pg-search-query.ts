/**
 * The shop builds its search queries in FTS5's MATCH syntax (domain/catalog/search-text.ts: `"stem"* "stem"*`, every
 * term a prefix, all required; suggestions `title : ^"abc"*`). On PostgreSQL the same queries become a tsquery and a
 * LIKE prefix (decision 029), so the folding, stemming and query building stay one piece of code.
 */

const TERM = /"([^"]*)"(\*?)/g
const WORD = /[\p{L}\p{N}]+/gu

/** `"foo"* "bar baz"*` -> `'foo':* & ('bar' <-> 'baz':*)`; an empty string when nothing searchable is left. */
export function pgMatchQuery(match: string): string {
  const terms: string[] = []
  for (const [, phrase = '', star] of match.matchAll(TERM)) {
    const words = phrase.match(WORD) ?? []
    if (!words.length) continue
    const parts = words.map((w, i) => `'${w}'${star && i === words.length - 1 ? ':*' : ''}`)
    terms.push(parts.length > 1 ? `(${parts.join(' <-> ')})` : parts[0]!)
  }
  return terms.join(' & ')
}

/** `title : ^"abc"*` -> `abc%` for LIKE (letters and digits only, so no LIKE wildcard gets in). */
export function pgTitlePrefix(match: string): string {
  const phrase = /\^"([^"]*)"/.exec(match)?.[1] ?? ''
  return `${(phrase.match(WORD) ?? []).join('')}%`
}
