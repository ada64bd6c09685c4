import { transaction } from '../../../db/transaction.js'
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding'
import type { Db } from '../../../db/client.js'
import * as cq from '../../../db/queries/cart.js'
import * as edq from '../../../db/queries/editor.js'
import { parsePrintLine } from '../../domain/prints/prints-draft.js'
import { designCardsByIds, listArticles, type Storefront } from '../../../db/queries/catalog.js'
import { designTagKeys } from '../../../db/queries/offers.js'
import { applyOffers, type FreeShippingOffer, type OfferLine } from '../../domain/promotions/offers.js'
import {
  codeBasisMinor,
  stackReductions,
  type CodeOutcome,
  type Reduction,
  type StackingRule,
} from '../../domain/promotions/reductions.js'
import { liveOffersOf } from '../promotions/brand-offers.js'
import { shownPricesOf } from '../promotions/shown-prices.js'
import {
  cartLineOf,
  cartTotals,
  copiesPerVariant,
  goodsTotals,
  MAX_QUANTITY,
  mergeLine,
  orderTotal,
  setQuantity,
  type CartLine,
  type CartTotals,
  type ChosenCartLine,
} from '../../domain/cart/cart-totals.js'
import {
  evaluatePromotion,
  normalizePromotionCode,
  type Promotion,
  type PromotionRefusal,
} from '../../domain/promotions/promotion-code.js'
import { emailUsesForCart } from '../promotions/promotion-codes.js'
import { vatRateFor } from '../../domain/money/vat-rates.js'
import { unitPriceFor } from '../../domain/catalog/variant-price.js'
import {
  choiceFromFields,
  closestVariant,
  exactVariant,
  variantLabel,
  type ArticleRange,
} from '../../domain/catalog/variant-choice.js'
import { rangeOf, soldVariants } from '../catalog/article-range.js'
import { mediaUrl } from '../../images/media-sizes.js'
import { estimateShipment, shippingFromMinor, type ShipmentEstimate } from '../../domain/shipping/shipment-estimate.js'
import type { SiteConfig } from '../../domain/tenancy/tenant-schema.js'

export interface CartView {
  id: string | null
  lines: CartLine[]
  /**
   * The code on the cart and whether it gives anything. OFFERS_BETTER: the brand gives the better of a code and the
   * automatic offers (`best`), and the offers save more.
   */
  promotion:
    | { code: string; ok: true; discountMinor: number }
    | { code: string; ok: false; reason: PromotionRefusal | 'OFFERS_BETTER'; minSubtotalMinor?: number }
    | null
  /** Each reduction as its own line (automatic offers, then the code); their sum is `totals.discountMinor`. */
  reductions: Reduction[]
  /** `best`: the code saved more than the automatic offers, which therefore give nothing on this cart. */
  offersSetAside: boolean
  /** A live free-shipping offer of the site, whose threshold the shipment estimates use when it is the lower one. */
  freeShipping: FreeShippingOffer | null
  /** Priced once, by readCart: with the chosen shipment when checkout asked for one, else with shipping 0. */
  totals: CartTotals
  currency: string
  /** False for a brand that shows whole units: every amount of this cart (and its shipping) is then a whole unit. */
  allowDecimals: boolean
}

export interface CartContext {
  db: Db
  sf: Storefront & { country: string; promotionStacking: StackingRule }
  sessionId: string
  now: number
}

type CartRow = NonNullable<Awaited<ReturnType<typeof cq.findCart>>>

/** What a cart's shipping price depends on: the goods after the reductions, a live free-shipping offer, the unit. */
export type CartGoods = Pick<CartView, 'freeShipping' | 'allowDecimals'> & {
  totals: Pick<CartTotals, 'subtotalMinor' | 'discountMinor'>
}

/**
 * A cart priced with a shipment (checkout): the quote of the chosen shipment for these goods, or null when it can no
 * longer be delivered so. Its price is part of the cart's totals.
 */
export type ShipmentQuoter<Q extends { priceMinor: number }> = (goods: CartGoods) => Q | null

const newId = () => encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(15)))
const key = (c: CartContext) => ({ sessionId: c.sessionId, brandSlug: c.sf.brandSlug, siteCode: c.sf.siteCode })

