import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../components/simple-page.js'

export default function SearchPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Search results`} intro={t`Designs, products and categories matching your search.`} />
}
