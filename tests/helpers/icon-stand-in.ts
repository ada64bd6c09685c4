import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for an Iconify-compatible icon data service on 127.0.0.1 (no network): `GET /{prefix}.json?icons=a,b`
 * answers the names it knows (every name of prefix `mdi` except those starting with `unknown`), 404 when it knows
 * none. `delayMs` holds each answer back; every request URL is recorded in `urls`.
 */
export async function startIconStandIn(opts: { delayMs?: number } = {}) {
  const urls: string[] = []
  const server = createServer((req, res) => {
    urls.push(req.url ?? '')
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const prefix = /^\/([a-z0-9-]+)\.json$/.exec(url.pathname)?.[1]
    const names = (url.searchParams.get('icons') ?? '').split(',').filter(Boolean)
    const known = prefix === 'mdi' ? names.filter((n) => !n.startsWith('unknown')) : []
    const answer = () => {
      if (known.length === 0) return res.writeHead(404).end('404')
      const icons = Object.fromEntries(known.map((n) => [n, { body: `<path d="M0 0h${n.length}v1z"/>` }]))
      const notFound = names.filter((n) => !known.includes(n))
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({ prefix, icons, width: 24, height: 24, ...(notFound.length ? { not_found: notFound } : {}) }),
      )
    }
    if (opts.delayMs) setTimeout(answer, opts.delayMs)
    else answer()
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    urls,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections()
        server.close(() => ok())
      }),
  }
}
