import type { RenderedContent } from '../server/services/catalog/content-pages.js'
import { usePageTitle } from './page-title.js'

/** An editorial page: title, lead paragraph and titled sections. */
export function ContentPage({ content, children }: { content: RenderedContent; children?: React.ReactNode }) {
  usePageTitle(content.title)
  return (
    <article className="content-page">
      <h1>{content.title}</h1>
      <p className="lead">{content.intro}</p>
      {content.sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          <p>{s.body}</p>
        </section>
      ))}
      {children}
    </article>
  )
}
