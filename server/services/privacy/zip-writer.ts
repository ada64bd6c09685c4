import { once } from 'node:events'
import type { Readable, Writable } from 'node:stream'
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate'

/**
 * A ZIP archive written entry by entry to `out` (fflate's streaming Zip): JSON is deflated, files are passed through
 * stored (photos do not shrink) and read chunk by chunk, so an archive of gigabytes of photos never sits in memory.
 * Waits for `out` to drain when it asks to.
 */
export function zipWriter(out: Writable) {
  let failed: Error | null = null
  let pending: Promise<unknown> | null = null
  let finished!: () => void
  const done = new Promise<void>((resolve) => (finished = resolve))
  const zip = new Zip((err, chunk, final) => {
    if (err) failed = err
    else if (!out.write(chunk)) pending ??= once(out, 'drain').finally(() => (pending = null))
    if (final) finished()
  })
  const drained = async () => {
    if (failed) throw failed
    if (pending) await pending
  }
  return {
    async addJson(name: string, value: unknown): Promise<void> {
      const entry = new ZipDeflate(name, { level: 6 })
      zip.add(entry)
      entry.push(new TextEncoder().encode(JSON.stringify(value, null, 2)), true)
      await drained()
    },
    async addStream(name: string, data: Readable): Promise<void> {
      const entry = new ZipPassThrough(name)
      zip.add(entry)
      for await (const chunk of data) {
        entry.push(chunk as Uint8Array)
        await drained()
      }
      entry.push(new Uint8Array(0), true)
      await drained()
    },
    async end(): Promise<void> {
      zip.end()
      await done
      await drained()
    },
  }
}
