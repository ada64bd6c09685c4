import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../../components/simple-page.js'

export default function SectionCookiesInfoPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Cookies`} intro={t`Which cookies we use and how to change your choice.`} />
}
