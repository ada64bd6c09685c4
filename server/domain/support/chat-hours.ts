import { instantOf, localParts, type LocalDay } from '../tenancy/local-time.js'

/**
 * The chat's opening hours, a brand setting (`chat` in the tenant schema): ISO weekdays (1 Monday .. 7 Sunday) and
 * one daily window, read in each site's time zone. The default is Monday to Friday, 9:00 to 18:00. The contact pages
 * show them in the browser: the zod schema that checks a brand's setting is in chat-hours-schema.ts, so that zod
 * (about 24 KB brotli) stays on the server (decision 032).
 */
export interface ChatHours {
  enabled: boolean
  days: number[]
  /** HH:MM, 00:00 to 23:59. */
  opens: string
  closes: string
}

export const DEFAULT_CHAT_HOURS: ChatHours = { enabled: true, days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' }

export type ChatAvailability =
  | { open: true; closesAt: number }
  /** `opensAt` null: the brand has the chat switched off (or no opening day). */
  | { open: false; opensAt: number | null }

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

const isoWeekday = (d: LocalDay) => new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() || 7

function addDays(d: LocalDay, days: number): LocalDay {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days))
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() }
}

/** Whether the chat is open at `now` in the site's time zone, and until when; if not, when it opens next. */
export function chatAvailability(hours: ChatHours, timeZone: string, now: number): ChatAvailability {
  if (!hours.enabled || hours.days.length === 0) return { open: false, opensAt: null }
  const opens = minutesOf(hours.opens)
  const closes = minutesOf(hours.closes)
  const here = localParts(now, timeZone)
  if (hours.days.includes(isoWeekday(here)) && here.minutes >= opens && here.minutes < closes)
    return { open: true, closesAt: instantOf(here, closes, timeZone) }
  for (let k = 0; k <= 7; k++) {
    const day = addDays(here, k)
    if (!hours.days.includes(isoWeekday(day))) continue
    const at = instantOf(day, opens, timeZone)
    if (at > now) return { open: false, opensAt: at }
  }
  return { open: false, opensAt: null }
}

/** Opening days as runs of consecutive weekdays ([1..5] -> [[1, 5]]; [1, 3, 4] -> [[1, 1], [3, 4]]), for display. */
export function weekdayRuns(days: readonly number[]): [number, number][] {
  const sorted = [...new Set(days)].sort((a, b) => a - b)
  const runs: [number, number][] = []
  for (const d of sorted) {
    const last = runs.at(-1)
    if (last && d === last[1] + 1) last[1] = d
    else runs.push([d, d])
  }
  return runs
}
