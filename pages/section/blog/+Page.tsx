import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageTitle } from '../../../components/page-title.js'
import { LocalLink } from '../../../components/local-link.js'
import type { Data } from './+data.js'

export default function BlogPage() {
  const { t, i18n } = useLingui()
  const { posts } = useData<Data>()
  usePageTitle(t`Blog`)
  return (
    <section>
      <h1>
        <Trans>Blog</Trans>
      </h1>
      <ul className="blog-list">
        {posts.map((p) => (
          <li key={p.key}>
            <h2>
              <LocalLink to={`/_section/blog/${p.slug}`}>{p.title}</LocalLink>
            </h2>
            <p>
              <time dateTime={p.date}>
                {i18n.date(new Date(`${p.date}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })}
              </time>
            </p>
            <p>{p.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
