/**
 * The small markup of help topic bodies, parsed into plain values that React renders as text (never as HTML):
 * - paragraphs are separated by a blank line;
 * - a paragraph whose lines all start with "- " is a bullet list;
 * - `[label](/path)` is a link to a logical path of the shop (rendered in the visitor's language and prefix).
 * A link to anything but a plain shop path (another site, `javascript:`, `//host`) stays visible as its label only.
 */

export type HelpInline = { text: string } | { text: string; href: string }
export type HelpBodyBlock = { kind: 'paragraph'; inlines: HelpInline[] } | { kind: 'list'; items: HelpInline[][] }

const LINK = /\[([^\]\n]+)\]\(([^)\s]*)\)/g
/** A logical shop path: one leading slash, then path characters; an optional ?query. */
const SHOP_PATH = /^\/(?!\/)[\p{L}\p{N}\-._~/]*(\?[\p{L}\p{N}\-._~=&%+]*)?$/u

export function isShopPath(href: string): boolean {
  return SHOP_PATH.test(href)
}

export function parseInlines(text: string): HelpInline[] {
  const out: HelpInline[] = []
  let last = 0
  for (const m of text.matchAll(LINK)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index) })
    const [, label, href] = m as unknown as [string, string, string]
    out.push(isShopPath(href) ? { text: label, href } : { text: label })
    last = m.index + m[0].length
  }
  if (last < text.length) out.push({ text: text.slice(last) })
  return out
}

export function parseHelpBody(body: string): HelpBodyBlock[] {
  const blocks: HelpBodyBlock[] = []
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
    if (lines.length === 0) continue
    if (lines.every((l) => l.startsWith('- '))) {
      blocks.push({ kind: 'list', items: lines.map((l) => parseInlines(l.slice(2).trim())) })
    } else {
      blocks.push({ kind: 'paragraph', inlines: parseInlines(lines.join(' ')) })
    }
  }
  return blocks
}

/** The body as plain text (labels kept, link targets and list markers dropped), for search and meta descriptions. */
export function helpBodyText(body: string): string {
  return parseHelpBody(body)
    .map((b) =>
      (b.kind === 'paragraph' ? [b.inlines] : b.items).map((inl) => inl.map((i) => i.text).join('')).join(' '),
    )
    .join('\n')
}

/** The first `max` characters of a text, cut at a word boundary with an ellipsis. */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/u, '')}…`
}
