import { readFileSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'

/** Larger build stylesheets stay links: inlined, they would weigh on every page's HTML instead of being cached once. */
const DEFAULT_MAX_BYTES = 64 * 1024

/** The tag Vike injects for each stylesheet of the page (production build: hashed files under /assets/static/). */
const STYLESHEET_LINK = /<link rel="stylesheet" type="text\/css" href="(\/assets\/static\/[\w.-]+\.css)">/g

/**
 * The page's build stylesheets inlined into its HTML (decision 031). A linked stylesheet blocks the first paint until
 * it arrives: on a first visit over a phone network that is a new connection and one more round trip after the HTML,
 * and the page's scripts race it. Inlined, the page paints as soon as its HTML is parsed.
 *
 * Each `<link>` is replaced by a `<style>` with the file's text, followed by the same link with `disabled`: a disabled
 * stylesheet is not fetched, but Vite's client (client-side navigation) finds it and does not load the file again.
 * Files are read once, on first use (they never change while the process runs); one that cannot be read, is larger
 * than `maxBytes` or would close the style element early stays a plain link.
 */
export function stylesheetInliner(clientDir: string, maxBytes = DEFAULT_MAX_BYTES): (html: string) => string {
  const root = resolve(clientDir)
  const texts = new Map<string, string | null>()
  const textOf = (href: string): string | null => {
    let text = texts.get(href)
    if (text !== undefined) return text
    text = null
    const file = resolve(join(root, href))
    if (file.startsWith(root + sep)) {
      try {
        const css = readFileSync(file, 'utf8')
        if (Buffer.byteLength(css) <= maxBytes && !/<\/style/i.test(css)) text = css
      } catch {
        // not in this build: the link stays
      }
    }
    texts.set(href, text)
    return text
  }
  return (html) =>
    html.replace(STYLESHEET_LINK, (link, href: string) => {
      const css = textOf(href)
      return css === null ? link : `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`
    })
}
