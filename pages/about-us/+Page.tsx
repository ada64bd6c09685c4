import { useData } from 'vike-react/useData'
import { ContentPage } from '../../components/content-page.js'
import type { Data } from './+data.js'

export default function Page() {
  return <ContentPage content={useData<Data>().content} />
}
