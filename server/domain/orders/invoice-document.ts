import { netAmounts } from '../checkout/reverse-charge.js'
import { vatContainedMinor } from '../money/price-display.js'

/**
 * What an invoice or credit note states, frozen when it is issued (decision 049): the stored figures are the legal
 * record, and the PDF is rendered from them alone. Amounts are gross (catalogue prices include VAT) in minor units.
 */
export interface InvoiceSeller {
  name: string
  address: string
  vatId: string
  email: string
}

export interface InvoiceBuyer {
  /** The company's name for a company buyer, else the person's. */
  name: string
  /** The person who ordered, when the buyer is a company. */
  contactName: string | null
  addressLines: string[]
  country: string
  /** The company buyer's VAT id as given at checkout. */
  vatId: string | null
  email: string
  /** An exempt intra-Community supply to this (VIES-confirmed) business buyer: reverse charge (decision 056). */
  reverseCharge?: boolean
}

/** goods: an article; shipping; reduction: an offer or code (negative); refund: what a credit note gives back. */
type InvoiceLineKind = 'goods' | 'shipping' | 'reduction' | 'refund'

export interface InvoiceLine {
  kind: InvoiceLineKind
  /** The article (and design) as sold, the offer's title or code, or the credited invoice's number. */
  description: string
  quantity: number
  unitMinor: number
  totalMinor: number
  vatRate: number
}

export interface VatTotal {
  rate: number
  netMinor: number
  vatMinor: number
  grossMinor: number
}

/** The totals per VAT rate of `lines`, the VAT contained in each rate's gross total (rounded as the cart rounds it). */
export function vatTotalsOf(lines: readonly InvoiceLine[], allowDecimals: boolean): VatTotal[] {
  const byRate = new Map<number, number>()
  for (const l of lines) byRate.set(l.vatRate, (byRate.get(l.vatRate) ?? 0) + l.totalMinor)
  return [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, grossMinor]) => {
      const sign = grossMinor < 0 ? -1 : 1
      const vatMinor = sign * vatContainedMinor(Math.abs(grossMinor), rate, allowDecimals)
      return { rate, grossMinor, vatMinor, netMinor: grossMinor - vatMinor }
    })
}

/**
 * An exempt sale's lines: each without the VAT its gross price contains, adding up to the net total charged. A line
 * whose net total is not a whole multiple of its quantity is stated as two lines of the same article, the last units
 * one minor unit dearer: a unit price rounded on its own could differ by a cent from the line's total.
 */
export function exemptLines(lines: readonly InvoiceLine[], netTotal: number): InvoiceLine[] {
  const rate = lines[0]?.vatRate ?? 0
  const nets = netAmounts(
    lines.map((l) => l.totalMinor),
    netTotal,
    rate,
  )
  return lines.flatMap((l, i) => linesTotalling({ ...l, vatRate: 0 }, nets[i]!))
}

/** `line` at `total`, split where needed so that every line's unit price times its quantity is its total. */
function linesTotalling(line: InvoiceLine, total: number): InvoiceLine[] {
  const unit = Math.floor(total / line.quantity)
  const dearer = total - unit * line.quantity
  const at = (quantity: number, unitMinor: number) => ({
    ...line,
    quantity,
    unitMinor,
    totalMinor: quantity * unitMinor,
  })
  return dearer === 0 ? [at(line.quantity, unit)] : [at(line.quantity - dearer, unit), at(dearer, unit + 1)]
}
