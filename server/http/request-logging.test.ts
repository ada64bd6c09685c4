import { describe, expect, test } from 'vitest'
import { redactUrl, requestLogLevel } from './request-logging.js'

describe('request log lines', () => {
  test('404 and success are info, other 4xx warn, 5xx and failed responses error', () => {
    expect(requestLogLevel(200)).toBe('info')
    expect(requestLogLevel(303)).toBe('info')
    expect(requestLogLevel(404)).toBe('info')
    expect(requestLogLevel(400)).toBe('warn')
    expect(requestLogLevel(401)).toBe('warn')
    expect(requestLogLevel(429)).toBe('warn')
    expect(requestLogLevel(500)).toBe('error')
    expect(requestLogLevel(503)).toBe('error')
    expect(requestLogLevel(200, new Error('socket hang up'))).toBe('error')
  })

  test('the values of secret-looking query parameters are replaced, the rest of the URL is kept', () => {
    expect(redactUrl('/api/auth/callback/email?token=abc123&callbackUrl=%2Faccounts')).toBe(
      '/api/auth/callback/email?token=%5Bredacted%5D&callbackUrl=%2Faccounts',
    )
    expect(redactUrl('/_console-preview?token=t1&token=t2')).toBe('/_console-preview?token=%5Bredacted%5D')
    expect(redactUrl('/unsubscribe?sig=s&email=a')).toBe('/unsubscribe?sig=%5Bredacted%5D&email=a')
    expect(redactUrl('/reset?password=x&apiKey=k')).toBe('/reset?password=%5Bredacted%5D&apiKey=%5Bredacted%5D')
    expect(redactUrl('/search?query=taza&page=2')).toBe('/search?query=taza&page=2')
    expect(redactUrl('/help-center')).toBe('/help-center')
  })
})
