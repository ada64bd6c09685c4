import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageTitle } from '../../components/page-title.js'
import { useLocalHref } from '../../components/local-link.js'
import type { Data } from './+data.js'

export default function TagsListPage() {
  const { t } = useLingui()
  const { categories, themes } = useData<Data>()
  const href = useLocalHref()
  usePageTitle(t`All categories`)
  return (
    <section>
      <h1>
        <Trans>All categories</Trans>
      </h1>
      <h2>
        <Trans>Collections</Trans>
      </h2>
      <ul className="tag-cloud">
        {categories.map((tag) => (
          <li key={tag.id}>
            <a href={href(`/t/${tag.slug}`)}>{tag.name}</a>
          </li>
        ))}
      </ul>
      <h2>
        <Trans>Themes and occasions</Trans>
      </h2>
      <ul className="tag-cloud">
        {themes.map((tag) => (
          <li key={tag.id}>
            <a href={href(`/t/${tag.slug}`)}>{tag.name}</a>
          </li>
        ))}
      </ul>
    </section>
  )
}
