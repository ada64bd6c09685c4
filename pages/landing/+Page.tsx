import { useData } from 'vike-react/useData'
import { usePageTitle } from '../../components/page-title.js'
import { DesignGrid } from '../../components/catalog/design-grid.js'
import { DesignList } from '../../components/catalog/design-list.js'
import { Breadcrumbs } from '../../components/catalog/breadcrumbs.js'
import { usePageContext } from 'vike-react/usePageContext'
import type { Data } from './+data.js'

/** A landing page in one of its three list modes (spec section 3: LIST_DESIGNS, LIST, LANDING). */
export default function LandingPage() {
  const data = useData<Data>()
  const pc = usePageContext()
  const { landing } = data
  usePageTitle(landing.title)
  return (
    <article className={`landing landing-${landing.listMode.toLowerCase()}`} data-list-mode={landing.listMode}>
      <Breadcrumbs
        items={[
          { name: pc.tenant.site.displayName, path: '/' },
          { name: landing.title, path: `/${landing.slug}` },
        ]}
      />
      <h1>{landing.title}</h1>
      <p className="lead">{landing.intro}</p>
      {landing.listMode === 'LANDING' && landing.body.split('\n\n').map((p, i) => <p key={i}>{p}</p>)}
      {data.featured && <DesignGrid designs={data.featured} />}
      {data.designs && (
        <DesignList basePath={`/${landing.slug}`} result={data.designs} categoryNames={data.categoryNames} />
      )}
    </article>
  )
}
