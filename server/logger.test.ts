import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger, logFormat } from './logger.js'

function written(stream: PassThrough): string {
  return String(stream.read() ?? '')
}

describe('log format', () => {
  it('is readable for a person watching the demo in a terminal and JSON everywhere else', () => {
    expect(logFormat({ SHOP_MODE: 'demo' }, true)).toBe('pretty')
    expect(logFormat({ SHOP_MODE: 'demo' }, false)).toBe('json')
    expect(logFormat({ SHOP_MODE: 'live' }, true)).toBe('json')
    expect(logFormat({ SHOP_MODE: 'live', LOG_FORMAT: 'pretty' }, false)).toBe('pretty')
    expect(logFormat({ SHOP_MODE: 'demo', LOG_FORMAT: 'json' }, true)).toBe('json')
  })

  it('writes a readable line, not a JSON object, in the pretty format, and still hides cookies', () => {
    const out = new PassThrough()
    createLogger('info', 'pretty', out).info({ req: { headers: { cookie: 'shop=secret' } } }, 'seeded 8 brands')
    const line = written(out)
    expect(line).toMatch(/INFO.*seeded 8 brands/)
    expect(line.trim().startsWith('{')).toBe(false)
    expect(line).not.toContain('secret')
  })

  it('writes one JSON object per line in the json format', () => {
    const out = new PassThrough()
    createLogger('info', 'json', out).info('seeded 8 brands')
    expect(JSON.parse(written(out))).toMatchObject({ level: 30, msg: 'seeded 8 brands' })
  })
})
