/**
 * The one rule for every `Location` the shop sends: a path stays a path of this origin, whatever a URL parser makes
 * of it. Browsers read `\` as `/` and drop tabs and newlines, so `/\evil.example`, `//evil.example` and
 * `/<tab>/evil.example` all name another host; they become `/evil.example`. Absolute URLs (`https://...`) are
 * the server's own (payment pages, the public origin) and pass unchanged; relative references without a leading
 * slash cannot leave the origin.
 */
export function sameOriginLocation(location: string): string {
  let encoded: string
  try {
    // Raw UTF-8 is not allowed in a header, and whitespace would be dropped by the parser: percent-encode both.
    encoded = location.replace(/[^\x21-\x7E]+/gu, (run) => encodeURIComponent(run))
  } catch {
    return '/'
  }
  if (/^[a-z][a-z\d+.-]*:/i.test(encoded)) return encoded
  if (!/^[/\\]/.test(encoded)) return encoded
  const cut = encoded.search(/[?#]/)
  const path = cut < 0 ? encoded : encoded.slice(0, cut)
  const rest = cut < 0 ? '' : encoded.slice(cut)
  return `/${path.replace(/\\/g, '/').replace(/^\/+/, '')}${rest}`
}
