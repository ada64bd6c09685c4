import { Fragment } from 'react'
import type { HelpBodyBlock, HelpInline } from '../../server/domain/help/help-markup.js'
import { useLocalHref } from '../local-link.js'

/** A help topic body from its parsed markup: text is rendered as text, links only to shop paths (no raw HTML). */
export function HelpBody({ blocks }: { blocks: HelpBodyBlock[] }) {
  const href = useLocalHref()
  const inlines = (parts: HelpInline[]) =>
    parts.map((p, i) =>
      'href' in p ? (
        <a key={i} href={href(p.href)}>
          {p.text}
        </a>
      ) : (
        <Fragment key={i}>{p.text}</Fragment>
      ),
    )
  return (
    <div className="help-body" data-testid="help-body">
      {blocks.map((b, i) =>
        b.kind === 'paragraph' ? (
          <p key={i}>{inlines(b.inlines)}</p>
        ) : (
          <ul key={i}>
            {b.items.map((item, j) => (
              <li key={j}>{inlines(item)}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  )
}
