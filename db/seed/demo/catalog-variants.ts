/**
 * The demo range's options and variants (decision 040): photo prints in seven sizes, each gloss or matte, with quantity
 * tiers; canvases in four sizes; mugs in three kinds; phone cases by model. An article not listed here is sold as one
 * variant of its own size (ArticleSeed.printMm) at ArticleSeed.prices. The first variant of each list is the article's
 * default and is priced exactly as ArticleSeed.prices says; the others are priced in EUR and converted with the same
 * ratio per currency, so each currency stays in its own price band.
 */
import type { L } from './content-types.js'

export interface OptionSeed {
  key: string
  label: L
  values: { key: string; label: L }[]
}

export interface VariantSeed {
  sku: string
  options: Record<string, string>
  widthMm: number
  heightMm: number
  minDpi: number
  /** EUR minor units; converted per currency by the article's own EUR ratio. */
  eur: number
  /** Copies from which a cheaper unit price applies, as a percentage off the unit price. */
  tiers?: { minQuantity: number; percentOff: number }[]
}

export interface VariantRangeSeed {
  options: OptionSeed[]
  variants: VariantSeed[]
  /** One brand's own unit prices for some variants (minor units per currency), to show a brand override. */
  brandPrices?: { brand: string; sku: string; prices: Record<string, number> }[]
}

const same = (text: string): L => ({
  es: text,
  de: text,
  fr: text,
  it: text,
  pt: text,
  nl: text,
  da: text,
  pl: text,
  cs: text,
  en: text,
  sv: text,
  fi: text,
})

const SIZE: L = {
  es: 'Tamaño',
  de: 'Format',
  fr: 'Format',
  it: 'Formato',
  pt: 'Tamanho',
  nl: 'Formaat',
  da: 'Størrelse',
  pl: 'Rozmiar',
  cs: 'Rozměr',
  en: 'Size',
  sv: 'Storlek',
  fi: 'Koko',
}

const FINISH: OptionSeed = {
  key: 'finish',
  label: {
    es: 'Acabado',
    de: 'Oberfläche',
    fr: 'Finition',
    it: 'Finitura',
    pt: 'Acabamento',
    nl: 'Afwerking',
    da: 'Overflade',
    pl: 'Wykończenie',
    cs: 'Povrch',
    en: 'Finish',
    sv: 'Yta',
    fi: 'Pinta',
  },
  values: [
    {
      key: 'gloss',
      label: {
        es: 'Brillo',
        de: 'Glänzend',
        fr: 'Brillant',
        it: 'Lucida',
        pt: 'Brilhante',
        nl: 'Glanzend',
        da: 'Blank',
        pl: 'Błyszczące',
        cs: 'Lesklý',
        en: 'Gloss',
        sv: 'Blank',
        fi: 'Kiiltävä',
      },
    },
    {
      key: 'matte',
      label: {
        es: 'Mate',
        de: 'Matt',
        fr: 'Mat',
        it: 'Opaca',
        pt: 'Mate',
        nl: 'Mat',
        da: 'Mat',
        pl: 'Matowe',
        cs: 'Matný',
        en: 'Matte',
        sv: 'Matt',
        fi: 'Matta',
      },
    },
  ],
}

const sizeOption = (sizes: readonly string[]): OptionSeed => ({
  key: 'size',
  label: SIZE,
  values: sizes.map((s) => ({ key: s, label: same(`${s} cm`) })),
})

const mm = (size: string) => size.split('x').map((n) => Number(n) * 10) as [number, number]

/** Small formats get cheaper by the hundred; large ones are bought one at a time. */
const PRINT_TIERS = [
  { minQuantity: 50, percentOff: 10 },
  { minQuantity: 100, percentOff: 20 },
  { minQuantity: 250, percentOff: 30 },
]

const PRINT_SIZES: [size: string, eur: number][] = [
  ['13x18', 49],
  ['9x13', 25],
  ['10x15', 29],
  ['15x20', 89],
  ['20x30', 249],
  ['30x40', 699],
  ['40x60', 1499],
]

const photoPrints: VariantRangeSeed = {
  options: [sizeOption(['9x13', '10x15', '13x18', '15x20', '20x30', '30x40', '40x60']), FINISH],
  variants: PRINT_SIZES.flatMap(([size, eur]) =>
    FINISH.values.map((finish) => {
      const [width, height] = mm(size)
      return {
        sku: `print-${size}-${finish.key}`,
        options: { size, finish: finish.key },
        widthMm: width,
        heightMm: height,
        // Bigger prints are looked at from further away.
        minDpi: width >= 300 ? 100 : 150,
        // Matte paper costs a little more, but not at the 13x18 default (its price is the article's own).
        eur: finish.key === 'matte' && size !== '13x18' ? eur + Math.ceil(eur / 10) : eur,
        tiers: width <= 200 ? PRINT_TIERS : undefined,
      }
    }),
  ),
  brandPrices: [{ brand: 'WPX-PL', sku: 'print-10x15-gloss', prices: { PLN: 99, EUR: 25 } }],
}

