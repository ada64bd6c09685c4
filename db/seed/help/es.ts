import type { HelpLanguageContent } from './types.js'

export const es: HelpLanguageContent = {
  categories: {
    3: {
      name: 'Pedidos y pagos',
      description: 'Cómo hacer un pedido, formas de pago, códigos promocionales y facturas.',
    },
    5: {
      name: 'Envíos y entregas',
      description: 'Plazos y gastos de envío, seguimiento del paquete y problemas con la entrega.',
    },
    1: {
      name: 'Diseñar y subir fotos',
      description: 'Personalizar diseños, resolución de las fotos y archivos que puedes subir.',
    },
    2: { name: 'Productos y calidad', description: 'Calidad de impresión, colores y cuidado de tus productos.' },
    7: {
      name: 'Devoluciones y reembolsos',
      description: 'Productos dañados o defectuosos, devoluciones y reembolsos.',
    },
    6: { name: 'Cuenta y privacidad', description: 'Tu cuenta, tus fotos y tus datos personales.' },
  },
  topics: {
    25: {
      title: '¿Cómo hago un pedido?',
      keywords: 'pedido, comprar, compra, checkout, cesta, carrito, pasos, invitado',
      body: [
        'Elige un producto o uno de nuestros diseños, personalízalo con tus fotos y textos y añádelo a tu [carrito](/cart). Puedes seguir comprando y añadir todos los productos que quieras.',
        'Cuando lo tengas todo, ve a finalizar la compra. Son cuatro pasos:',
        '- Contacto: tu correo electrónico y tu teléfono\n- Dirección: dónde entregamos tu pedido\n- Envío: a domicilio, en un punto de recogida o, donde se ofrezca, recogida en nuestras instalaciones\n- Pago: elige cómo quieres pagar',
        'No necesitas una cuenta para comprar en {brand}. Justo después del pago recibes un correo con tu número de pedido y el código para [seguir tu pedido](/tracking).',
      ],
    },
    90: {
      title: '¿Qué formas de pago puedo usar?',
      keywords:
        'pagar, pago, tarjeta, tarjeta de crédito, tarjeta de débito, visa, mastercard, paypal, apple pay, google pay, transferencia bancaria, bizum, blik, klarna, mobilepay, ideal, swish, mb way',
      body: [
        '{brand} acepta tarjetas de débito y crédito (Visa, Mastercard), PayPal, Apple Pay, Google Pay y transferencia bancaria. Según tu país, también puedes pagar con métodos locales como Bizum, BLIK, MobilePay, iDEAL, Klarna, Swish o MB WAY.',
        'El último paso de la compra muestra exactamente las formas de pago disponibles en tu país. Los pagos con tarjeta y con monedero digital se confirman al instante y tu pedido pasa a producción enseguida.',
        'Si un pago falla o lo cancelas, no se cobra nada y tu pedido queda guardado: abre la página del pedido desde el correo de confirmación y pulsa «Pagar ahora» para volver a intentarlo con cualquier forma de pago.',
      ],
    },
    35: {
      title: '¿Cómo pago por transferencia bancaria?',
      keywords:
        'transferencia bancaria, transferencia, iban, bic, swift, concepto, referencia, rf, sepa, pago pendiente',
      body: [
        'Elige transferencia bancaria en el último paso de la compra. La página de confirmación y el correo que te enviamos indican el importe, el beneficiario, el IBAN, el BIC y una referencia de pago que empieza por RF.',
        'Escribe la referencia tal cual en el concepto de la transferencia. Así sabemos a qué pedido corresponde el dinero; sin ella, identificar tu pago puede tardar varios días.',
        'Empezamos a producir tu pedido en cuanto llega el dinero, normalmente de 1 a 2 días laborables después de enviar una transferencia SEPA. Hasta entonces tu pedido aparece como «Pendiente de pago». Si quieres un pago inmediato, elige tarjeta u otro método en línea.',
      ],
    },
    27: {
      title: '¿Cómo uso un código promocional?',
      keywords: 'código promocional, código de descuento, cupón, vale, promoción, oferta, rebajas, descuento',
      body: [
        'Escribe el código en el campo «Código promocional» de tu [carrito](/cart) y aplícalo. El descuento aparece al momento en el total del carrito y se mantiene hasta el final de la compra.',
        'Los códigos solo valen en la tienda para la que se emitieron ({brand}) y dentro de sus fechas de validez. Algunos exigen un importe mínimo de pedido; el carrito te avisa si es así. Solo se puede usar un código por pedido.',
        '¿Buscas un código? Suscríbete a nuestra [newsletter](/newsletter) y echa un vistazo a nuestras [ofertas actuales](/offers).',
      ],
    },
    19: {
      title: '¿Puedo modificar o cancelar mi pedido?',
      keywords: 'modificar pedido, cambiar pedido, cancelar pedido, anular, dirección equivocada, error, errata',
      body: [
        'Empezamos a producir los pedidos muy rápido, normalmente el mismo día laborable en que llega el pago. Si necesitas cambiar la dirección de entrega o cancelar, [contáctanos](/contact) cuanto antes e indica tu número de pedido.',
        'Mientras tu pedido siga en estado «Pedido recibido», podemos cambiar la dirección o cancelarlo y devolverte el importe completo. Una vez en producción ya no podemos cancelarlo, porque cada producto se fabrica solo para ti.',
        '¿Has visto una errata en tu diseño? Avísanos enseguida: si la producción no ha empezado, podemos sustituir el diseño.',
      ],
    },
    29: {
      title: '¿Qué significa el estado de mi pedido?',
      keywords:
        'estado del pedido, estado, producción, enviado, empaquetado, entregado, pendiente de pago, punto de recogida',
      body: [
        'Puedes consultar el estado de tu pedido en cualquier momento en la [página de seguimiento](/tracking). Los estados más habituales son:',
        '- Pedido recibido: tenemos tu pedido y está en cola para producción.\n- Pendiente de pago: esperamos tu transferencia o la confirmación del pago.\n- En producción y Producción terminada: estamos imprimiendo y revisando tus productos.\n- Empaquetado y Enviado: el paquete está listo o ya lo tiene la empresa de transporte.\n- Disponible en el punto de recogida: puedes recogerlo con tu número de pedido y un documento de identidad.\n- Entregado: el transportista ha entregado tu paquete.',
        'Si el estado indica «Entrega fallida» o no cambia desde hace varios días, consulta qué hacer si [tu paquete no ha llegado](/help-center/topic/33).',
      ],
    },
    31: {
      title: '¿Cómo consigo una factura?',
      keywords: 'factura, recibo, iva, impuestos, empresa, autónomo, nif, cif',
      body: [
        'El correo de confirmación incluye el resumen del pedido con los precios con IVA. La factura del pedido se emite a nombre de la persona y con la dirección que indicas al comprar.',
        '¿Compras para una empresa? En el primer paso de la compra elige «una empresa» e indica la razón social y el número de IVA, para que la factura salga a nombre de tu empresa.',
        'Para recibir la factura en PDF o corregir sus datos, [contáctanos](/contact) con tu número de pedido. Te la enviamos en un plazo de 2 días laborables.',
      ],
    },
    21: {
      title: '¿Cómo contacto con atención al cliente?',
      keywords: 'contacto, atención al cliente, soporte, ayuda, correo, consulta, ticket, reclamación',
      body: [
        'Escríbenos desde el [formulario de contacto](/contact). Si has iniciado sesión, tus mensajes se guardan como tickets en [tu cuenta](/accounts/tickets) y puedes seguir todas las respuestas.',
        'Indica tu número de pedido y, si el problema es con un producto, adjunta una foto. Así podemos ayudarte con una sola respuesta.',
        'El equipo de atención al cliente de {brand} responde en un día laborable, de lunes a viernes.',
      ],
    },
    23: {
      title: '¿Cuánto tarda el envío y cuánto cuesta?',
      keywords:
        'plazo de entrega, envío, gastos de envío, cuándo llega, días, envío gratis, urgente, exprés, punto de recogida',
      body: [
        'Cada producto se fabrica por encargo: la producción tarda 2 días laborables. Después, el transportista entrega en 1 a 4 días laborables según el servicio que elijas, así que la mayoría de pedidos llegan en 3 a 6 días laborables desde el pago.',
        'Los gastos de envío dependen del transportista y se muestran antes de pagar; los pedidos que superan el importe de envío gratuito de tu país se envían gratis. Escribe tu código postal en el [carrito](/cart) para ver todas las opciones de entrega con su precio y fechas previstas.',
        'Puedes recibir tu pedido en casa o en un punto de recogida cercano y, en algunos países, recogerlo gratis en nuestro centro de producción. Entregamos dentro del país de la web en la que compras.',
      ],
    },
    17: {
      title: '¿Cómo sigo mi pedido?',
      keywords: 'seguimiento, seguir pedido, dónde está mi pedido, paquete, envío, código de pedido, estado, localizar',
      body: [
        'Abre la [página de seguimiento](/tracking) e introduce el código de pedido del correo de confirmación junto con el correo electrónico o el código postal de entrega del pedido. Verás su estado, el transportista y cada paso hasta la entrega.',
        'El correo de confirmación también incluye un enlace directo al seguimiento de tu pedido. Si tienes cuenta, encontrarás todos tus pedidos, también los anteriores, en [Mis pedidos](/accounts/orders).',
        'El seguimiento del transportista empieza cuando le entregamos el paquete, normalmente el mismo día del envío.',
      ],
    },
    33: {
      title: 'Mi paquete no ha llegado. ¿Qué hago?',
      keywords: 'no ha llegado, retraso, paquete perdido, extraviado, no entregado, incidencia, problema de entrega',
      body: [
        'Primero revisa el estado en la [página de seguimiento](/tracking). Si el transportista no pudo entregarlo, suele dejar un aviso y volver a intentarlo, o lleva el paquete a un punto de recogida cercano, donde te lo guardan varios días.',
        'Si el seguimiento indica «Entregado» pero no tienes el paquete, pregunta a tus vecinos y en la conserjería, y busca un aviso en tu buzón.',
        '¿Sigue sin aparecer o el seguimiento no cambia en 3 días laborables? [Contáctanos](/contact) con tu número de pedido. Lo investigamos con el transportista y, si el paquete se ha perdido, te enviamos uno nuevo sin coste o te devolvemos el dinero.',
      ],
    },
    45: {
      title: '¿Cómo personalizo un diseño con mis fotos?',
      keywords: 'personalizar, editor, diseñar, subir foto, añadir texto, diseño, crear',
      body: [
        'Abre un diseño que te guste, elige el producto y pulsa «Personalizar». En el editor puedes sustituir las imágenes de ejemplo por tus propias fotos, moverlas y ampliarlas, y cambiar los textos.',
        '¿Prefieres empezar desde cero? Todas las páginas de producto tienen el botón «Empieza con un diseño en blanco».',
        'Revisa bien la vista previa antes de añadir el producto al carrito: imprimimos exactamente lo que ves. Si has iniciado sesión, puedes guardar tu trabajo en [Mis diseños](/accounts/designs) y terminarlo más tarde.',
      ],
    },
    41: {
      title: '¿Qué resolución necesitan mis fotos?',
      keywords: 'resolución, calidad de imagen, píxeles, ppp, dpi, megapíxeles, borrosa, pixelada, nítida, tamaño',
      body: [
        'Para un resultado nítido, la foto necesita suficientes píxeles para el tamaño al que se imprime. Recomendamos al menos 150 ppp para fotos impresas, tazas y la mayoría de productos, y 100 ppp para lienzos y pósters, que se miran desde más lejos.',
        'Como referencia:',
        '- Foto impresa 13x18 cm: al menos 800 × 1100 píxeles\n- Taza: al menos 1200 × 550 píxeles\n- Lienzo 30x40 cm: al menos 1200 × 1600 píxeles\n- Póster 50x70 cm: al menos 2000 × 2800 píxeles',
        'El editor te avisa cuando una foto es demasiado pequeña para el producto. Usa el archivo original de tu cámara o móvil: las fotos enviadas por aplicaciones de mensajería o redes sociales están comprimidas y suelen ser demasiado pequeñas.',
      ],
    },
    43: {
      title: '¿Qué formatos de archivo puedo subir?',
      keywords: 'formato de archivo, jpg, jpeg, png, heic, pdf, zip, subir, tamaño de archivo',
      body: [
        'Puedes subir fotos en formato JPG, PNG y HEIC (iPhone), además de archivos PDF y archivos ZIP con varias fotos a la vez. Cada archivo puede ocupar hasta 50 MB.',
        'Para obtener los colores más fieles, guarda tus fotos con el perfil de color sRGB, el que usan por defecto casi todas las cámaras y móviles. Las zonas transparentes de los PNG se imprimen en blanco.',
        'Si una subida falla, comprueba tu conexión y el tamaño del archivo y vuelve a intentarlo. Las imágenes pensadas para pantalla, como las capturas, suelen ser demasiado pequeñas para imprimirse bien.',
      ],
    },
    47: {
      title: 'No encuentro el diseño que busco',
      keywords: 'buscar, encontrar diseño, sin resultados, ideas, categorías, temas, diseño en blanco, diseño propio',
      body: [
        'Prueba con una palabra más corta o más general, por ejemplo «cumpleaños» en lugar de «fiesta de cumpleaños de la abuela», y revisa la ortografía. El buscador encuentra las palabras con y sin tildes.',
        'También puedes explorar todas nuestras [categorías y temas](/tags-list) o nuestras [ofertas actuales](/offers).',
        '¿No te convence nada? Cualquier producto se puede diseñar desde cero con tus fotos y textos: abre un producto y elige «Empieza con un diseño en blanco».',
      ],
    },
    51: {
      title: '¿Qué calidad de impresión puedo esperar?',
      keywords: 'calidad de impresión, colores, papel, brillo, mate, pantalla, más claro, más oscuro',
      body: [
        '{brand} imprime cada pedido con equipos profesionales y tintas resistentes a la luz, sobre papel fotográfico de primera calidad, cerámica y tejidos. Revisamos a mano cada producto antes de empaquetarlo.',
        'Las pantallas emiten luz a través de la imagen, mientras que los productos impresos la reflejan, por eso una impresión puede verse algo más oscura que en pantalla. Si tu pantalla tiene mucho brillo, aclara un poco las fotos oscuras antes de pedir.',
        'Si un producto no tiene la calidad que esperabas, [dínoslo](/contact): lo volvemos a imprimir o te devolvemos el dinero.',
      ],
    },
    53: {
      title: '¿Cómo cuido mis productos?',
      keywords: 'cuidado, lavar, lavado, lavavajillas, microondas, limpiar, lienzo, camiseta, cojín, taza',
      body: [
        'Nuestras tazas se pueden meter en el lavavajillas y en el microondas. Las tazas mágicas, cuya imagen aparece con el calor, conviene lavarlas a mano para que el recubrimiento termosensible dure más.',
        'Lava las camisetas y las fundas de cojín del revés a 30 °C y no planches directamente sobre la impresión. Quita el polvo de lienzos y pósters con un paño suave y seco, y mantenlos lejos del sol directo y de la humedad.',
      ],
    },
    8: {
      title: 'Mi producto ha llegado dañado o defectuoso',
      keywords: 'dañado, roto, defectuoso, producto equivocado, reclamación, reimpresión, sustitución',
      body: [
        '¡Lo sentimos! [Contáctanos](/contact) en los 14 días siguientes a la entrega con tu número de pedido y fotos del producto y del embalaje.',
        'Volvemos a imprimir el producto sin coste o, si lo prefieres, te devolvemos su importe. En la mayoría de los casos no hace falta que nos devuelvas el producto dañado.',
        'Si el paquete llega visiblemente dañado, anótalo en el albarán del transportista. Nos ayuda a reclamar al transportista.',
      ],
    },
    11: {
      title: '¿Puedo devolver un producto personalizado?',
      keywords: 'devolución, devolver, desistimiento, cambiar de opinión, cambio, 14 días',
      body: [
        'Los productos hechos con tus fotos y textos se fabrican solo para ti. Por eso el derecho de desistimiento no se aplica a los productos personalizados y no podemos aceptar su devolución solo porque hayas cambiado de opinión.',
        'Por supuesto, mantienes tus derechos de garantía: si un producto es defectuoso, llega dañado o no es lo que pediste, lo volvemos a imprimir o te devolvemos el dinero. Consulta [qué hacer con un producto dañado o defectuoso](/help-center/topic/8).',
        '¿Te has equivocado en tu diseño? [Contáctanos](/contact) rápido: si la producción no ha empezado, todavía podemos corregirlo.',
      ],
    },
    26: {
      title: '¿Cómo y cuándo recibo mi reembolso?',
      keywords: 'reembolso, devolución del dinero, abono, iban, cuenta bancaria',
      body: [
        'Cuando acordamos un reembolso, devolvemos el importe a la forma de pago que usaste: las tarjetas, PayPal y los demás métodos en línea lo reciben automáticamente.',
        'Si pagaste por transferencia, o si no podemos devolverlo al método original, te pedimos tus datos bancarios por correo. Sigue el enlace a la página de seguimiento de tu pedido e indica el titular de la cuenta y el IBAN; solo tienes que hacerlo una vez.',
        'Enviamos los reembolsos en un plazo de 5 días laborables. Según tu banco, el dinero puede tardar otros 3 a 10 días en aparecer en tu cuenta.',
      ],
    },
    61: {
      title: '¿Necesito una cuenta para comprar?',
      keywords:
        'cuenta, registro, registrarse, iniciar sesión, acceder, login, invitado, contraseña, olvidé mi contraseña',
      body: [
        'No. Puedes comprar como invitado y seguir tu pedido en la [página de seguimiento](/tracking) con el código de pedido del correo de confirmación.',
        'Con una cuenta, repetir pedidos es más fácil: guardamos tus direcciones y puedes ver todos tus pedidos, conservar tus diseños y seguir tus consultas a atención al cliente. Puedes crearla en la [página de acceso](/login).',
        '¿Has olvidado tu contraseña? [Restablécela aquí](/login/password-reset) y te enviaremos un enlace por correo para elegir una nueva.',
      ],
    },
    65: {
      title: '¿Qué pasa con mis fotos y mis datos personales?',
      keywords: 'privacidad, protección de datos, rgpd, fotos, datos personales, cookies, borrar mis datos',
      body: [
        '{brand} usa tus fotos solo para producir tu pedido y, si hace falta, volver a imprimirlo. Nunca las publicamos ni las cedemos. Las fotos de un pedido se borran 90 días después de la entrega, salvo que guardes el diseño en tu cuenta.',
        'Tratamos tus datos personales solo para gestionar tus pedidos, pagos y consultas, como se explica en nuestra [política de privacidad](/_section/legal/privacy). Puedes cambiar tus preferencias de cookies en cualquier momento; consulta la [información sobre cookies](/_section/cookies-info).',
        'Para consultar, corregir o borrar tus datos, [contáctanos](/contact).',
      ],
    },
  },
}
