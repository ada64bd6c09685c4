import { Trans, useLingui } from '@lingui/react/macro'
import type { DocumentPage, MultiPageDocument } from '../../server/domain/editor/book-document.js'
import type { PageWarning } from '../../server/domain/editor/page-warnings.js'
import { findPage } from './page-ops.js'

/** A page warning in words (never colour alone), on the thumbnails and in the list. */
export function useWarningText(): (kind: PageWarning['kind']) => string {
  const { t } = useLingui()
  const words: Record<PageWarning['kind'], string> = {
    'empty-page': t`Empty page`,
    'low-resolution': t`Low resolution`,
    'outside-print-area': t`Text past the edge`,
    'under-calendar-grid': t`Covered by the calendar grid`,
  }
  return (kind) => words[kind]
}

/** A book's page warnings listed before add-to-cart, each naming its page and opening it on the stage. */
export function PageChecks({
  doc,
  warnings,
  pageName,
  onSelect,
}: {
  doc: MultiPageDocument
  warnings: PageWarning[]
  pageName: (page: DocumentPage) => string
  onSelect: (pageId: string) => void
}) {
  const warningText = useWarningText()
  if (warnings.length === 0) return null
  return (
    <section className="page-checks" aria-labelledby="page-checks-title" data-testid="page-checks">
      <h2 id="page-checks-title">
        <Trans>Check before ordering</Trans>
      </h2>
      <ul>
        {warnings.map((w, i) => (
          <li key={i}>
            <button type="button" className="btn-link" onClick={() => onSelect(w.pageId)}>
              {pageName(findPage(doc, w.pageId))}
            </button>
            : {warningText(w.kind)}
          </li>
        ))}
      </ul>
    </section>
  )
}
