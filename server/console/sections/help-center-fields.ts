import type { BrandDoc } from '../../domain/console/console-diff.js'
import { HELP_CENTER_STAGES, type HelpCenterStage } from '../../domain/help/help-center-stages.js'
import { idListField, intField, type FieldDef } from '../fields.js'
import { t } from '../i18n.js'

function stageLabel(s: HelpCenterStage): string {
  switch (s) {
    case 'beforePurchase':
      return t(/*i18n*/ 'Before purchase')
    case 'ordersWaiting':
      return t(/*i18n*/ 'Orders waiting')
    case 'ordersReceived':
      return t(/*i18n*/ 'Orders received')
    case 'orderCompleted':
      return t(/*i18n*/ 'Order completed')
  }
}

/** The help-centre topic lists per order stage: a category and topics in display order. */
export function helpCenterFields(doc: BrandDoc): FieldDef[] {
  const b = doc.tenant
  return HELP_CENTER_STAGES.flatMap((s) => [
    intField({
      name: `${s}Category`,
      path: `helpCenter.${s}.category`,
      label: t(/*i18n*/ '{stage}: category', { stage: stageLabel(s) }),
      hint: t(/*i18n*/ 'Topic category number; empty for none.'),
      value: b.helpCenter[s].category,
      nullable: true,
    }),
    idListField({
      name: `${s}Topics`,
      path: `helpCenter.${s}.topics`,
      label: t(/*i18n*/ '{stage}: topics', { stage: stageLabel(s) }),
      hint: t(/*i18n*/ 'Topic numbers in display order, separated by commas.'),
      value: b.helpCenter[s].topics,
    }),
  ])
}
