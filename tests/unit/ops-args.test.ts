import { describe, expect, test } from 'vitest'
import { parseCommandArgs } from '../../scripts/ops/args.js'

const spec = {
  positionals: ['order', 'status'],
  options: { note: 'string', amount: 'string', 'password-stdin': 'boolean' },
} as const
const error = (args: string[]) => {
  const r = parseCommandArgs(args, spec)
  return r.ok ? null : r.error
}

describe('ops CLI arguments (node:util parseArgs)', () => {
  test('positionals by position, options as --name value or --name=value, switches as true', () => {
    expect(parseCommandArgs(['12', '--note', 'a b', '9', '--amount=-5', '--password-stdin'], spec)).toEqual({
      ok: true,
      value: { positionals: ['12', '9'], values: { note: 'a b', amount: '-5', 'password-stdin': 'true' } },
    })
    expect(parseCommandArgs(['12'], spec)).toEqual({ ok: true, value: { positionals: ['12', undefined], values: {} } })
  })

  test('values are taken verbatim, even when they start with a dash', () => {
    expect(parseCommandArgs(['--amount', '-5'], spec)).toMatchObject({ ok: true, value: { values: { amount: '-5' } } })
  })

  test('anything the command does not declare is refused with the reason', () => {
    expect(error(['--bogus', '1'])).toBe('unknown flag --bogus (known: --note, --amount, --password-stdin)')
    expect(error(['-x'])).toMatch(/^unknown flag -x /)
    expect(parseCommandArgs(['--x'], {})).toEqual({ ok: false, error: 'unknown flag --x (this command takes none)' })
    expect(error(['--note', 'a', '--note', 'b'])).toBe('--note given twice')
    expect(error(['--note'])).toBe('--note needs a value')
    expect(error(['--password-stdin=yes'])).toBe('--password-stdin takes no value')
    expect(error(['1', '2', '3'])).toBe('unexpected argument "3"')
  })
})
