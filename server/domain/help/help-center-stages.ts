/**
 * Help-centre topic lists per stage of a customer's journey (spec section 9). Brands may change them (brand
 * setting `helpCenter`, editable in the marketer console); the help pages read them from the brand config.
 */
export const HELP_CENTER_STAGES = ['beforePurchase', 'ordersWaiting', 'ordersReceived', 'orderCompleted'] as const
export type HelpCenterStage = (typeof HELP_CENTER_STAGES)[number]

export interface HelpCenterStageTopics {
  /** Topic category shown first for the stage, or null (order completed lists topics only). */
  category: number | null
  topics: number[]
}

export const DEFAULT_HELP_CENTER: Readonly<Record<HelpCenterStage, HelpCenterStageTopics>> = {
  beforePurchase: { category: 3, topics: [90, 23, 25, 27] },
  ordersWaiting: { category: 5, topics: [17, 21, 33, 29] },
  ordersReceived: { category: 7, topics: [8, 11, 26, 31] },
  orderCompleted: { category: null, topics: [17, 21, 31, 29] },
}
