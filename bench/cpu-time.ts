import { readdirSync, readFileSync } from 'node:fs'

/**
 * CPU time (user + system, every thread) of the process `pid` in ms, from Linux /proc (clock ticks of 10 ms); 0 when
 * it cannot be read (the process is gone, or not Linux).
 */
export function processCpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return 0
  }
}

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
