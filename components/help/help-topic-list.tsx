import type { HelpLink } from '../../server/domain/help/help-center.js'
import { useLocalHref } from '../local-link.js'

/** A list of help topic links. */
export function HelpTopicList({ topics, className }: { topics: HelpLink[]; className?: string }) {
  const href = useLocalHref()
  return (
    <ul className={className ?? 'help-topic-list'}>
      {topics.map((t) => (
        <li key={t.id}>
          <a href={href(t.path)} data-topic-id={t.id}>
            {t.title}
          </a>
        </li>
      ))}
    </ul>
  )
}
