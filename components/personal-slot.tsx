import { createElement, Fragment, type ReactNode } from 'react'
import {
  PERSONAL_SLOTS,
  PERSONAL_TOKENS,
  personalText,
  slotVariant,
  type PersonalText,
  type PersonalView,
  type SlotName,
  type SlotVariant,
} from '../server/domain/session/personal-view.js'

/**
 * A part of the page that differs per visitor (decision 039). On the server (`view` null) it renders every variant,
 * each marked for the splicer (server/http/personal-splice.ts) with stand-in texts, so one render serves everyone; in
 * the browser it renders the visitor's own variant, which is what the server spliced in, so hydration matches.
 * Each variant must be elements only (or nothing): a text next to the slot would merge with the variant's text.
 */
export function PersonalSlot<N extends SlotName>(props: {
  name: N
  view: PersonalView | null
  children: (variant: SlotVariant<N>, text: PersonalText) => ReactNode
}) {
  const { name, view, children } = props
  if (view) return <>{children(slotVariant(name, view), personalText(view))}</>
  return (
    <>
      {(PERSONAL_SLOTS[name] as readonly SlotVariant<N>[]).map((variant) =>
        createElement(
          'shop-slot',
          { key: variant, 'data-slot': name, 'data-variant': variant },
          createElement(Fragment, null, children(variant, PERSONAL_TOKENS)),
        ),
      )}
    </>
  )
}
