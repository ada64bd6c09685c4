import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../components/simple-page.js'

export default function ContactPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Contact us`} intro={t`Write to our customer service team; we answer within one working day.`} />
}
