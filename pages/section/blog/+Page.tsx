import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'

export default function SectionBlogPage() {
  const { t } = useLingui()
  usePageTitle(t`Blog`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Blog</Trans></h1>
      <p><Trans>Ideas and inspiration for your photo gifts.</Trans></p>
    </section>
  )
}
