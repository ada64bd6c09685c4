import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for the VIES REST API on 127.0.0.1 (no network): `POST /check-vat-number` answers like VIES. A number
 * starting with 000 is not valid, one starting with 111 meets an unavailable member state register (MS_UNAVAILABLE),
 * any other is valid with a consultation number when a requester was sent. Each request body is kept in `requests`.
 */
export async function startViesStandIn() {
  const requests: Record<string, string>[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/check-vat-number') return res.writeHead(404).end()
      const asked = JSON.parse(body) as Record<string, string>
      requests.push(asked)
      const number = asked.vatNumber ?? ''
      const base = { countryCode: asked.countryCode, vatNumber: number, requestDate: new Date().toISOString() }
      const answer = number.startsWith('000')
        ? { ...base, valid: false, name: '---', address: '---' }
        : number.startsWith('111')
          ? { ...base, valid: false, userError: 'MS_UNAVAILABLE' }
          : {
              ...base,
              valid: true,
              name: 'Foto GmbH',
              address: 'Hauptstraße 10, 10115 Berlin',
              requestIdentifier: asked.requesterNumber ? `WAPIAAAAW${requests.length}` : '',
            }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
    })
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections()
        server.close(() => ok())
      }),
  }
}
