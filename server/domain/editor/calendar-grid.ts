import type { BoxMm } from './print-spec.js'
import { publicHolidays } from './public-holidays.js'

/**
 * The month grids of a calendar's pages, in the site's language: month and weekday names from Intl, weeks starting
 * on the language-and-country's first day of week, and the country's public holidays marked.
 */
export interface CalendarDay {
  day: number
  /** 0 Sunday ... 6 Saturday. */
  weekday: number
  holiday: boolean
}

export interface MonthGrid {
  year: number
  /** 1-12. */
  month: number
  /** "März 2027" */
  title: string
  /** Short weekday names in display order. */
  weekdays: string[]
  /** Rows of 7 cells; null before the 1st and after the last day. */
  weeks: (CalendarDay | null)[][]
}

/** 1 Monday ... 7 Sunday (ISO), as CLDR gives it for the locale ("de-DE" 1, "pt-PT" 7, "en-US" 7); Monday if unknown. */
export function firstDayOfWeek(locale: string): number {
  try {
    const l = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number }
      weekInfo?: { firstDay: number }
    }
    return l.getWeekInfo?.().firstDay ?? l.weekInfo?.firstDay ?? 1
  } catch {
    return 1
  }
}

/** `YYYY-MM` to year and month, or null. */
export function parseMonth(value: string): { year: number; month: number } | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value)
  return m ? { year: Number(m[1]), month: Number(m[2]) } : null
}

/** `count` consecutive months from the start month (a 12-page calendar from 2026-09 runs to 2027-08). */
export function calendarMonths(
  start: { year: number; month: number },
  count: number,
): { year: number; month: number }[] {
  return Array.from({ length: count }, (_, i) => {
    const m = start.month - 1 + i
    return { year: start.year + Math.floor(m / 12), month: (m % 12) + 1 }
  })
}

export function monthGrid(
  year: number,
  month: number,
  opts: { locale: string; country: string; firstDay?: number },
): MonthGrid {
  const firstDay = (opts.firstDay ?? firstDayOfWeek(opts.locale)) % 7 // ISO 7 (Sunday) becomes 0
  const holidays = new Set(publicHolidays(opts.country, year))
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() - firstDay + 7) % 7
  const cells: (CalendarDay | null)[] = Array.from({ length: lead }, () => null)
  for (let day = 1; day <= days; day++) {
    const date = new Date(Date.UTC(year, month - 1, day))
    cells.push({ day, weekday: date.getUTCDay(), holiday: holidays.has(date.toISOString().slice(0, 10)) })
  }
  while (cells.length % 7) cells.push(null)
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7))
  const weekdayName = new Intl.DateTimeFormat(opts.locale, { weekday: 'short', timeZone: 'UTC' })
  // 2023-01-01 was a Sunday: day d of that week has weekday d.
  const weekdays = Array.from({ length: 7 }, (_, i) => weekdayName.format(Date.UTC(2023, 0, 1 + ((firstDay + i) % 7))))
  const title = new Intl.DateTimeFormat(opts.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  )
  return { year, month, title, weekdays, weeks }
}

/** `YYYY-MM` of the month after `time` (UTC): a calendar frozen without a start month starts there. */
export function monthAfter(time: number): string {
  const d = new Date(time)
  const next = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1))
  return next.toISOString().slice(0, 7)
}

/** Public holidays are printed (and previewed) in red with a ring round them. */
export const HOLIDAY_COLOUR = '#c0392b'

/** Dark ink on a light page, white on a dark one (relative luminance of the #rrggbb background). */
export function inkOn(background: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(background.slice(i, i + 2), 16) / 255) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.45 ? '#ffffff' : '#222222'
}

/** The rows of a month grid in its box (any unit): the title, the weekday names, then one row per week. */
export function monthGridRows(
  box: BoxMm,
  weeks: number,
): { titleHeight: number; headerHeight: number; cellWidth: number; rowHeight: number } {
  const titleHeight = box.height * 0.2
  const headerHeight = box.height * 0.12
  return {
    titleHeight,
    headerHeight,
    cellWidth: box.width / 7,
    rowHeight: (box.height - titleHeight - headerHeight) / weeks,
  }
}

/**
 * Where a month page's grid is printed: the lower 40 % of the trim, inside the layouts' margin (4 % of the shorter
 * side, as page-layouts.ts keeps round its slots). A calendar page's photos belong above it.
 */
export function calendarGridBox(trim: BoxMm): BoxMm {
  const margin = 0.04 * Math.min(trim.width, trim.height)
  const height = 0.4 * trim.height
  return { x: trim.x + margin, y: trim.y + trim.height - margin - height, width: trim.width - 2 * margin, height }
}
