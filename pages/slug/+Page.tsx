import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../components/simple-page.js'

export default function SlugPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Collection`} intro={t`Designs and products of this collection.`} />
}
