// https://vike.dev/Layout
import { useMemo, type ReactNode } from 'react'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { usePageContext } from 'vike-react/usePageContext'
import { LAYOUTS } from '../layouts/index.js'
import { PreviewBar } from '../components/preview-bar.js'
import { DemoNotice } from '../components/demo-notice.js'
import '../themes/shop.css'

/** One I18n instance per page render (never a shared global: concurrent requests differ in language). */
export default function Layout({ children }: { children: ReactNode }) {
  const pc = usePageContext()
  const i18n = useMemo(
    () => setupI18n({ locale: pc.locale, messages: { [pc.locale]: pc.i18nMessages ?? {} } }),
    [pc.locale, pc.i18nMessages],
  )
  // Spec section 2: a 404 shows inside the master layout, any other error as a plain page.
  const name = pc.is404 === false ? 'blank' : (pc.config.layout ?? 'master')
  const Chosen = LAYOUTS[name]
  return (
    <I18nProvider i18n={i18n}>
      {pc.shopMode === 'demo' && <DemoNotice />}
      {pc.preview && <PreviewBar by={pc.preview.by} />}
      <Chosen>{children}</Chosen>
    </I18nProvider>
  )
}
