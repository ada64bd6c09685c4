import { useLingui } from '@lingui/react/macro'
import type { ProjectKind } from '../server/domain/accounts/account-lists.js'

/** Shopper-facing names of the spec's project kinds. */
export function useProjectKindNames(): Record<ProjectKind, string> {
  const { t } = useLingui()
  return { GROUP_APPLICATIONS: t`Group project`, APPLICATION: t`Catalog design`, PRIVATE: t`Private design` }
}