async function promotionFor(db: Db, sf: Storefront, code: string): Promise<Promotion | undefined> {
  const row = await cq.findPromotion(db, sf.brandSlug, code)
  if (sf.previewPromotions) {
    // A draft previews against the uses the published code has taken so far.
    const draft = sf.previewPromotions.find((p) => p.code === normalizePromotionCode(code))
    return draft ? { ...draft, brandSlug: sf.brandSlug, uses: row?.uses ?? 0 } : undefined
  }
  return row ? { ...row, kind: row.kind as Promotion['kind'] } : undefined
}

/**
 * The cart as the shopper sees it, priced now from the catalog in the site currency: the one place a cart is
 * totalled (its lines, the automatic offers, the code and, when `quote` is given, the chosen shipment). Lines whose
 * product is no longer sold on this site are left out of the totals (and of the view) rather than sold at a stale
 * price. `known`: the cart row when the caller has read it already.
 */
export async function readCart(c: CartContext, known?: CartRow): Promise<CartView>
export async function readCart<Q extends { priceMinor: number }>(
  c: CartContext,
  known: CartRow | undefined,
  quote: ShipmentQuoter<Q>,
): Promise<CartView & { shipment: Q | null }>
export async function readCart<Q extends { priceMinor: number }>(
  c: CartContext,
  known?: CartRow,
  quote?: ShipmentQuoter<Q>,
): Promise<CartView & { shipment?: Q | null }> {
  const cart = known ?? (await cq.findCart(c.db, key(c)))
  const chosen = cart ? await cq.chosenLinesOf(c.db, cart.id) : []
  const { lines, articles, sold } = await pricedLinesOf(c, cart ?? null, chosen)
  const offerLines = await offerLinesOf(c, lines, articles)
  if (lines.length) {
    const shown = await shownPricesOf(
      c.db,
      c.sf,
      c.now,
      offerLines.map((l, i) => ({
        ...l,
        variantId: lines[i]!.variantId,
        regularMinor: unitPriceFor(sold.get(lines[i]!.variantId)!.ladder, 1, c.sf.allowDecimals),
      })),
    )
    shown.forEach((p, i) => (lines[i]!.priorPriceMinor = p.reducedMinor === null ? null : p.priorMinor))
  }
  const offers = applyOffers(offerLines, lines.length ? await liveOffersOf(c.db, c.sf, c.now) : [], {
    currency: c.sf.currency,
    siteCode: c.sf.siteCode,
    allowDecimals: c.sf.allowDecimals,
  })
  const subtotal = lines.reduce((s, l) => s + l.lineTotalMinor, 0)
  const { code, promotion: judged } = await judgedCode(c, cart ?? null, subtotal, offers)
  let promotion = judged
  const stacked = stackReductions(c.sf.promotionStacking, offers, code)
  if (stacked.codeSetAside && promotion) promotion = { code: promotion.code, ok: false, reason: 'OFFERS_BETTER' }
  const discountMinor = stacked.reductions.reduce((s, r) => s + r.amountMinor, 0)
  // The shipment is quoted from the goods after the reductions (free-shipping thresholds), then totalled with them.
  const shipment = quote
    ? quote({
        totals: goodsTotals(lines, discountMinor),
        freeShipping: offers.freeShipping,
        allowDecimals: c.sf.allowDecimals,
      })
    : undefined
  const totals = cartTotals(lines, {
    discountMinor,
    shippingMinor: shipment?.priceMinor ?? 0,
    vatRatePercent: vatRateFor(c.sf.country),
    allowDecimals: c.sf.allowDecimals,
  })
  return {
    id: cart?.id ?? null,
    lines,
    promotion,
    reductions: stacked.reductions,
    offersSetAside: stacked.offersSetAside,
    freeShipping: offers.freeShipping,
    totals,
    currency: c.sf.currency,
    allowDecimals: c.sf.allowDecimals,
    ...(quote ? { shipment: shipment ?? null } : {}),
  }
}

