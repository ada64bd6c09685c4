import { describe, expect, test } from 'vitest'
import { createReportGate, reportMessage, REPORTS_PER_MINUTE, type ErrorReport } from './error-report.js'

const report = (message: string, where = 'app.js:1:2'): ErrorReport => ({ kind: 'error', message, where, stack: '' })

describe('createReportGate', () => {
  test('the same error (message and place) is reported once', () => {
    const pass = createReportGate(() => 0)
    expect(pass(report('TypeError: x is undefined'))).toBe(true)
    expect(pass(report('TypeError: x is undefined'))).toBe(false)
    expect(pass(report('TypeError: x is undefined', 'app.js:9:9'))).toBe(true)
    expect(pass({ ...report('TypeError: x is undefined'), kind: 'unhandledrejection' })).toBe(true)
  })
  test(`at most ${REPORTS_PER_MINUTE} reports a minute; the next minute has a new budget`, () => {
    let now = 1_000
    const pass = createReportGate(() => now)
    const sent = Array.from({ length: 20 }, (_, i) => pass(report(`error ${i}`))).filter(Boolean)
    expect(sent).toHaveLength(REPORTS_PER_MINUTE)
    now += 60_000
    expect(pass(report('error 19'))).toBe(true)
    expect(pass(report('error 0'))).toBe(false)
  })
})

describe('reportMessage', () => {
  test('what, where, on which page, then the stack', () =>
    expect(
      reportMessage(
        { kind: 'unhandledrejection', message: 'Error: boom', where: '', stack: 'at f (a.js:1:1)' },
        '/cart',
      ),
    ).toBe('Unhandled rejection: Error: boom\npage /cart\nat f (a.js:1:1)'))
  test('fits the log endpoint’s 2 KB body', () => {
    const text = reportMessage(report('x'.repeat(5000)), '/')
    expect(text.length).toBeLessThanOrEqual(1500)
    expect(JSON.stringify({ level: 'error', message: text }).length).toBeLessThan(2048)
    const wide = reportMessage(report('ž€'.repeat(3000)), '/')
    expect(new TextEncoder().encode(JSON.stringify({ level: 'error', message: wide })).length).toBeLessThan(2048)
    expect(wide.endsWith('…')).toBe(true)
  })
  test('a short message is left as it is', () =>
    expect(reportMessage(report('boom', ''), '/x')).toBe('Uncaught: boom\npage /x'))
})
