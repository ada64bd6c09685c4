import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startViesStandIn } from '../../../tests/helpers/vies-stand-in.js'
import { viesChecker } from './vat-id-checker.js'

let vies: Awaited<ReturnType<typeof startViesStandIn>>
beforeAll(async () => {
  vies = await startViesStandIn()
})
afterAll(async () => {
  await vies?.close()
})

describe('VIES checker', () => {
  it('sends the buyer’s and the seller’s ids and keeps the consultation number of a valid id', async () => {
    const check = await viesChecker({ baseUrl: vies.url }).check('DE123456789', 'ESB87654321', 42)
    expect(check).toEqual({
      vatId: 'DE123456789',
      status: 'VALID',
      checkedAt: 42,
      consultation: expect.stringMatching(/^WAPI/),
      registeredName: 'Foto GmbH',
    })
    expect(vies.requests.at(-1)).toEqual({
      countryCode: 'DE',
      vatNumber: '123456789',
      requesterMemberStateCode: 'ES',
      requesterNumber: 'B87654321',
    })
  })

  it('asks for a Greek id with VIES’s EL prefix', async () => {
    await viesChecker({ baseUrl: `${vies.url}/` }).check('EL123456789', 'ESB87654321', 0)
    expect(vies.requests.at(-1)).toMatchObject({ countryCode: 'EL', vatNumber: '123456789' })
  })

  it('tells an id VIES does not know from a register it cannot reach', async () => {
    const checker = viesChecker({ baseUrl: vies.url })
    expect((await checker.check('DE000000000', 'ESB87654321', 0)).status).toBe('INVALID')
    expect((await checker.check('DE111111111', 'ESB87654321', 0)).status).toBe('UNAVAILABLE')
  })

  it('answers UNAVAILABLE when the service is down, slow or answers nonsense, never throwing', async () => {
    const down = viesChecker({ baseUrl: 'http://127.0.0.1:9' })
    expect((await down.check('DE123456789', 'ESB87654321', 0)).status).toBe('UNAVAILABLE')
    const slow = viesChecker({
      baseUrl: vies.url,
      timeoutMs: 50,
      fetch: (_url, init) =>
        new Promise((_ok, fail) => init?.signal?.addEventListener('abort', () => fail(new Error('aborted')))),
    })
    expect((await slow.check('DE123456789', 'ESB87654321', 0)).status).toBe('UNAVAILABLE')
    const odd = viesChecker({ baseUrl: vies.url, fetch: async () => new Response('<html>', { status: 200 }) })
    expect((await odd.check('DE123456789', 'ESB87654321', 0)).status).toBe('UNAVAILABLE')
    const error = viesChecker({ baseUrl: vies.url, fetch: async () => new Response('{}', { status: 500 }) })
    expect((await error.check('DE123456789', 'ESB87654321', 0)).status).toBe('UNAVAILABLE')
  })
})
