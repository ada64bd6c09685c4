import type { StaffMember } from '../../domain/console/staff-rules.js'
import { t } from '../i18n.js'
import { ConsolePage } from './layout.js'
import { msg } from '@lingui/core/macro'

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
        <a href="/console">{t(msg`Back to the console`)}</a>
      </p>
    </ConsolePage>
  )
}
