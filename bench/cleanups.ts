/**
 * What a bench must undo (servers, browsers, databases, temporary folders), newest first: `runAll()` on success and
 * failure, and on Ctrl-C or SIGTERM before exiting with 130. `stopping` says on the console what a signal stops.
 */
export function cleanupStack(stopping: string) {
  const steps: (() => Promise<void> | void)[] = []
  async function runAll() {
    while (steps.length) {
      try {
        await steps.pop()!()
      } catch (error) {
        console.error(`cleanup: ${(error as Error).message}`)
      }
    }
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      console.error(`\n${signal}: ${stopping}`)
      void runAll().then(() => process.exit(130))
    })
  return { push: (step: () => Promise<void> | void) => void steps.push(step), runAll }
}
