import type { Change } from '../../domain/console/console-diff.js'
import type { AuditEntry } from '../../services/console/audit.js'
import { showValue } from '../../services/console/audit.js'
import { t } from '../i18n.js'
import { msg } from '@lingui/core/macro'

/** Settings before and after: an audit entry's changes, or the changes in a draft. */

const OFFER = /^content\.offers\.([^.]+)\.(.+)$/

/**
 * Consecutive changes of one offer (changes come sorted by path) under one heading that says what happens to it:
 * added, changed, or ended (taken out: superseded on publish). Other changes are listed by their full path.
 */
function groups(changes: readonly Change[]) {
  const out: { offer: string | null; changes: Change[] }[] = []
  for (const c of changes) {
    const offer = OFFER.exec(c.path)?.[1] ?? null
    const last = out[out.length - 1]
    if (last && last.offer === offer) last.changes.push(c)
    else out.push({ offer, changes: [c] })
  }
  return out
}

function offerHeading(key: string, changes: readonly Change[]): string {
  if (changes.every((c) => c.before === undefined)) return t(msg`Offer {key}: new`, { key })
  if (changes.every((c) => c.after === undefined))
    return t(msg`Offer {key}: ended (its revision is superseded at once)`, { key })
  return t(msg`Offer {key}: changed (a new revision supersedes the current one)`, { key })
}

function Row({ c, label }: { c: Change; label: string }) {
  return (
    <tr>
      <th scope="row">
        <code>{label}</code>
      </th>
      <td>
        <code>{showValue(c.before)}</code>
      </td>
      <td>
        <code>{showValue(c.after)}</code>
      </td>
    </tr>
  )
}

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
      {groups(entry.changes).map((g) =>
        g.offer === null ? (
          <tbody key={g.changes[0]!.path}>
            {g.changes.map((c) => (
              <Row key={c.path} c={c} label={c.path} />
            ))}
          </tbody>
        ) : (
          <tbody key={`offer-${g.offer}`} className="offer-changes">
            <tr>
              <th scope="rowgroup" colSpan={3}>
                {offerHeading(g.offer, g.changes)}
              </th>
            </tr>
            {g.changes.map((c) => (
              <Row key={c.path} c={c} label={OFFER.exec(c.path)?.[2] ?? c.path} />
            ))}
          </tbody>
        ),
      )}
    </table>
  )
}
