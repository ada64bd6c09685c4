import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../../components/simple-page.js'

export default function SectionBlogPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Blog`} intro={t`Ideas and inspiration for your photo gifts.`} />
}
