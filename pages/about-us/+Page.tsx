import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../components/simple-page.js'

export default function AboutUsPage() {
  const { t } = useLingui()
  return <SimplePage title={t`About us`} intro={t`Who we are and how we make your personalised products.`} />
}
