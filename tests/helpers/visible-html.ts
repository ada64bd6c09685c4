/**
 * A page's HTML without its script elements: what the shopper can see. Since decision 032 every page carries the
 * messages its browser code may render (in Vike's page context script), so a text that is only there is not shown.
 */
export function visibleHtml(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
}
