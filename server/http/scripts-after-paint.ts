/** Vike's client entry tag (inferAssetTag in vike/dist/.../inferHtmlTags.js) and the modulepreloads after it. */
const ENTRY = /<script src="(\/assets\/entries\/[\w.-]+\.js)" type="module" async><\/script>/y
const ENTRY_START = '<script src="/assets/entries/'
const PRELOAD = /<link rel="modulepreload" href="(\/assets\/[\w./-]+\.js)" as="script" type="text\/javascript">/g

/**
 * Hands the page's client scripts to public/start-after-paint.js, which requests them once the browser reports the
 * first contentful paint (decision 036), instead of Vike's entry tag and modulepreload links, which the browser
 * fetches while it is still parsing and styling the page. A page without Vike's entry tag is left as it is.
 */
export function scriptsAfterPaint(html: string): string {
  // Vike writes the entry tag at the end of the body: looked for from there, not by a scan of the whole page.
  const start = html.lastIndexOf(ENTRY_START)
  if (start === -1) return html
  ENTRY.lastIndex = start
  const entry = ENTRY.exec(html)
  if (!entry) return html
  const preloads: string[] = []
  const rest = html.slice(entry.index + entry[0].length).replace(PRELOAD, (_tag, href: string) => {
    preloads.push(href)
    return ''
  })
  return `${html.slice(0, entry.index)}<script src="/start-after-paint.js" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}" defer></script>${rest}`
}
