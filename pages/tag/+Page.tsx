import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'
import { DesignList } from '../../components/catalog/design-list.js'
import { Breadcrumbs } from '../../components/catalog/breadcrumbs.js'
import type { Data } from './+data.js'

export default function TagPage() {
  const { tag, designs, categoryNames } = useData<Data>()
  const pc = usePageContext()
  usePageTitle(tag.name)
  return (
    <article className="tag-page">
      <Breadcrumbs
        items={[
          { name: pc.tenant.site.displayName, path: '/' },
          { name: tag.name, path: `/t/${tag.slug}` },
        ]}
      />
      <h1>{tag.name}</h1>
      <p className="lead">{tag.description}</p>
      <DesignList basePath={`/t/${tag.slug}`} result={designs} categoryNames={categoryNames} />
    </article>
  )
}
