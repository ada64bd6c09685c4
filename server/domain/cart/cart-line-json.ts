import type { CartLine } from './cart-totals.js'

/**
 * A cart line in spec section 3's snake_case fields, plus what the cart page links to: the public contract of
 * /cart/data.json and the editor's cart JSON, and (its spec fields: cart_id, article_id, article_name,
 * article_name_plural, pvp, quantity, promotion_code, url_preview) the analytics events' cart lines.
 */
export interface CartLineJson {
  cart_id: string
  line_id: string
  article_id: number
  article_name: string
  article_name_plural: string
  variant_id: number
  variant_sku: string
  variant_label: string
  variant_options: Record<string, string>
  pvp: number
  quantity: number
  line_total: number
  promotion_code: string | null
  url_preview: string
  design_id: number | null
  design_name: string | null
  design_slug: string | null
  personalised_design_id: string | null
  prior_price: number | null
}

/** The one place a shop cart line takes the spec's names (see domain/cart/cart-totals.ts for the line's shapes). */
export function cartLineJson(line: CartLine): CartLineJson {
  return {
    cart_id: line.cartId,
    line_id: line.lineId,
    article_id: line.articleId,
    article_name: line.articleName,
    article_name_plural: line.articleNamePlural,
    variant_id: line.variantId,
    variant_sku: line.variantSku,
    variant_label: line.variantLabel,
    variant_options: line.variantOptions,
    pvp: line.unitPriceMinor,
    quantity: line.quantity,
    line_total: line.lineTotalMinor,
    promotion_code: line.promotionCode,
    url_preview: line.urlPreview,
    design_id: line.designId,
    design_name: line.designName,
    design_slug: line.designSlug,
    personalised_design_id: line.personalisedDesignId,
    prior_price: line.priorPriceMinor,
  }
}

/** A priced cart with its lines in the spec's names, for a JSON response. */
export function cartWithJsonLines<V extends { lines: readonly CartLine[] }>(
  cart: V,
): Omit<V, 'lines'> & { lines: CartLineJson[] } {
  return { ...cart, lines: cart.lines.map(cartLineJson) }
}
