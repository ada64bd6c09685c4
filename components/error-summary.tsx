import { Trans } from '@lingui/react/macro'

/**
 * The box at the top of a refused form: what needs attention, each item a link to its field (the sticky header
 * leaves room through scroll-padding). role="alert" makes screen readers announce it when the page shows it.
 */
export function ErrorSummary({
  items,
  testId,
}: {
  items: { id: string; label: string; message: string }[]
  testId?: string
}) {
  if (items.length === 0) return null
  return (
    <div className="error-summary" role="alert" data-testid={testId}>
      <h2>
        <Trans>Some fields need your attention.</Trans>
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>
              {item.label}: {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
