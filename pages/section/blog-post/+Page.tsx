import { useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageTitle } from '../../../components/page-title.js'
import type { Data } from './+data.js'

export default function BlogPostPage() {
  const { i18n } = useLingui()
  const { post } = useData<Data>()
  usePageTitle(post.title)
  return (
    <article className="content-page">
      <h1>{post.title}</h1>
      <p>
        <time dateTime={post.date}>
          {i18n.date(new Date(`${post.date}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })}
        </time>
      </p>
      <p className="lead">{post.summary}</p>
      {post.paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </article>
  )
}