/** The cart's code judged on this cart (its basis depends on the offers and the brand's stacking rule). */
async function judgedCode(
  c: CartContext,
  cart: CartRow | null,
  subtotal: number,
  offers: ReturnType<typeof applyOffers>,
): Promise<{ code: { code: string; outcome: CodeOutcome } | null; promotion: CartView['promotion'] }> {
  if (!cart?.promotionCode) return { code: null, promotion: null }
  const promo = await promotionFor(c.db, c.sf, cart.promotionCode)
  const result = evaluatePromotion(promo, {
    code: cart.promotionCode,
    brandSlug: c.sf.brandSlug,
    currency: c.sf.currency,
    subtotalMinor: codeBasisMinor(c.sf.promotionStacking, subtotal, offers),
    now: c.now,
    allowDecimals: c.sf.allowDecimals,
    // Once checkout step 1 gave the email, a code with a per-shopper limit is judged for that shopper too.
    emailUses: await emailUsesForCart(c.db, c.sf.brandSlug, cart.id, promo),
  })
  return {
    code: { code: cart.promotionCode, outcome: result.ok ? result : { ok: false } },
    promotion: result.ok
      ? { code: cart.promotionCode, ok: true, discountMinor: result.discountMinor }
      : { code: cart.promotionCode, ...result },
  }
}

/**
 * The chosen lines priced from the catalogue: each at the quantity tier its variant reaches in the whole cart, with
 * the names, variant and picture the pages show. Lines of a variant no longer sold here drop out first.
 */
async function pricedLinesOf(c: CartContext, cart: CartRow | null, chosen: readonly ChosenCartLine[]) {
  const articleIds = [...new Set(chosen.map((r) => r.articleId))]
  const articles = new Map((await listArticles(c.db, c.sf, articleIds)).map((a) => [a.id, a]))
  const sold = chosen.length ? await soldVariants(c.db, c.sf) : new Map()
  const ranges = new Map<number, ArticleRange | null>()
  for (const id of articleIds) ranges.set(id, await rangeOf(c.db, c.sf, id, sold))
  const designs = new Map(
    (
      await designCardsByIds(
        c.db,
        c.sf,
        chosen.flatMap((r) => (r.designId === null ? [] : [r.designId])),
      )
    ).map((d) => [d.id, d]),
  )
  const kept = chosen.filter((r) => articles.has(r.articleId) && sold.get(r.variantId)?.articleId === r.articleId)
  const printPhotos = await printPhotosOf(c.db, kept)
  const copies = copiesPerVariant(kept)
  const lines: CartLine[] = kept.map((r) => {
    const a = articles.get(r.articleId)!
    const v = sold.get(r.variantId)!
    const unit = unitPriceFor(v.ladder, copies.get(v.id)!, c.sf.allowDecimals)
    const d = r.designId === null ? undefined : designs.get(r.designId)
    return {
      cartId: cart!.id,
      lineId: r.lineId,
      articleId: a.id,
      articleName: a.name,
      articleNamePlural: a.namePlural,
      variantId: v.id,
      variantSku: v.sku,
      variantLabel: variantLabel(ranges.get(a.id) ?? { options: [] }, v.options),
      variantOptions: v.options,
      unitPriceMinor: unit,
      quantity: r.quantity,
      lineTotalMinor: unit * r.quantity,
      promotionCode: cart!.promotionCode,
      urlPreview: r.personalisedDesignId
        ? personalisedPreviewUrl(r.personalisedDesignId)
        : d
          ? mediaUrl('mockup', d.id, 320, 'webp')
          : mediaUrl('article', a.id, 320, 'webp'),
      designId: d?.id ?? null,
      designName: d?.name ?? null,
      designSlug: d?.slug ?? null,
      personalisedDesignId: r.personalisedDesignId,
      printPhotos: r.personalisedDesignId ? (printPhotos.get(r.personalisedDesignId) ?? null) : null,
      priorPriceMinor: null,
    }
  })
  return { lines, articles, sold }
}

async function isPrintsLine(db: Db, personalisedDesignId: string): Promise<boolean> {
  const [doc] = await edq.finalDesignDocuments(db, [personalisedDesignId])
  return parsePrintLine(doc?.document) !== null
}

