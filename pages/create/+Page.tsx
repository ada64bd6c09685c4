import { lazy, Suspense } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { useHydrated } from 'vike-react/useHydrated'
import { usePageTitle } from '../../components/page-title.js'
import { usePriceFormatter } from '../../components/price.js'
import type { Data } from './+data.js'
import './editor.css'

// The canvas editor (Konva) is a separate chunk, fetched only by this page and only in the browser.
const EditorApp = lazy(() => import('../../components/editor/editor-app.js'))

/** Server-rendered shell: the product, its print size and a placeholder the editor replaces once loaded. */
export default function CreatePage() {
  const { t } = useLingui()
  const data = useData<Data>()
  const price = usePriceFormatter()
  const hydrated = useHydrated()
  usePageTitle(t`Personalise: ${data.article.name}`)
  const { width, height } = data.spec.trimMm
  const placeholder = (
    <div
      className="editor-placeholder"
      data-testid="editor-loading"
      style={{ aspectRatio: `${data.canvas.width} / ${data.canvas.height}` }}
    >
      <p>
        <Trans>Loading the editor…</Trans>
      </p>
      <noscript>
        <p>
          <Trans>The editor needs JavaScript. Please enable it to personalise this product.</Trans>
        </p>
      </noscript>
    </div>
  )
  return (
    <section className="editor-page" aria-labelledby="editor-title">
      <header className="editor-heading">
        <h1 id="editor-title">{data.article.name}</h1>
        <p>
          <Trans>
            Print size {width} × {height} mm
          </Trans>{' '}
          · <span className="price">{price(data.article.priceMinor)}</span>
          {data.design && (
            <>
              {' '}
              · <Trans>Design: {data.design.name}</Trans>
            </>
          )}
        </p>
      </header>
      {hydrated ? (
        <Suspense fallback={placeholder}>
          <EditorApp data={data} />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  )
}
