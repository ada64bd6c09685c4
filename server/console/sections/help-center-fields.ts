import type { BrandDoc } from '../../domain/console/console-diff.js'
import { HELP_CENTER_STAGES, type HelpCenterStage } from '../../domain/help/help-center-stages.js'
import { idListField, intField, type FieldDef } from '../fields.js'
import { t } from '../i18n.js'
import { msg } from '@lingui/core/macro'

function stageLabel(s: HelpCenterStage): string {
  switch (s) {
    case 'beforePurchase':
      return t(msg`Before purchase`)
    case 'ordersWaiting':
      return t(msg`Orders waiting`)
    case 'ordersReceived':
      return t(msg`Orders received`)
    case 'orderCompleted':
      return t(msg`Order completed`)
  }
}

/** The help-center topic lists per order stage: a category and topics in display order. */
export function helpCenterFields(doc: BrandDoc): FieldDef[] {
  const b = doc.tenant
  return HELP_CENTER_STAGES.flatMap((s) => [
    intField({
      name: `${s}Category`,
      path: `helpCenter.${s}.category`,
      label: t(msg`{stage}: category`, { stage: stageLabel(s) }),
      hint: t(msg`Topic category number; empty for none.`),
      value: b.helpCenter[s].category,
      nullable: true,
    }),
    idListField({
      name: `${s}Topics`,
      path: `helpCenter.${s}.topics`,
      label: t(msg`{stage}: topics`, { stage: stageLabel(s) }),
      hint: t(msg`Topic numbers in display order, separated by commas.`),
      value: b.helpCenter[s].topics,
    }),
  ])
}
