import type { DesignCard } from '../../server/services/catalog/catalog-pages.js'
import type { TagCategory } from '../../server/domain/vocabulary/shop-enums.js'
import { listQueryString, pageCount, type ListQuery } from '../../server/domain/catalog/catalog-query.js'
import { useLocalHref } from '../local-link.js'
import { DesignGrid } from './design-grid.js'
import { ListControls } from './list-controls.js'
import { Pagination } from './pagination.js'

/** A sortable, filterable, paged list of designs; its whole state lives in the URL. */
export function DesignList({
  basePath,
  result,
  categoryNames,
}: {
  basePath: string
  result: { total: number; items: DesignCard[]; list: ListQuery }
  categoryNames: Partial<Record<TagCategory, string>>
}) {
  const href = useLocalHref()
  return (
    <section className="design-list">
      <ListControls list={result.list} total={result.total} categoryNames={categoryNames} />
      <DesignGrid designs={result.items} priorityCount={4} />
      <Pagination
        page={result.list.page}
        pages={pageCount(result.total)}
        hrefFor={(page) => href(basePath) + listQueryString({ ...result.list, page })}
      />
    </section>
  )
}
