import type { Logger } from '../../logger.js'

/**
 * Work that must not run inside a request (webhook deliveries, mail): a timer sweeps every `intervalMs`, and `kick`
 * runs a sweep right away after a request queued something. Sweeps never overlap.
 */
export function startBackgroundJobs(
  jobs: readonly (() => Promise<unknown>)[],
  opts: { intervalMs: number; logger: Logger },
) {
  let running: Promise<void> | null = null
  let again = false
  const sweep = (): Promise<void> => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        for (const job of jobs) {
          try {
            await job()
          } catch (err) {
            opts.logger.error({ err }, 'background job failed')
          }
        }
      } while (again)
    })().finally(() => {
      running = null
    })
    return running
  }
  const timer = setInterval(() => void sweep(), opts.intervalMs)
  timer.unref()
  return {
    kick: () => void sweep(),
    /** Resolves when the current sweep (if any) has finished; tests use it to wait for mail and webhooks. */
    idle: async () => {
      while (running) await running
    },
    stop: () => clearInterval(timer),
  }
}
export type BackgroundJobs = ReturnType<typeof startBackgroundJobs>
