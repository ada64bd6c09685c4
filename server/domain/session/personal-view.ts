import { consentDecision, type StoredConsent } from '../analytics/consent.js'
import type { SessionData } from './shop-session.js'

/**
 * What differs per visitor on a page that is otherwise the same for everyone (decision 039): the consent banner or its
 * absence, the cart badge and the account link. The server fills it into the shared HTML at marked slots
 * (server/http/personal-splice.ts) and embeds it as JSON, so the browser hydrates with exactly the same values.
 * Nothing else of the session goes into a page: no email, no ids.
 */
export interface PersonalView extends StoredConsent {
  cartItemCount: number
  /** The account link's label: a signed-in customer's first name, or the name a guest left in the session. */
  account: { firstName: string | null } | null
}

export const ANONYMOUS_VIEW: PersonalView = { cartItemCount: 0, account: null }

/** Each slot's variants, the first being what a first visit sees. */
export const PERSONAL_SLOTS = {
  consent: ['ask', 'answered'],
  account: ['guest', 'named', 'unnamed'],
  cart: ['empty', 'some'],
} as const

export type SlotName = keyof typeof PERSONAL_SLOTS
export type SlotVariant<N extends SlotName = SlotName> = (typeof PERSONAL_SLOTS)[N][number]

export function slotVariant<N extends SlotName>(name: N, view: PersonalView): SlotVariant<N> {
  const variant: SlotVariant =
    name === 'consent'
      ? consentDecision(view).status === 'ask'
        ? 'ask'
        : 'answered'
      : name === 'account'
        ? !view.account
          ? 'guest'
          : view.account.firstName
            ? 'named'
            : 'unnamed'
        : view.cartItemCount > 0
          ? 'some'
          : 'empty'
  return variant as SlotVariant<N>
}

/** The texts a slot variant may show. */
export interface PersonalText {
  firstName: string
  cartItemCount: string
}

/**
 * Stand-ins the shared HTML holds where a variant shows a text; replaced (HTML-escaped) per request. Plain ASCII that
 * React writes unchanged in text and attributes, and that no visitor can type into a slot (slots hold only these).
 */
export const PERSONAL_TOKENS: PersonalText = { firstName: '@@pv:firstName@@', cartItemCount: '@@pv:cartItemCount@@' }

export function personalText(view: PersonalView): PersonalText {
  return { firstName: view.account?.firstName ?? '', cartItemCount: String(view.cartItemCount) }
}

/** Every slot at its first-visit variant: the visitor gets the very bytes of a first visit (shareable by a CDN). */
export function isAnonymousView(view: PersonalView): boolean {
  return (Object.keys(PERSONAL_SLOTS) as SlotName[]).every(
    (name) => slotVariant(name, view) === PERSONAL_SLOTS[name][0],
  )
}

/** The view of a request: its session's consent answer, its cart and who is signed in. */
export function personalViewOf(input: {
  session: SessionData
  cartItemCount: number
  signedInFirstName: string | null | undefined
}): PersonalView {
  const { session } = input
  const guestName = session.customer?.firstName?.trim() || null
  return {
    isConsentGiven: session.isConsentGiven ?? null,
    isAnalyticsAccepted: session.isAnalyticsAccepted ?? null,
    isAdsAccepted: session.isAdsAccepted ?? null,
    consentVersion: session.consentVersion ?? null,
    cartItemCount: Math.max(0, Math.trunc(input.cartItemCount)),
    account:
      input.signedInFirstName !== undefined && input.signedInFirstName !== null
        ? { firstName: input.signedInFirstName.trim() || null }
        : guestName
          ? { firstName: guestName }
          : null,
  }
}

/** The view as JSON inside a <script type="application/json">: `<` escaped so no value can close the element. */
export function personalViewJson(view: PersonalView): string {
  return JSON.stringify(view).replace(/</g, '\\u003c')
}

/** The element id of that script (read once by the browser, components/client/use-shop-session.ts). */
export const PERSONAL_VIEW_ELEMENT_ID = 'shop-personal'
