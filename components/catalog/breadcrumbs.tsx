import { useLingui } from '@lingui/react/macro'
import { useLocalHref } from '../local-link.js'

export function Breadcrumbs({ items }: { items: { name: string; path: string }[] }) {
  const { t } = useLingui()
  const href = useLocalHref()
  return (
    <nav className="breadcrumbs" aria-label={t`Breadcrumb`}>
      <ol>
        {items.map((item, i) => (
          <li key={item.path}>
            {i === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <a href={href(item.path)}>{item.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
