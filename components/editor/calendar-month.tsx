import { Trans, useLingui } from '@lingui/react/macro'
import { monthGrid } from '../../server/domain/editor/calendar-grid.js'

/**
 * The month grid a calendar page prints under its photos (decision 046): month and weekday names in the site's
 * language, weeks from the language-and-country's first day, the country's public holidays marked in words too.
 */
export function CalendarMonth({
  year,
  month,
  locale,
  country,
}: {
  year: number
  month: number
  locale: string
  country: string
}) {
  const { t } = useLingui()
  const grid = monthGrid(year, month, { locale, country })
  const holidays = grid.weeks.flat().filter((d) => d?.holiday).length
  return (
    <figure className="calendar-month" data-testid="calendar-month">
      <table>
        <caption>{grid.title}</caption>
        <thead>
          <tr>
            {grid.weekdays.map((w) => (
              <th key={w} scope="col">
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.weeks.map((week, w) => (
            <tr key={w}>
              {week.map((d, i) => (
                <td key={i} className={d?.holiday ? 'calendar-holiday' : undefined}>
                  {d?.day}
                  {d?.holiday && <span className="sr-only">{t`public holiday`}</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {holidays > 0 && (
        <figcaption className="editor-hint">
          <Trans>Underlined days are public holidays.</Trans>
        </figcaption>
      )}
    </figure>
  )
}
