import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { TAG_CATEGORIES, type TagCategory } from '../../server/domain/vocabulary/shop-enums.js'
import type { ListQuery, Sort } from '../../server/domain/catalog/catalog-query.js'

/** Sort and category filter as a plain GET form: every state is a URL; no JS needed. */
export function ListControls({
  list,
  total,
  categoryNames,
}: {
  list: ListQuery
  total: number
  categoryNames: Partial<Record<TagCategory, string>>
}) {
  const { t } = useLingui()
  const sorts: Record<Sort, string> = {
    POPULARITY: t`Most popular`,
    DATE_CREATION: t`Newest`,
    DATE_LAST_MODIFICATION: t`Recently updated`,
  }
  return (
    <form className="list-controls" method="get">
      <p className="list-count" data-testid="list-count">
        <Plural value={total} one={`# design`} other={`# designs`} />
      </p>
      <label>
        <Trans>Sort by</Trans>{' '}
        <select name="sort" defaultValue={list.sort}>
          {Object.entries(sorts).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <Trans>Show</Trans>{' '}
        <select name="category" defaultValue={list.category ?? ''}>
          <option value="">
            <Trans>All designs</Trans>
          </option>
          {TAG_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {categoryNames[c] ?? c}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn-secondary">
        <Trans>Apply</Trans>
      </button>
    </form>
  )
}
