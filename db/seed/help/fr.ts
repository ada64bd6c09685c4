import type { HelpLanguageContent } from './types.js'

export const fr: HelpLanguageContent = {
  categories: {
    3: { name: 'Commandes et paiement', description: 'Passer commande, moyens de paiement, codes promo et factures.' },
    5: {
      name: 'Expédition et livraison',
      description: 'Délais et frais de livraison, suivi du colis et problèmes de livraison.',
    },
    1: {
      name: 'Créer et importer des photos',
      description: 'Personnaliser un design, résolution des photos et fichiers acceptés.',
    },
    2: { name: 'Produits et qualité', description: 'Qualité d’impression, couleurs et entretien de vos produits.' },
    7: { name: 'Retours et remboursements', description: 'Produits abîmés ou défectueux, retours et remboursements.' },
    6: { name: 'Compte et confidentialité', description: 'Votre compte, vos photos et vos données personnelles.' },
  },
  topics: {
    25: {
      title: 'Comment passer commande ?',
      keywords: 'commander, acheter, achat, commande, panier, étapes, invité',
      body: [
        'Choisissez un produit ou l’un de nos designs, personnalisez-le avec vos photos et vos textes, puis ajoutez-le à votre [panier](/cart). Vous pouvez continuer vos achats et ajouter autant de produits que vous le souhaitez.',
        'Quand vous êtes prêt, passez à la commande. Elle se fait en quatre étapes :',
        '- Contact : votre adresse e-mail et votre numéro de téléphone\n- Adresse : où nous livrons votre commande\n- Livraison : à domicile, en point relais ou, là où c’est proposé, retrait sur place\n- Paiement : choisissez votre moyen de paiement',
        'Pas besoin de compte pour commander chez {brand}. Juste après le paiement, vous recevez un e-mail avec votre numéro de commande et le code qui permet de [suivre votre commande](/tracking).',
      ],
    },
    90: {
      title: 'Quels moyens de paiement puis-je utiliser ?',
      keywords:
        'payer, paiement, carte, carte bancaire, carte de crédit, visa, mastercard, cb, paypal, apple pay, google pay, virement, bancontact, twint, klarna, ideal, bizum, blik',
      body: [
        '{brand} accepte les cartes de débit et de crédit (Visa, Mastercard), PayPal, Apple Pay, Google Pay et le virement bancaire. Selon votre pays, vous pouvez aussi payer avec des moyens locaux comme Bancontact, TWINT, Klarna, iDEAL, Bizum ou BLIK.',
        'La dernière étape de la commande affiche précisément les moyens de paiement disponibles dans votre pays. Les paiements par carte et par portefeuille électronique sont confirmés immédiatement, et votre commande part aussitôt en production.',
        'Si un paiement échoue ou si vous l’annulez, aucun montant n’est prélevé et votre commande reste enregistrée : ouvrez la page de la commande depuis votre e-mail de confirmation et choisissez « Payer maintenant » pour réessayer avec le moyen de paiement de votre choix.',
      ],
    },
    35: {
      title: 'Comment payer par virement bancaire ?',
      keywords: 'virement, virement bancaire, iban, bic, swift, référence, rf, sepa, paiement en attente',
      body: [
        'Choisissez le virement bancaire à la dernière étape de la commande. La page de confirmation et l’e-mail que nous vous envoyons indiquent le montant, le bénéficiaire, l’IBAN, le BIC et une référence de paiement commençant par RF.',
        'Indiquez cette référence telle quelle dans le libellé de votre virement. Elle nous permet de savoir à quelle commande correspond le paiement ; sans elle, le rapprochement peut prendre plusieurs jours.',
        'Nous lançons la production dès réception des fonds, en général 1 à 2 jours ouvrés après un virement SEPA. D’ici là, votre commande affiche le statut « En attente de paiement ». Pour un paiement immédiat, choisissez la carte ou un autre moyen de paiement en ligne.',
      ],
    },
    27: {
      title: 'Comment utiliser un code promo ?',
      keywords: 'code promo, code de réduction, bon de réduction, coupon, promotion, offre, soldes, remise',
      body: [
        'Saisissez le code dans le champ « Code promo » de votre [panier](/cart) et appliquez-le. La réduction apparaît immédiatement dans le total du panier et est conservée jusqu’à la fin de la commande.',
        'Les codes ne sont valables que dans la boutique pour laquelle ils ont été émis ({brand}) et pendant leur période de validité. Certains exigent un montant minimum de commande ; le panier vous l’indique le cas échéant. Un seul code est utilisable par commande.',
        'Vous cherchez un code ? Abonnez-vous à notre [newsletter](/newsletter) et consultez nos [offres du moment](/offers).',
      ],
    },
    19: {
      title: 'Puis-je modifier ou annuler ma commande ?',
      keywords: 'modifier commande, annuler commande, annulation, mauvaise adresse, erreur, faute de frappe',
      body: [
        'Nous lançons la production très rapidement, généralement le jour ouvré où le paiement arrive. Pour changer l’adresse de livraison ou annuler, [contactez-nous](/contact) au plus vite en indiquant votre numéro de commande.',
        'Tant que votre commande a le statut « Commande reçue », nous pouvons changer l’adresse ou l’annuler et vous rembourser intégralement. Une fois en production, elle ne peut plus être annulée, car chaque produit est fabriqué rien que pour vous.',
        'Vous avez repéré une faute dans votre design ? Prévenez-nous tout de suite : si la production n’a pas commencé, nous pouvons remplacer le design.',
      ],
    },
    29: {
      title: 'Que signifie le statut de ma commande ?',
      keywords:
        'statut de commande, statut, production, expédiée, emballée, livrée, en attente de paiement, point relais',
      body: [
        'Vous pouvez consulter le statut de votre commande à tout moment sur la [page de suivi](/tracking). Les statuts les plus courants sont :',
        '- Commande reçue : nous avons bien votre commande, elle attend sa mise en production.\n- En attente de paiement : nous attendons votre virement ou la confirmation du paiement.\n- En production et Production terminée : vos produits sont imprimés et contrôlés.\n- Emballée et Expédiée : le colis est prêt ou déjà pris en charge par le transporteur.\n- Disponible en point relais : vous pouvez le retirer avec votre numéro de commande et une pièce d’identité.\n- Livrée : le transporteur a livré votre colis.',
        'Si le statut indique « Échec de la livraison » ou n’évolue plus depuis plusieurs jours, consultez que faire si [votre colis n’est pas arrivé](/help-center/topic/33).',
      ],
    },
    31: {
      title: 'Comment obtenir une facture ?',
      keywords: 'facture, reçu, tva, taxe, entreprise, société, professionnel',
      body: [
        'Votre e-mail de confirmation contient le récapitulatif de la commande avec les prix TTC. La facture est établie au nom et à l’adresse que vous indiquez lors de la commande.',
        'Vous commandez pour une entreprise ? À la première étape de la commande, choisissez « une entreprise » et indiquez la raison sociale et le numéro de TVA, afin que la facture soit établie au nom de votre société.',
        'Pour recevoir la facture en PDF ou faire corriger ses informations, [contactez-nous](/contact) avec votre numéro de commande. Nous vous l’envoyons sous 2 jours ouvrés.',
      ],
    },
    21: {
      title: 'Comment contacter le service client ?',
      keywords: 'contact, service client, assistance, support, aide, e-mail, question, ticket, réclamation',
      body: [
        'Écrivez-nous via le [formulaire de contact](/contact). Si vous êtes connecté, vos messages sont conservés sous forme de tickets dans [votre compte](/accounts/tickets), ce qui vous permet de suivre chaque réponse.',
        'Indiquez votre numéro de commande et, en cas de problème avec un produit, joignez une photo. Nous pourrons ainsi vous aider en une seule réponse.',
        'Le service client de {brand} répond sous un jour ouvré, du lundi au vendredi.',
      ],
    },
    23: {
      title: 'Quels sont les délais et les frais de livraison ?',
      keywords:
        'délai de livraison, livraison, frais de port, frais de livraison, quand, jours, livraison gratuite, express, point relais, retrait',
      body: [
        'Chaque produit est fabriqué à la commande : la production prend 2 jours ouvrés. Le transporteur livre ensuite en 1 à 4 jours ouvrés selon le service choisi ; la plupart des commandes arrivent donc 3 à 6 jours ouvrés après le paiement.',
        'Les frais de livraison dépendent du transporteur et sont affichés avant le paiement ; au-delà du montant de livraison gratuite de votre pays, la livraison est offerte. Saisissez votre code postal dans le [panier](/cart) pour voir toutes les options de livraison avec leur prix et leurs dates prévues.',
        'Vous pouvez vous faire livrer à domicile ou dans un point relais près de chez vous et, dans certains pays, retirer gratuitement votre commande dans notre centre de production. Nous livrons dans le pays du site sur lequel vous commandez.',
      ],
    },
    17: {
      title: 'Comment suivre ma commande ?',
      keywords: 'suivi, suivre, où est ma commande, colis, envoi, code de commande, statut',
      body: [
        'Ouvrez la [page de suivi](/tracking) et saisissez le code de commande figurant dans votre e-mail de confirmation, avec l’adresse e-mail ou le code postal de livraison de la commande. Vous verrez son statut, le transporteur et chaque étape jusqu’à la livraison.',
        'L’e-mail de confirmation contient aussi un lien direct vers le suivi de votre commande. Avec un compte, vous retrouvez toutes vos commandes, même les plus anciennes, dans [Mes commandes](/accounts/orders).',
        'Le suivi du transporteur commence dès que le colis lui a été remis, généralement le jour de l’expédition.',
      ],
    },
    33: {
      title: 'Mon colis n’est pas arrivé. Que faire ?',
      keywords: 'pas arrivé, retard, colis perdu, manquant, non livré, problème de livraison, incident',
      body: [
        'Vérifiez d’abord le statut sur la [page de suivi](/tracking). Si le transporteur n’a pas pu livrer, il laisse généralement un avis de passage et repasse, ou dépose le colis dans un point relais proche, où il vous attend plusieurs jours.',
        'Si le suivi indique « Livrée » mais que vous n’avez rien reçu, demandez à vos voisins et au gardien de votre immeuble, et regardez si un avis de passage se trouve dans votre boîte aux lettres.',
        'Toujours rien, ou aucun changement dans le suivi depuis 3 jours ouvrés ? [Contactez-nous](/contact) avec votre numéro de commande. Nous menons l’enquête auprès du transporteur et, si le colis est perdu, nous vous en renvoyons un gratuitement ou nous vous remboursons.',
      ],
    },
    45: {
      title: 'Comment personnaliser un design avec mes photos ?',
      keywords: 'personnaliser, éditeur, créer, importer une photo, ajouter du texte, design, création',
      body: [
        'Ouvrez un design qui vous plaît, choisissez le produit et cliquez sur « Personnaliser ». Dans l’éditeur, vous remplacez les images d’exemple par vos propres photos, vous les déplacez et les agrandissez, et vous modifiez les textes.',
        'Vous préférez partir de zéro ? Chaque page produit propose le bouton « Partir d’un design vierge ».',
        'Vérifiez attentivement l’aperçu avant d’ajouter le produit au panier : nous imprimons exactement ce que vous voyez. Si vous êtes connecté, vous pouvez enregistrer votre travail dans [Mes designs](/accounts/designs) et le terminer plus tard.',
      ],
    },
    41: {
      title: 'Quelle résolution faut-il pour mes photos ?',
      keywords: 'résolution, qualité d’image, pixels, dpi, ppp, mégapixels, floue, pixelisée, nette, taille',
      body: [
        'Pour un résultat net, une photo doit avoir assez de pixels pour la taille à laquelle elle est imprimée. Nous recommandons au moins 150 dpi pour les tirages photo, les mugs et la plupart des produits, et 100 dpi pour les toiles et les posters, que l’on regarde de plus loin.',
        'À titre indicatif :',
        '- Tirage photo 13x18 cm : au moins 800 × 1100 pixels\n- Mug : au moins 1200 × 550 pixels\n- Toile 30x40 cm : au moins 1200 × 1600 pixels\n- Poster 50x70 cm : au moins 2000 × 2800 pixels',
        'L’éditeur vous prévient lorsqu’une photo est trop petite pour le produit. Utilisez le fichier original de votre appareil photo ou de votre téléphone : les photos envoyées par messagerie ou via les réseaux sociaux sont compressées et souvent trop petites.',
      ],
    },
    43: {
      title: 'Quels formats de fichier puis-je importer ?',
      keywords: 'format de fichier, jpg, jpeg, png, heic, pdf, zip, importer, télécharger, taille de fichier',
      body: [
        'Vous pouvez importer des photos aux formats JPG, PNG et HEIC (iPhone), ainsi que des fichiers PDF et des archives ZIP contenant plusieurs photos à la fois. Chaque fichier peut peser jusqu’à 50 Mo.',
        'Pour des couleurs les plus fidèles possible, enregistrez vos photos dans le profil colorimétrique sRGB, utilisé par défaut par presque tous les appareils photo et téléphones. Les zones transparentes des fichiers PNG sont imprimées en blanc.',
        'Si une importation échoue, vérifiez votre connexion et la taille du fichier, puis réessayez. Les images conçues pour l’écran, comme les captures d’écran, sont souvent trop petites pour une bonne impression.',
      ],
    },
    47: {
      title: 'Je ne trouve pas le design que je cherche',
      keywords:
        'recherche, trouver un design, aucun résultat, idées, catégories, thèmes, design vierge, mon propre design',
      body: [
        'Essayez un mot plus court ou plus général, par exemple « anniversaire » au lieu de « fête d’anniversaire de mamie », et vérifiez l’orthographe. La recherche trouve les mots avec ou sans accents.',
        'Vous pouvez aussi parcourir toutes nos [catégories et thèmes](/tags-list) ou nos [offres du moment](/offers).',
        'Rien ne vous convient ? Chaque produit peut être créé de A à Z avec vos propres photos et textes : ouvrez un produit et choisissez « Partir d’un design vierge ».',
      ],
    },
    51: {
      title: 'Quelle qualité d’impression puis-je attendre ?',
      keywords: 'qualité d’impression, couleurs, papier, brillant, mat, écran, plus clair, plus sombre',
      body: [
        '{brand} imprime chaque commande sur du matériel professionnel avec des encres résistantes à la lumière, sur papier photo haut de gamme, céramique et textile. Chaque produit est contrôlé à la main avant d’être emballé.',
        'Un écran éclaire l’image par l’arrière, alors qu’un produit imprimé réfléchit la lumière : un tirage peut donc paraître un peu plus sombre qu’à l’écran. Si votre écran est réglé très lumineux, éclaircissez légèrement les photos sombres avant de commander.',
        'Si un produit n’a pas la qualité attendue, [dites-le-nous](/contact) : nous le réimprimons ou nous vous remboursons.',
      ],
    },
    53: {
      title: 'Comment entretenir mes produits ?',
      keywords: 'entretien, laver, lavage, lave-vaisselle, micro-ondes, nettoyer, toile, t-shirt, coussin, mug',
      body: [
        'Nos mugs passent au lave-vaisselle et au micro-ondes. Les mugs magiques, dont l’image apparaît avec la chaleur, se lavent de préférence à la main pour préserver leur revêtement thermosensible.',
        'Lavez les t-shirts et les housses de coussin à l’envers à 30 °C et ne repassez pas directement sur l’impression. Dépoussiérez toiles et posters avec un chiffon doux et sec, et tenez-les à l’écart du soleil direct et de l’humidité.',
      ],
    },
    8: {
      title: 'Mon produit est arrivé abîmé ou défectueux',
      keywords: 'abîmé, cassé, endommagé, défectueux, mauvais produit, réclamation, réimpression, remplacement',
      body: [
        'Nous en sommes désolés ! [Contactez-nous](/contact) dans les 14 jours suivant la livraison avec votre numéro de commande et des photos du produit et de l’emballage.',
        'Nous réimprimons le produit gratuitement ou, si vous préférez, nous vous le remboursons. Dans la plupart des cas, vous n’avez pas besoin de nous renvoyer le produit abîmé.',
        'Si le colis est visiblement endommagé à son arrivée, indiquez-le sur le bon de livraison du transporteur. Cela nous aide pour la réclamation auprès de celui-ci.',
      ],
    },
    11: {
      title: 'Puis-je retourner un produit personnalisé ?',
      keywords: 'retour, retourner, rétractation, droit de rétractation, changement d’avis, échange, 14 jours',
      body: [
        'Les produits réalisés avec vos photos et vos textes sont fabriqués rien que pour vous. C’est pourquoi le droit légal de rétractation ne s’applique pas aux produits personnalisés, et nous ne pouvons pas les reprendre simplement parce que vous avez changé d’avis.',
        'Vos droits de garantie légale restent bien sûr acquis : si un produit est défectueux, abîmé ou ne correspond pas à votre commande, nous le réimprimons ou nous vous remboursons. Voir [que faire en cas de produit abîmé ou défectueux](/help-center/topic/8).',
        'Vous vous êtes trompé dans votre design ? [Contactez-nous](/contact) rapidement : si la production n’a pas commencé, nous pouvons encore le corriger.',
      ],
    },
    26: {
      title: 'Comment et quand serai-je remboursé ?',
      keywords: 'remboursement, rembourser, avoir, iban, compte bancaire, argent',
      body: [
        'Une fois le remboursement accepté, nous reversons le montant sur le moyen de paiement utilisé : cartes, PayPal et autres moyens en ligne sont crédités automatiquement.',
        'Pour un paiement par virement, ou si le remboursement sur le moyen d’origine est impossible, nous vous demandons vos coordonnées bancaires par e-mail. Suivez le lien vers la page de suivi de votre commande et indiquez le titulaire du compte et l’IBAN ; vous ne le faites qu’une fois.',
        'Nous effectuons les remboursements sous 5 jours ouvrés. Selon votre banque, il peut falloir encore 3 à 10 jours pour que le montant apparaisse sur votre relevé.',
      ],
    },
    61: {
      title: 'Ai-je besoin d’un compte pour commander ?',
      keywords: 'compte, inscription, s’inscrire, se connecter, connexion, invité, mot de passe, mot de passe oublié',
      body: [
        'Non. Vous pouvez commander en tant qu’invité et suivre votre commande sur la [page de suivi](/tracking) avec le code de commande de votre e-mail de confirmation.',
        'Un compte simplifie vos prochaines commandes : vos adresses sont enregistrées, et vous retrouvez toutes vos commandes, vos designs et vos échanges avec le service client. Vous le créez sur la [page de connexion](/login).',
        'Mot de passe oublié ? [Réinitialisez-le ici](/login/password-reset) et nous vous enverrons par e-mail un lien pour en choisir un nouveau.',
      ],
    },
    65: {
      title: 'Que deviennent mes photos et mes données personnelles ?',
      keywords:
        'confidentialité, vie privée, protection des données, rgpd, photos, données personnelles, cookies, supprimer mes données',
      body: [
        '{brand} utilise vos photos uniquement pour fabriquer votre commande et, si nécessaire, la réimprimer. Nous ne les publions jamais et ne les transmettons à personne. Les photos d’une commande sont supprimées 90 jours après la livraison, sauf si vous conservez le design dans votre compte.',
        'Nous traitons vos données personnelles uniquement pour gérer vos commandes, vos paiements et vos questions, comme décrit dans notre [politique de confidentialité](/_section/legal/privacy). Vous pouvez modifier vos choix de cookies à tout moment ; consultez les [informations sur les cookies](/_section/cookies-info).',
        'Pour consulter, corriger ou supprimer vos données, [contactez-nous](/contact).',
      ],
    },
  },
}
