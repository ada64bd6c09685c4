import { usePageTitle } from './page-title.js'

/** A page that is, for now, its heading and one line; the feature issues fill in the content. */
export function SimplePage({ title, intro }: { title: string; intro: string }) {
  usePageTitle(title)
  return (
    <section>
      <h1>{title}</h1>
      <p>{intro}</p>
    </section>
  )
}
