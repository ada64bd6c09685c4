import type { BrandOverrides } from '../../../server/domain/tenancy/content-schema.js'

/**
 * The demo brands' own texts over the shared landings (what a marketer would publish from the console): Tazzia
 * (TZ-ES, Spanish only) sells mugs, cushions, T-shirts, phone cases and keyrings, so its copy of the shared editorial
 * landings promises no prints, canvases, calendars or photo books (issue 32 item 10).
 */
export const brandContentSeeds: Readonly<Record<string, BrandOverrides>> = {
  'TZ-ES': {
    banners: {},
    tags: {},
    landings: {
      'christmas-gift-ideas': {
        texts: {
          es: {
            body: [
              'Una taza con una foto familiar o un cojín con la mejor imagen del año es un regalo que se usa todos los días. Elige un diseño navideño o empieza con una plantilla en blanco.',
              'Para los abuelos, una taza mágica que descubre a los nietos al servir el café es todo un clásico. Una camiseta o una funda de móvil con vuestra foto favorita acompaña a quien quieres todo el año.',
              'Haz tu pedido con tiempo: en las semanas previas a Navidad, la producción y la entrega pueden tardar más de lo habitual.',
            ].join('\n\n'),
          },
        },
      },
      'how-we-print': {
        texts: {
          es: {
            body: [
              'Revisamos cada imagen antes de imprimirla. Si la resolución es demasiado baja para el tamaño elegido, el editor te avisa para que puedas elegir una foto mejor.',
              'Imprimimos con impresoras y tintas profesionales sobre cerámica, textil y metal. Las tazas se imprimen por sublimación, así que el diseño es duradero y apto para lavavajillas.',
              'Cada producto se revisa a mano y se embala con cuidado antes de entregarlo al transportista.',
            ].join('\n\n'),
          },
        },
      },
    },
  },
}
