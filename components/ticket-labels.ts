import { useLingui } from '@lingui/react/macro'

/** Shopper-facing names of the spec ticket statuses. */
export function useTicketStatusLabel(): (status: string) => string {
  const { t } = useLingui()
  const labels: Record<string, string> = {
    PENDING: t`Waiting for our answer`,
    RESOLVED: t`Answered`,
    ARCHIVED: t`Closed`,
  }
  return (status) => labels[status] ?? status
}
