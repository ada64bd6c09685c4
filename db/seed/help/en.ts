import type { HelpLanguageContent } from './types.js'

export const en: HelpLanguageContent = {
  categories: {
    3: { name: 'Orders & payment', description: 'Placing an order, payment methods, promotion codes and invoices.' },
    5: {
      name: 'Shipping & delivery',
      description: 'Delivery times and costs, tracking your parcel and delivery problems.',
    },
    1: {
      name: 'Designing & uploading photos',
      description: 'Personalising designs, photo resolution and the files you can upload.',
    },
    2: { name: 'Products & quality', description: 'Print quality, colours and how to look after your products.' },
    7: { name: 'Returns & refunds', description: 'Damaged or faulty products, returns and refunds.' },
    6: { name: 'Account & privacy', description: 'Your account, your photos and your personal data.' },
  },
  topics: {
    25: {
      title: 'How do I place an order?',
      keywords: 'order, buy, purchase, checkout, basket, cart, steps, guest',
      body: [
        'Choose a product or one of our designs, personalise it with your photos and texts, and add it to your [cart](/cart). You can keep shopping and add as many products as you like.',
        'When you are ready, go to checkout. It has four steps:',
        '- Contact: your email address and phone number\n- Address: where we deliver your order\n- Shipment: home delivery, a pickup point or, where offered, collection\n- Payment: choose how you want to pay',
        'You do not need an account to order with {brand}. Right after payment you receive an email with your order number and the order code to [track your order](/tracking).',
      ],
    },
    90: {
      title: 'Which payment methods can I use?',
      keywords:
        'pay, payment, card, credit card, debit card, visa, mastercard, paypal, apple pay, google pay, bank transfer, bizum, blik, klarna, mobilepay, ideal, swish, mb way',
      body: [
        '{brand} accepts debit and credit cards (Visa, Mastercard), PayPal, Apple Pay, Google Pay and bank transfer. Depending on your country you can also pay with local methods such as Bizum, BLIK, MobilePay, iDEAL, Klarna, Swish or MB WAY.',
        'The last step of checkout shows exactly the methods available in your country. Card and wallet payments are confirmed straight away, and your order goes into production immediately.',
        'If a payment fails or you cancel it, no money is taken and your order stays saved: open the order page from your confirmation email and choose "Pay now" to try again with any method.',
      ],
    },
    35: {
      title: 'How do I pay by bank transfer?',
      keywords: 'bank transfer, wire transfer, iban, bic, swift, reference, rf, sepa, payment pending',
      body: [
        'Choose bank transfer at the last step of checkout. The confirmation page and the email we send you show the amount, the beneficiary, the IBAN, the BIC and a payment reference starting with RF.',
        'Enter the reference exactly as shown in the reference field of your transfer. It tells us which order the money belongs to; without it, matching your payment can take several days.',
        'We start producing your order as soon as the money arrives, usually 1 to 2 working days after you send a SEPA transfer. Until then your order shows the status "Waiting for payment". For an instant payment, choose a card or another online method.',
      ],
    },
    27: {
      title: 'How do I use a promotion code?',
      keywords: 'promotion code, discount code, coupon, voucher, promo, offer, sale, discount',
      body: [
        'Enter the code in the "Promotion code" field of your [cart](/cart) and apply it. The discount appears in the cart totals straight away and is kept through checkout.',
        'Codes only work in the shop they were issued for ({brand}) and within their validity dates. Some codes need a minimum order value; the cart tells you if that is the case. One code can be used per order.',
        'Looking for a code? Subscribe to our [newsletter](/newsletter) and have a look at our [current offers](/offers).',
      ],
    },
    19: {
      title: 'Can I change or cancel my order?',
      keywords: 'change order, cancel order, modify, wrong address, mistake, edit, typo',
      body: [
        'We start producing orders quickly, usually on the working day the payment arrives. If you need to change the delivery address or cancel, [contact us](/contact) as soon as possible and quote your order number.',
        'While your order still has the status "Order received", we can change the address or cancel it and refund the full amount. Once it is in production we can no longer cancel it, because every product is made just for you.',
        'Spotted a typo in your design? Tell us right away: if production has not started, we can replace the design.',
      ],
    },
    29: {
      title: 'What does my order status mean?',
      keywords: 'order status, status, production, shipped, packed, delivered, waiting for payment, pickup point',
      body: [
        'You can see the status of your order at any time on the [tracking page](/tracking). The most common statuses are:',
        '- Order received: we have your order and it is queued for production.\n- Waiting for payment: we are waiting for your bank transfer or for the payment to be confirmed.\n- In production and Production finished: your products are being printed and checked.\n- Packed and Shipped: the parcel is ready or already with the carrier.\n- Ready at the pickup point: you can collect it with your order number and an ID.\n- Delivered: the carrier has delivered your parcel.',
        'If the status says "Delivery failed" or has not changed for several days, see what to do when [your parcel has not arrived](/help-center/topic/33).',
      ],
    },
    31: {
      title: 'How do I get an invoice?',
      keywords: 'invoice, receipt, vat, tax, company, business, bill',
      body: [
        'Your confirmation email contains the order summary with prices including VAT. The invoice for your order is issued in the name and address you give at checkout.',
        'Ordering for a business? At the first step of checkout choose "a company" and enter the company name and VAT number, so that the invoice is made out to your company.',
        'To receive the invoice as a PDF, or to correct the details on an invoice, [contact us](/contact) with your order number. We send it within 2 working days.',
      ],
    },
    21: {
      title: 'How do I contact customer service?',
      keywords: 'contact, customer service, support, help, email, question, ticket, complaint',
      body: [
        'Write to us using the [contact form](/contact). If you are signed in, your messages are kept as tickets in [your account](/accounts/tickets), so you can follow every answer.',
        'Please include your order number and, for a problem with a product, a photo. That way we can help you in one reply instead of several.',
        'The {brand} customer service team answers within one working day, Monday to Friday.',
      ],
    },
    23: {
      title: 'How long does delivery take and what does it cost?',
      keywords:
        'delivery time, shipping, shipping costs, postage, when will it arrive, days, free shipping, express, pickup point, collection',
      body: [
        'Every product is made to order: production takes 2 working days. The carrier then delivers in 1 to 4 working days, depending on the service you choose, so most orders arrive within 3 to 6 working days of payment.',
        'Shipping costs depend on the carrier and are shown before you pay; orders above the free-shipping amount of your country ship free. Enter your postal code in the [cart](/cart) to see every delivery option with its price and expected dates.',
        'You can have your order delivered to your home or to a pickup point near you, and on some sites collect it free of charge at our production centre. We deliver within the country of the site you order from.',
      ],
    },
    17: {
      title: 'How do I track my order?',
      keywords: 'track, tracking, where is my order, parcel, package, shipment, order code, status',
      body: [
        'Open the [tracking page](/tracking) and enter the order code from your confirmation email together with the email address or the delivery postal code of the order. You will see its status, the carrier and every step up to delivery.',
        'The confirmation email also contains a direct link to the tracking of your order. With an account, you will find all your orders, including past ones, under [My orders](/accounts/orders).',
        'The carrier starts tracking once the parcel has been handed over, usually on the day it is shipped.',
      ],
    },
    33: {
      title: 'My parcel has not arrived. What can I do?',
      keywords: 'not arrived, late, lost parcel, missing package, delayed, not delivered, delivery problem',
      body: [
        'First check the status on the [tracking page](/tracking). If the carrier could not deliver, it usually leaves a notice and tries again, or takes the parcel to a nearby pickup point, where it is kept for you for several days.',
        'If the tracking says "Delivered" but you have no parcel, ask your neighbours and your building’s reception, and look for a delivery notice in your letterbox.',
        'Still nothing, or no change in the tracking for 3 working days? [Contact us](/contact) with your order number. We investigate with the carrier and, if the parcel is lost, send you a new one at no cost or refund you.',
      ],
    },
    45: {
      title: 'How do I personalise a design with my photos?',
      keywords: 'personalise, personalize, customise, customize, editor, upload photo, add text, design, create',
      body: [
        'Open a design you like, choose the product and click "Personalise". In the editor you can replace the sample pictures with your own photos, move and zoom them, and change the texts.',
        'Prefer to start from scratch? Every product page has a "Start from a blank design" button.',
        'Check the preview carefully before you add the product to your cart: we print exactly what you see. When you are signed in, you can save your work in [My designs](/accounts/designs) and finish it later.',
      ],
    },
    41: {
      title: 'What photo resolution do I need?',
      keywords: 'resolution, image quality, pixels, dpi, megapixels, blurry, pixelated, sharp, size',
      body: [
        'For a sharp result a photo needs enough pixels for the size it is printed at. We recommend at least 150 dpi for photo prints, mugs and most products, and 100 dpi for canvases and posters, which are seen from further away.',
        'As a guide:',
        '- Photo print 13x18 cm: at least 800 × 1100 pixels\n- Mug: at least 1200 × 550 pixels\n- Canvas 30x40 cm: at least 1200 × 1600 pixels\n- Poster 50x70 cm: at least 2000 × 2800 pixels',
        'The editor warns you when a photo is too small for the product. Use the original file from your camera or phone: photos sent through messaging apps or social networks are compressed and often too small.',
      ],
    },
    43: {
      title: 'Which file formats can I upload?',
      keywords: 'file format, jpg, jpeg, png, heic, pdf, zip, upload, file size',
      body: [
        'You can upload photos in JPG, PNG and HEIC (iPhone) format, as well as PDF files and ZIP archives with several photos at once. Each file can be up to 50 MB.',
        'For the truest colours, save your photos in the sRGB colour profile, which nearly every camera and phone uses by default. Transparent areas of PNG files are printed white.',
        'If an upload fails, check your connection and the file size, then try again. Images made for screens, such as screenshots, are often too small to print well.',
      ],
    },
    47: {
      title: 'I can’t find the design I’m looking for',
      keywords: 'search, find a design, no results, ideas, categories, themes, blank design, own design',
      body: [
        'Try a shorter or more general word, for example "birthday" instead of "birthday party for grandma", and check the spelling. The search finds words with and without accents.',
        'You can also browse all our [categories and themes](/tags-list) or our [current offers](/offers).',
        'Nothing quite right? Every product can be designed from scratch with your own photos and texts: open a product and choose "Start from a blank design".',
      ],
    },
    51: {
      title: 'What print quality can I expect?',
      keywords: 'print quality, colours, colors, paper, glossy, matte, screen, brighter, darker',
      body: [
        '{brand} prints every order on professional equipment with lightfast inks, on premium photo paper, ceramics and textiles. Every product is checked by hand before it is packed.',
        'Screens shine light through an image, while printed products reflect it, so a print can look slightly darker than on your screen. If your screen is set very bright, lighten dark photos a little before you order.',
        'If a product does not meet the quality you expected, [tell us](/contact): we will reprint it or refund you.',
      ],
    },
    53: {
      title: 'How do I care for my products?',
      keywords: 'care, wash, washing, dishwasher, microwave, clean, canvas, t-shirt, cushion, mug',
      body: [
        'Our mugs are dishwasher and microwave safe. Magic mugs, whose picture appears with heat, should be washed by hand so that the heat-sensitive coating lasts.',
        'Wash T-shirts and cushion covers inside out at 30 °C and do not iron directly on the print. Dust canvases and posters with a soft, dry cloth, and keep them away from direct sunlight and damp rooms.',
      ],
    },
    8: {
      title: 'My product arrived damaged or faulty',
      keywords: 'damaged, broken, faulty, defective, wrong product, complaint, reprint, replacement',
      body: [
        'We are sorry! Please [contact us](/contact) within 14 days of delivery with your order number and photos of the product and the packaging.',
        'We will reprint the product at no cost or, if you prefer, refund it. In most cases you do not need to send the damaged product back.',
        'If the parcel is visibly damaged when it arrives, please note this on the carrier’s delivery receipt. It helps us with the claim against the carrier.',
      ],
    },
    11: {
      title: 'Can I return a personalised product?',
      keywords: 'return, withdrawal, change of mind, send back, exchange, 14 days, cancellation right',
      body: [
        'Products made with your photos and texts are produced just for you. That is why the statutory right of withdrawal does not apply to personalised products, and we cannot take them back simply because you changed your mind.',
        'Your statutory guarantee rights of course remain: if a product is faulty, damaged or not what you ordered, we will reprint it or refund you. See [what to do with a damaged or faulty product](/help-center/topic/8).',
        'Made a mistake in your design? [Contact us](/contact) quickly: if production has not started, we can still correct it.',
      ],
    },
    26: {
      title: 'How and when do I get my refund?',
      keywords: 'refund, money back, reimbursement, iban, bank account, credit',
      body: [
        'Once a refund is agreed, we send the amount back to the payment method you used: cards, PayPal and other online methods receive it automatically.',
        'For bank transfers, or when we cannot refund the original method, we ask for your bank details by email. Follow the link to the tracking page of your order and enter the account holder and IBAN; you only have to do this once.',
        'We send refunds within 5 working days. Depending on your bank, it may take another 3 to 10 days for the money to appear on your statement.',
      ],
    },
    61: {
      title: 'Do I need an account to order?',
      keywords: 'account, register, sign up, sign in, log in, login, guest, password, forgotten password',
      body: [
        'No. You can order as a guest and follow your order on the [tracking page](/tracking) with the order code from your confirmation email.',
        'An account makes repeat orders easier: your addresses are saved, and you can see all your orders, keep your designs and follow your questions to customer service. You create one on the [sign-in page](/login).',
        'Forgotten your password? [Reset it here](/login/password-reset) and we will email you a link to choose a new one.',
      ],
    },
    65: {
      title: 'What happens to my photos and personal data?',
      keywords: 'privacy, data protection, gdpr, photos, personal data, cookies, delete my data',
      body: [
        '{brand} uses your photos only to produce your order and, if needed, to reprint it. We never publish them or pass them on. Photos of an order are deleted 90 days after delivery, unless you keep the design saved in your account.',
        'We process your personal data only to handle your orders, payments and questions, as described in our [privacy policy](/_section/legal/privacy). You can change your cookie choices at any time; see the [cookie information](/_section/cookies-info).',
        'To see, correct or delete your data, [contact us](/contact).',
      ],
    },
  },
}
