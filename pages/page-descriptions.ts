import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * Meta descriptions of the indexable pages whose data has no text of its own to describe them (catalog, help and
 * editorial pages take theirs from their content). Keyed by logical path; `{site}` is the site's display name. The
 * document head (+Head.tsx) is the one place that reads them.
 */
export const PAGE_DESCRIPTIONS: Readonly<Record<string, MessageDescriptor>> = {
  '/': msg`Personalised photo gifts from {site}: canvases, mugs, photo prints and more with your photos or our designs, printed and shipped to your door.`,
  '/offers': msg`Current offers and discounts at {site} on personalised canvases, mugs, photo prints and other photo gifts.`,
  '/reviews': msg`What customers say about {site}: ratings and reviews of our personalised photo products.`,
  '/tags-list': msg`Every category and theme at {site}: find designs for every occasion and personalise them with your photos.`,
  '/newsletter': msg`Subscribe to the {site} newsletter: new designs, offers and ideas for personalised photo gifts.`,
  '/contact': msg`Contact {site} customer service about orders, deliveries, your photos or a quote for a larger order.`,
  '/_section/legal': msg`Legal information of {site}: legal notice, privacy policy and terms and conditions of sale.`,
  '/_section/blog': msg`The {site} blog: ideas, tips and inspiration for personalised photo gifts and for decorating with your photos.`,
}
