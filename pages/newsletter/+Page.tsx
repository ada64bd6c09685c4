import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../components/simple-page.js'

export default function NewsletterPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Newsletter`} intro={t`Get ideas, new designs and offers by email.`} />
}