/** Photos per frozen prints document among the lines' personalised designs (bulk prints lines, decision 054). */
async function printPhotosOf(db: Db, lines: readonly ChosenCartLine[]): Promise<Map<string, number>> {
  const ids = lines.flatMap((l) => (l.personalisedDesignId ? [l.personalisedDesignId] : []))
  const docs = await edq.finalDesignDocuments(db, ids)
  return new Map(
    docs.flatMap((d) => {
      const line = parsePrintLine(d.document)
      return line ? [[d.id, line.photos.length] as const] : []
    }),
  )
}

/** The lines as the offers' rules see them: article code and kind, sku and the design's tags. */
async function offerLinesOf(
  c: CartContext,
  lines: readonly CartLine[],
  articles: ReadonlyMap<number, { code: string; kind: string }>,
): Promise<OfferLine[]> {
  const tags = await designTagKeys(
    c.db,
    lines.flatMap((l) => (l.designId === null ? [] : [l.designId])),
  )
  return lines.map((l) => ({
    lineId: l.lineId,
    articleCode: articles.get(l.articleId)!.code,
    articleKind: articles.get(l.articleId)!.kind,
    sku: l.variantSku,
    tags: l.designId === null ? [] : (tags.get(l.designId) ?? []),
    unitPriceMinor: l.unitPriceMinor,
    quantity: l.quantity,
  }))
}

export type CartError =
  | 'ARTICLE_NOT_SOLD_HERE'
  | 'VARIANT_NOT_SOLD_HERE'
  | 'UNKNOWN_OPTION'
  | 'DESIGN_NOT_FOUND'
  | 'BAD_QUANTITY'
  | 'UNKNOWN_LINE'
  | 'INVALID_CODE'
  | 'PRINTS_LINE'

/**
 * What a cart form post can report back (?error= on the cart page, the lowercased `error.code` in JSON): the
 * service's errors plus INVALID_INPUT for a body the router could not parse. The page shows only codes listed here.
 */
export const CART_ERRORS = [
  'INVALID_INPUT',
  'ARTICLE_NOT_SOLD_HERE',
  'VARIANT_NOT_SOLD_HERE',
  'UNKNOWN_OPTION',
  'DESIGN_NOT_FOUND',
  'BAD_QUANTITY',
  'UNKNOWN_LINE',
  'INVALID_CODE',
  'PRINTS_LINE',
] as const satisfies readonly ('INVALID_INPUT' | CartError)[]

/**
 * The session's cart inside a transaction, made when missing and locked until the transaction ends (cq.lockCart):
 * the unique (session, brand, site) key makes two first adds share one cart.
 */
async function lockedCart(c: CartContext): Promise<string> {
  const locked = await cq.lockCart(c.db, key(c))
  if (locked) return locked.id
  await cq.insertCart(c.db, { id: newId(), ...key(c), promotionCode: null, createdAt: c.now, updatedAt: c.now })
  return (await cq.lockCart(c.db, key(c)))!.id
}

async function ensureCart(c: CartContext): Promise<string> {
  const existing = await cq.findCart(c.db, key(c))
  if (existing) return existing.id
  await cq.insertCart(c.db, { id: newId(), ...key(c), promotionCode: null, createdAt: c.now, updatedAt: c.now })
  return (await cq.findCart(c.db, key(c)))!.id
}

/** Items in the cart (sum of quantities), for the header badge and the checkout guards: no pricing, so it stays cheap. */
export async function cartItemCount(db: Db, key: cq.CartKey): Promise<number> {
  return cq.cartItemCount(db, key)
}

/** The owner-only preview of a personalised line (rendered from the print file when it went into the cart). */
export function personalisedPreviewUrl(personalisedDesignId: string): string {
  return `/images/designs/${personalisedDesignId}/preview.webp`
}

/** The variant a cart add names, or why it names none sold here. */
function pickVariant(
  range: ArticleRange,
  wanted: { id: number } | { fields: Record<string, unknown> } | undefined,
): { ok: true; variant: ArticleRange['variants'][number] } | { ok: false; error: CartError } {
  let variant: ArticleRange['variants'][number] | null
  if (!wanted) variant = closestVariant(range, {})
  else if ('id' in wanted) variant = range.variants.find((v) => v.id === wanted.id) ?? null
  else {
    const { choice, problems } = choiceFromFields(range, wanted.fields)
    if (problems.length) return { ok: false, error: 'UNKNOWN_OPTION' }
    variant = exactVariant(range, choice)
  }
  return variant ? { ok: true, variant } : { ok: false, error: 'VARIANT_NOT_SOLD_HERE' }
}

