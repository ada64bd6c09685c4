import { resolveConfig } from 'vite'
import { describe, expect, it } from 'vitest'

// A build prints what needs reading: warnings and errors, not a table of every emitted file, and not a warning about
// a code-splitting group that Vike adds (issue 32, item 21).
describe('build output', () => {
  it('logs warnings only and drops the warning about Vike’s own CSS group', async () => {
    const config = await resolveConfig({ configFile: 'vite.config.ts' }, 'build', 'production')
    expect(config.logLevel).toBe('warn')
    expect(config.build.reportCompressedSize).toBe(false)

    const onLog = config.build.rolldownOptions.onLog
    expect(onLog).toBeTypeOf('function')
    const passed: string[] = []
    const handler = (_level: unknown, log: string | { code?: string }) =>
      void passed.push(typeof log === 'string' ? log : (log.code ?? ''))
    onLog?.('warn', { code: 'MISSING_CODE_SPLITTING_GROUP_DEBUG_NAME', message: '' }, handler)
    onLog?.('warn', { code: 'CIRCULAR_DEPENDENCY', message: '' }, handler)
    expect(passed).toEqual(['CIRCULAR_DEPENDENCY'])
  })
})
