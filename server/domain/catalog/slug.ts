/**
 * Spec section 5: a slug is lowercased, spaces become hyphens, punctuation is stripped.
 * Letters of every shop language survive (ñ, ø, ł, č ...) so a Polish slug stays readable;
 * runs of spaces collapse to one hyphen and hyphens never lead or trail.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]+/gu, '')
    .trim()
    .replace(/[\s-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}

/** A route slug parameter is valid when it is not blank (spec section 2). */
export function isNonBlank(value: string | undefined | null): value is string {
  return typeof value === 'string' && value.trim().length > 0
}
