import { readdirSync, readFileSync } from 'node:fs'
import { statCpuMs } from '../tests/helpers/built-server.js'

/** CPU time (user + system, every thread) of the process `pid` in ms; 0 when it cannot be read (gone, or not Linux). */
export const processCpuMs = (pid: number | undefined): number => statCpuMs(`/proc/${pid}/stat`) ?? 0

/**
 * CPU time of every process whose command is `postgres` (the server, its backends and background workers), in ms: the
 * database's share of a run on this machine, read before and after it.
 */
export function postgresCpuMs(): number {
  let total = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue
    } catch {
      continue
    }
    total += processCpuMs(Number(entry))
  }
  return total
}
