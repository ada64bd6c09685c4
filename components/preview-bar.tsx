import { Trans } from '@lingui/react/macro'

/**
 * Shown only to a staff member previewing a draft from the marketer console (pageContext.preview): what they see
 * is not published yet. Ending the preview is a plain form post, so it works without JS.
 */
export function PreviewBar({ by }: { by: string }) {
  return (
    <div className="preview-bar" role="region" aria-labelledby="preview-bar-title" data-testid="preview-bar">
      <p id="preview-bar-title">
        <strong>
          <Trans>Preview of unpublished changes</Trans>
        </strong>{' '}
        <span>({by})</span>
      </p>
      <form method="post" action="/_console-preview/end">
        <button type="submit" className="btn">
          <Trans>End preview</Trans>
        </button>
      </form>
    </div>
  )
}