/**
 * Adds a product (optionally a catalog design, or a design personalised in the editor); identical plain lines
 * merge, personalised ones never do. One transaction.
 */
export async function addToCart(
  c: CartContext,
  input: {
    articleId: number
    designId: number | null
    quantity: number
    personalisedDesignId?: string | null
    /**
     * The variant by id (the editor's), or by the values of a form's `opt-*` fields (choiceFromFields); neither: the
     * article's default variant.
     */
    variant?: { id: number } | { fields: Record<string, unknown> }
  },
): Promise<{ ok: true; lineId: string } | { ok: false; error: CartError }> {
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > MAX_QUANTITY)
    return { ok: false, error: 'BAD_QUANTITY' }
  const [article] = await listArticles(c.db, c.sf, [input.articleId])
  if (!article) return { ok: false, error: 'ARTICLE_NOT_SOLD_HERE' }
  const range = await rangeOf(c.db, c.sf, input.articleId, await soldVariants(c.db, c.sf))
  if (!range) return { ok: false, error: 'ARTICLE_NOT_SOLD_HERE' }
  const picked = pickVariant(range, input.variant)
  if (!picked.ok) return picked
  const variant = picked.variant
  if (input.designId !== null && (await designCardsByIds(c.db, c.sf, [input.designId])).length === 0)
    return { ok: false, error: 'DESIGN_NOT_FOUND' }
  const personalisedDesignId = input.personalisedDesignId ?? null
  // The cart's lines are read, then merged into, holding the cart's row lock: two adds at once take turns, so neither
  // misses the line the other one writes. Prices are not needed to merge (readCart prices every line).
  return transaction(c.db, async (tx) => {
    const cartId = await lockedCart({ ...c, db: tx })
    const rows = await cq.chosenLinesOf(tx, cartId)
    const current = rows.map((r) => cartLineOf(r, 0))
    const incoming = cartLineOf(
      {
        lineId: newId(),
        articleId: input.articleId,
        variantId: variant.id,
        quantity: input.quantity,
        designId: input.designId,
        personalisedDesignId,
      },
      0,
    )
    const merged = mergeLine(current, incoming)
    const target = merged.find((l) => l.lineId === incoming.lineId)
    let lineId = incoming.lineId
    if (target) await cq.insertCartLine(tx, cartId, target, c.now)
    else
      for (const l of merged) {
        const before = rows.find((r) => r.lineId === l.lineId)
        if (before?.quantity !== l.quantity) {
          await cq.updateCartLineQuantity(tx, cartId, l.lineId, l.quantity)
          lineId = l.lineId
        }
      }
    await cq.touchCart(tx, cartId, c.now)
    return { ok: true as const, lineId }
  })
}

/** A bulk-prints line holds every copy of its photos (decision 054): far more than a hand-typed quantity. */
export const MAX_PRINT_LINE_COPIES = 500 * MAX_QUANTITY

/**
 * Adds one line of bulk prints (decision 054): its frozen photo list as the personalised design, its quantity the
 * copies of all its photos, so the variant's price ladder applies to the whole line. Never merged with another line.
 * Runs in the caller's transaction when `c.db` is one.
 */
export async function addPrintsLine(
  c: CartContext,
  input: { articleId: number; variantId: number; quantity: number; personalisedDesignId: string },
): Promise<{ ok: true; lineId: string } | { ok: false; error: CartError }> {
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > MAX_PRINT_LINE_COPIES)
    return { ok: false, error: 'BAD_QUANTITY' }
  const range = await rangeOf(c.db, c.sf, input.articleId, await soldVariants(c.db, c.sf))
  if (!range) return { ok: false, error: 'ARTICLE_NOT_SOLD_HERE' }
  if (!range.variants.some((v) => v.id === input.variantId)) return { ok: false, error: 'VARIANT_NOT_SOLD_HERE' }
  return transaction(c.db, async (tx) => {
    const cartId = await lockedCart({ ...c, db: tx })
    const lineId = newId()
    await cq.insertCartLine(tx, cartId, { lineId, ...input, designId: null }, c.now)
    await cq.touchCart(tx, cartId, c.now)
    return { ok: true as const, lineId }
  })
}

