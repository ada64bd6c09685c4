import type { AuditEntry } from '../../services/console/audit.js'
import { showValue } from '../../services/console/audit.js'
import { t } from '../i18n.js'
import { msg } from '@lingui/core/macro'

/** Settings before and after: an audit entry's changes, or the changes in a draft. */

export function ChangeTable({ entry }: { entry: Pick<AuditEntry, 'changes'> }) {
  return (
    <table className="changes">
      <caption className="visually-hidden">{t(msg`Changed settings`)}</caption>
      <thead>
        <tr>
          <th scope="col">{t(msg`Setting`)}</th>
          <th scope="col">{t(msg`Before`)}</th>
          <th scope="col">{t(msg`After`)}</th>
        </tr>
      </thead>
      <tbody>
        {entry.changes.map((c) => (
          <tr key={c.path}>
            <th scope="row">
              <code>{c.path}</code>
            </th>
            <td>
              <code>{showValue(c.before)}</code>
            </td>
            <td>
              <code>{showValue(c.after)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
