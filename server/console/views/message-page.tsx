import type { StaffMember } from '../../domain/console/staff-rules.js'
import { t } from '../i18n.js'
import { ConsolePage } from './layout.js'

export function MessagePage({
  staff,
  csrf,
  title,
  message,
}: {
  staff: StaffMember | null
  csrf: string | null
  title: string
  message: string
}) {
  return (
    <ConsolePage title={title} staff={staff} csrf={csrf}>
      <p>{message}</p>
      <p>
        <a href="/console">{t(/*i18n*/ 'Back to the console')}</a>
      </p>
    </ConsolePage>
  )
}