/** A line of the session's cart, or undefined (another session's line, or gone). */
export async function findCartLine(c: CartContext, lineId: string): Promise<ChosenCartLine | undefined> {
  const cart = await cq.findCart(c.db, key(c))
  return cart ? (await cq.chosenLinesOf(c.db, cart.id)).find((r) => r.lineId === lineId) : undefined
}

/**
 * Takes the named lines out of the session's cart, those still in it (a line ordered or removed meanwhile is simply
 * not there): a reopened prints line replaced by its edited photos (decision 054). Runs in the caller's transaction
 * when `c.db` is one.
 */
export async function removeCartLines(c: CartContext, lineIds: readonly string[]): Promise<void> {
  if (lineIds.length === 0) return
  await transaction(c.db, async (tx) => {
    const cart = await cq.lockCart(tx, key(c))
    if (!cart) return
    const present = new Set((await cq.chosenLinesOf(tx, cart.id)).map((r) => r.lineId))
    for (const id of lineIds) if (present.has(id)) await cq.deleteCartLine(tx, cart.id, id)
    await cq.touchCart(tx, cart.id, c.now)
  })
}

export async function changeQuantity(
  c: CartContext,
  lineId: string,
  quantity: number,
): Promise<{ ok: true } | { ok: false; error: CartError }> {
  // Checked and written holding the cart's lock, so the line checked is the line changed.
  return transaction(c.db, async (tx) => {
    const cart = await cq.lockCart(tx, key(c))
    if (!cart) return { ok: false as const, error: 'UNKNOWN_LINE' as const }
    const rows = await cq.chosenLinesOf(tx, cart.id)
    // A prints line's quantity is the sum of its photos' copies, set photo by photo on the prints page (decision 054):
    // a number typed here would no longer match the frozen photo list the factory prints. Removing it is fine.
    const line = rows.find((r) => r.lineId === lineId)
    if (quantity > 0 && line?.personalisedDesignId && (await isPrintsLine(tx, line.personalisedDesignId)))
      return { ok: false as const, error: 'PRINTS_LINE' as const }
    const result = setQuantity(
      rows.map((r) => cartLineOf(r, 0)),
      lineId,
      quantity,
    )
    if (!result.ok)
      return {
        ok: false as const,
        error: result.error === 'UNKNOWN_LINE' ? ('UNKNOWN_LINE' as const) : ('BAD_QUANTITY' as const),
      }
    if (quantity === 0) await cq.deleteCartLine(tx, cart.id, lineId)
    else await cq.updateCartLineQuantity(tx, cart.id, lineId, quantity)
    await cq.touchCart(tx, cart.id, c.now)
    return { ok: true as const }
  })
}

/**
 * Another size or finish for a line (its `opt-*` fields). A personalised line keeps its variant: its print file is
 * laid out on it. A plain line that becomes the same product as another line merges into it.
 */
export async function changeLineVariant(
  c: CartContext,
  lineId: string,
  fields: Record<string, unknown>,
): Promise<{ ok: true } | { ok: false; error: CartError }> {
  const sold = await soldVariants(c.db, c.sf)
  return transaction(c.db, async (tx) => {
    const cart = await cq.lockCart(tx, key(c))
    const rows = cart ? await cq.chosenLinesOf(tx, cart.id) : []
    const line = rows.find((r) => r.lineId === lineId)
    if (!cart || !line || line.personalisedDesignId !== null)
      return { ok: false as const, error: 'UNKNOWN_LINE' as const }
    const range = await rangeOf(tx, c.sf, line.articleId, sold)
    if (!range) return { ok: false as const, error: 'ARTICLE_NOT_SOLD_HERE' as const }
    const picked = pickVariant(range, { fields })
    if (!picked.ok) return picked
    const twin = rows.find(
      (r) =>
        r.lineId !== line.lineId &&
        r.personalisedDesignId === null &&
        r.articleId === line.articleId &&
        r.designId === line.designId &&
        r.variantId === picked.variant.id,
    )
    if (twin) {
      const quantity = Math.min(twin.quantity + line.quantity, MAX_QUANTITY)
      await cq.updateCartLineQuantity(tx, cart.id, twin.lineId, quantity)
      await cq.deleteCartLine(tx, cart.id, line.lineId)
    } else await cq.updateCartLineVariant(tx, cart.id, line.lineId, picked.variant.id)
    await cq.touchCart(tx, cart.id, c.now)
    return { ok: true as const }
  })
}

