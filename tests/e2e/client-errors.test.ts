import { describe, expect, test } from 'vitest'
import { siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'
import { REPORTS_PER_MINUTE } from '../../components/client/error-report.js'

const env = setupE2eEnvironment()

/** What the server logged from POST /api/log (spec section 8: errors are logged through the log call). */
const clientLogs = () =>
  env.app.logs.filter((l) => l.source === 'client').map((l) => ({ level: l.level, msg: String(l.msg) }))

describe('browser errors reach POST /api/log', () => {
  test('an uncaught error and an unhandled rejection are reported once each, with the page they happened on', async () => {
    const page = await env.browser.newPage()
    try {
      await page.goto(siteUrl('wpx-es.localhost', env.app.port, '/tags-list'))
      await waitForHydration(page)
      const before = clientLogs().length
      await page.evaluate(() => {
        for (let i = 0; i < 5; i++)
          setTimeout(() => {
            throw new Error('e2e uncaught boom')
          })
        for (let i = 0; i < 5; i++) void Promise.reject(new Error('e2e rejected promise'))
      })
      await expect
        .poll(
          () =>
            clientLogs()
              .slice(before)
              .map((l) => l.msg),
          { timeout: 10_000 },
        )
        .toEqual(
          expect.arrayContaining([
            expect.stringMatching(/e2e uncaught boom[\s\S]*\/tags-list/),
            expect.stringMatching(/e2e rejected promise[\s\S]*\/tags-list/),
          ]),
        )
      // Give repeated reports time to arrive: there must be none.
      await page.waitForTimeout(500)
      const sent = clientLogs().slice(before)
      expect(sent.filter((l) => l.msg.includes('e2e uncaught boom'))).toHaveLength(1)
      expect(sent.filter((l) => l.msg.includes('e2e rejected promise'))).toHaveLength(1)
      expect(sent.every((l) => l.level === 50)).toBe(true)
    } finally {
      await page.close()
    }
  })

  test('a page throwing many different errors sends only a few reports a minute', async () => {
    const page = await env.browser.newPage()
    try {
      await page.goto(siteUrl('wpx-es.localhost', env.app.port, '/offers'))
      await waitForHydration(page)
      const before = clientLogs().length
      const requests: string[] = []
      page.on('request', (r) => {
        if (r.url().endsWith('/api/log')) requests.push(r.url())
      })
      await page.evaluate(() => {
        for (let i = 0; i < 40; i++)
          setTimeout(() => {
            throw new Error(`e2e storm ${i}`)
          })
      })
      await expect.poll(() => clientLogs().length - before, { timeout: 10_000 }).toBeGreaterThan(0)
      await page.waitForTimeout(1000)
      expect(requests.length).toBeGreaterThan(0)
      expect(requests.length).toBeLessThanOrEqual(REPORTS_PER_MINUTE)
      expect(clientLogs().length - before).toBe(requests.length)
    } finally {
      await page.close()
    }
  })
})
