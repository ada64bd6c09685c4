import { Trans } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { weekdayRuns, type ChatAvailability, type ChatHours } from '../server/domain/support/chat-hours.js'

/** The page's locale for Intl (the site's hreflang of the page language, e.g. es-ES). */
function useIntlLocale(): string {
  const pc = usePageContext()
  return pc.tenant.site.languages.find((l) => l.language === pc.locale)?.hreflang ?? pc.locale
}

/** "Monday–Friday, 09:00–18:00" in the page's language: the chat's opening hours. */
export function ChatOpeningHours({ hours }: { hours: ChatHours }) {
  const locale = useIntlLocale()
  // 1 January 2024 was a Monday: day d of that week is ISO weekday d.
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })
  const name = (d: number) => weekday.format(Date.UTC(2024, 0, d))
  const days = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    weekdayRuns(hours.days).map(([a, b]) => (a === b ? name(a) : `${name(a)}–${name(b)}`)),
  )
  const opens = hours.opens
  const closes = hours.closes
  return (
    <Trans>
      Open {days}, from {opens} to {closes}.
    </Trans>
  )
}

/** Open now (until when), or when the chat opens next, in the site's time zone. */
export function ChatAvailabilityText({ availability, timeZone }: { availability: ChatAvailability; timeZone: string }) {
  const locale = useIntlLocale()
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone })
  const dayAndTime = new Intl.DateTimeFormat(locale, { weekday: 'long', hour: '2-digit', minute: '2-digit', timeZone })
  if (availability.open) {
    const until = time.format(availability.closesAt)
    return <Trans>We are online now, until {until}.</Trans>
  }
  if (availability.opensAt === null) return <Trans>The chat is not available at the moment.</Trans>
  const when = dayAndTime.format(availability.opensAt)
  return <Trans>The chat is closed now. It opens again on {when}.</Trans>
}

/** A chat message's time of day (with the day when it was not today), in the site's time zone. */
export function useChatTimeFormatter(timeZone: string, now: number): (epochMs: number) => string {
  const locale = useIntlLocale()
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone })
  const dayAndTime = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone })
  const day = new Intl.DateTimeFormat('en-CA', { timeZone })
  return (ms) => (day.format(ms) === day.format(now) ? time.format(ms) : dayAndTime.format(ms))
}
