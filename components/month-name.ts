import { usePageContext } from 'vike-react/usePageContext'

/** A `YYYY-MM` month (UTC) as the visitor's language writes it, e.g. "noviembre de 2026". */
export function useMonthFormatter(): (month: string) => string {
  const pc = usePageContext()
  const locale = pc.tenant.site.languages.find((l) => l.language === pc.locale)?.hreflang ?? pc.locale
  const format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' })
  return (month) => format.format(new Date(`${month}-01T00:00:00Z`))
}
