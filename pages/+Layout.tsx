// https://vike.dev/Layout
import { useMemo, type ReactNode } from 'react'
import { setupI18n } from '@lingui/core'
import { LinguiContext } from '@lingui/react'
import { usePageContext } from 'vike-react/usePageContext'
import { LAYOUTS } from '../layouts/index.js'
import { PreviewBar } from '../components/preview-bar.js'
import { DemoNotice } from '../components/demo-notice.js'
import '../themes/shop.css'

/**
 * One I18n instance per page render (never a shared global: concurrent requests differ in language), and a new one
 * when a client navigation brings another page's messages. Lingui's I18nProvider keeps its first instance until the
 * locale changes, so the context is given directly: every page renders with its own messages.
 */
export default function Layout({ children }: { children: ReactNode }) {
  const pc = usePageContext()
  const lingui = useMemo(() => {
    const i18n = setupI18n({ locale: pc.locale, messages: { [pc.locale]: pc.i18nMessages ?? {} } })
    // The browser holds only the page's part of the catalog (decision 032): a message outside it would show as its
    // id, so it is thrown (off the render) for the error reporting to log, and tests/e2e/page-messages.test.ts fails.
    if (typeof window !== 'undefined')
      i18n.on('missing', ({ id, locale }) =>
        setTimeout(() => {
          throw new Error(`Lingui message ${id} is missing from the ${locale} messages of ${pc.pageId}`)
        }),
      )
    return { i18n, _: i18n.t.bind(i18n) }
  }, [pc.locale, pc.i18nMessages, pc.pageId])
  // Spec section 2: a 404 shows inside the master layout, any other error as a plain page.
  const name = pc.is404 === false ? 'blank' : (pc.config.layout ?? 'master')
  const Chosen = LAYOUTS[name]
  return (
    <LinguiContext.Provider value={lingui}>
      {pc.shopMode === 'demo' && <DemoNotice />}
      {pc.preview && <PreviewBar by={pc.preview.by} />}
      <Chosen>{children}</Chosen>
    </LinguiContext.Provider>
  )
}