const canvases: VariantRangeSeed = {
  options: [sizeOption(['20x30', '30x40', '40x60', '60x90'])],
  variants: (
    [
      ['30x40', 3495],
      ['20x30', 2495],
      ['40x60', 4995],
      ['60x90', 7995],
    ] as const
  ).map(([size, eur]) => {
    const [width, height] = mm(size)
    return { sku: `canvas-${size}`, options: { size }, widthMm: width, heightMm: height, minDpi: 100, eur }
  }),
}

const mugs: VariantRangeSeed = {
  options: [
    {
      key: 'type',
      label: {
        es: 'Tipo',
        de: 'Ausführung',
        fr: 'Modèle',
        it: 'Modello',
        pt: 'Modelo',
        nl: 'Uitvoering',
        da: 'Type',
        pl: 'Rodzaj',
        cs: 'Provedení',
        en: 'Type',
        sv: 'Typ',
        fi: 'Malli',
      },
      values: [
        {
          key: 'white-330',
          label: {
            es: 'Blanca, 330 ml',
            de: 'Weiß, 330 ml',
            fr: 'Blanc, 330 ml',
            it: 'Bianca, 330 ml',
            pt: 'Branca, 330 ml',
            nl: 'Wit, 330 ml',
            da: 'Hvid, 330 ml',
            pl: 'Biały, 330 ml',
            cs: 'Bílý, 330 ml',
            en: 'White, 330 ml',
            sv: 'Vit, 330 ml',
            fi: 'Valkoinen, 330 ml',
          },
        },
        {
          key: 'colour-inside',
          label: {
            es: 'Interior de color, 330 ml',
            de: 'Innen farbig, 330 ml',
            fr: 'Intérieur coloré, 330 ml',
            it: 'Interno colorato, 330 ml',
            pt: 'Interior colorido, 330 ml',
            nl: 'Gekleurde binnenkant, 330 ml',
            da: 'Farvet indvendigt, 330 ml',
            pl: 'Kolorowy w środku, 330 ml',
            cs: 'Barevný uvnitř, 330 ml',
            en: 'Coloured inside, 330 ml',
            sv: 'Färgad insida, 330 ml',
            fi: 'Värillinen sisäpuoli, 330 ml',
          },
        },
        {
          key: 'large-450',
          label: {
            es: 'Grande, 450 ml',
            de: 'Groß, 450 ml',
            fr: 'Grand, 450 ml',
            it: 'Grande, 450 ml',
            pt: 'Grande, 450 ml',
            nl: 'Groot, 450 ml',
            da: 'Stor, 450 ml',
            pl: 'Duży, 450 ml',
            cs: 'Velký, 450 ml',
            en: 'Large, 450 ml',
            sv: 'Stor, 450 ml',
            fi: 'Iso, 450 ml',
          },
        },
      ],
    },
  ],
  variants: [
    { sku: 'mug-white-330', options: { type: 'white-330' }, widthMm: 200, heightMm: 90, minDpi: 150, eur: 1295 },
    { sku: 'mug-colour-330', options: { type: 'colour-inside' }, widthMm: 200, heightMm: 90, minDpi: 150, eur: 1495 },
    { sku: 'mug-large-450', options: { type: 'large-450' }, widthMm: 240, heightMm: 100, minDpi: 150, eur: 1695 },
  ],
}

const PHONE_MODELS: [key: string, label: string, widthMm: number, heightMm: number][] = [
  ['iphone-15', 'iPhone 15', 70, 145],
  ['iphone-16', 'iPhone 16', 72, 148],
  ['iphone-16-pro', 'iPhone 16 Pro', 73, 151],
  ['galaxy-s24', 'Samsung Galaxy S24', 71, 148],
  ['pixel-9', 'Google Pixel 9', 73, 154],
]

const phoneCases: VariantRangeSeed = {
  options: [
    {
      key: 'model',
      label: {
        es: 'Modelo',
        de: 'Modell',
        fr: 'Modèle',
        it: 'Modello',
        pt: 'Modelo',
        nl: 'Model',
        da: 'Model',
        pl: 'Model',
        cs: 'Model',
        en: 'Model',
        sv: 'Modell',
        fi: 'Malli',
      },
      values: PHONE_MODELS.map(([key, label]) => ({ key, label: same(label) })),
    },
  ],
  variants: PHONE_MODELS.map(([model, , widthMm, heightMm]) => ({
    sku: `phone-case-${model}`,
    options: { model },
    widthMm,
    heightMm,
    minDpi: 150,
    eur: 1595,
  })),
}

/** By article code. */
export const variantRanges: Record<string, VariantRangeSeed> = {
  'photo-print': photoPrints,
  canvas: canvases,
  mug: mugs,
  'phone-case': phoneCases,
}