/** The options of the articles in a cart that have any, by article id (the cart page's selects per line). */
export async function cartLineOptions(c: CartContext, cart: CartView): Promise<Record<number, ArticleRange>> {
  const sold = await soldVariants(c.db, c.sf)
  const out: Record<number, ArticleRange> = {}
  for (const id of new Set(cart.lines.filter((l) => l.personalisedDesignId === null).map((l) => l.articleId))) {
    const range = await rangeOf(c.db, c.sf, id, sold)
    if (range && range.options.length > 0) out[id] = range
  }
  return out
}

/** Stores the code on the cart; whether it applies (and why not) is decided at every read, so it stays honest. */
export async function applyPromotionCode(
  c: CartContext,
  rawCode: string,
): Promise<{ ok: true } | { ok: false; error: CartError }> {
  const code = normalizePromotionCode(rawCode)
  if (!code) return { ok: false, error: 'INVALID_CODE' }
  const cartId = await ensureCart(c)
  await cq.setCartPromotion(c.db, cartId, code, c.now)
  return { ok: true }
}

export async function removePromotionCode(c: CartContext): Promise<void> {
  const cart = await cq.findCart(c.db, key(c))
  if (cart) await cq.setCartPromotion(c.db, cart.id, null, c.now)
}

/** The goods amount from which shipping is free: the site's own threshold, or a live free-shipping offer's if lower. */
export function freeShippingThreshold(site: Pick<SiteConfig, 'freeShippingFromMinor'>, cart: CartGoods): number {
  return Math.min(site.freeShippingFromMinor, cart.freeShipping?.fromMinor ?? Number.POSITIVE_INFINITY)
}

/** The free-shipping offer when it, and not the site's own threshold, makes this cart's shipping free. */
export function freeShippingByOffer(site: Pick<SiteConfig, 'freeShippingFromMinor'>, cart: CartGoods) {
  const goods = orderTotal(cart.totals, 0)
  const offer = cart.freeShipping
  return offer && goods >= offer.fromMinor && goods < site.freeShippingFromMinor ? offer : null
}

/** The cart's "from" shipping price before a postal code: the site's cheapest carrier for this cart's amount. */
export function cartShippingFrom(
  site: Pick<SiteConfig, 'currency' | 'carriers' | 'freeShippingFromMinor'>,
  cart: CartGoods,
): number | null {
  return shippingFromMinor({
    currency: site.currency,
    carriers: site.carriers,
    subtotalMinor: orderTotal(cart.totals, 0),
    freeShippingFromMinor: freeShippingThreshold(site, cart),
    allowDecimals: cart.allowDecimals,
  })
}

/** The delivery estimate for this cart's amount after discount, with the site's carriers and free-shipping threshold. */
export function estimateCartShipment(
  site: Pick<SiteConfig, 'country' | 'currency' | 'carriers' | 'freeShippingFromMinor'>,
  cart: CartGoods,
  destination: { country: string; postalCode: string },
  now: number,
): ShipmentEstimate {
  return estimateShipment({
    siteCountry: site.country,
    currency: site.currency,
    carriers: site.carriers,
    shipmentCountry: destination.country,
    shipmentPostalCode: destination.postalCode,
    // Free shipping is earned by the goods after the discount; a live free-shipping offer may lower the site's threshold.
    subtotalMinor: orderTotal(cart.totals, 0),
    freeShippingFromMinor: freeShippingThreshold(site, cart),
    allowDecimals: cart.allowDecimals,
    now,
  })
}
