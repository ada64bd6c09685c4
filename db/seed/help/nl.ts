import type { HelpLanguageContent } from './types.js'

export const nl: HelpLanguageContent = {
  categories: {
    3: {
      name: 'Bestellen & betalen',
      description: 'Een bestelling plaatsen, betaalmethoden, kortingscodes en facturen.',
    },
    5: {
      name: 'Verzending & levering',
      description: 'Levertijden en verzendkosten, je pakket volgen en problemen met de bezorging.',
    },
    1: {
      name: 'Ontwerpen & foto’s uploaden',
      description: 'Ontwerpen personaliseren, fotoresolutie en de bestanden die je kunt uploaden.',
    },
    2: { name: 'Producten & kwaliteit', description: 'Afdrukkwaliteit, kleuren en onderhoud van je producten.' },
    7: {
      name: 'Retouren & terugbetalingen',
      description: 'Beschadigde of defecte producten, retouren en terugbetalingen.',
    },
    6: { name: 'Account & privacy', description: 'Je account, je foto’s en je persoonsgegevens.' },
  },
  topics: {
    25: {
      title: 'Hoe plaats ik een bestelling?',
      keywords: 'bestellen, kopen, aankoop, bestelling, afrekenen, winkelwagen, stappen, gast',
      body: [
        'Kies een product of een van onze ontwerpen, personaliseer het met je foto’s en teksten en leg het in je [winkelwagen](/cart). Je kunt verder winkelen en zoveel producten toevoegen als je wilt.',
        'Ben je klaar, ga dan naar afrekenen. Dat gaat in vier stappen:',
        '- Contact: je e-mailadres en telefoonnummer\n- Adres: waar we je bestelling bezorgen\n- Verzending: thuisbezorging, een afhaalpunt of, waar mogelijk, zelf ophalen\n- Betaling: kies hoe je wilt betalen',
        'Je hebt geen account nodig om bij {brand} te bestellen. Direct na de betaling ontvang je een e-mail met je bestelnummer en de bestelcode waarmee je [je bestelling volgt](/tracking).',
      ],
    },
    90: {
      title: 'Welke betaalmethoden kan ik gebruiken?',
      keywords:
        'betalen, betaling, betaalmethode, kaart, creditcard, debitcard, visa, mastercard, paypal, apple pay, google pay, overschrijving, bankoverschrijving, ideal, bancontact, klarna',
      body: [
        '{brand} accepteert debit- en creditcards (Visa, Mastercard), PayPal, Apple Pay, Google Pay en bankoverschrijving. Afhankelijk van je land kun je ook betalen met lokale methoden zoals iDEAL, Bancontact of Klarna.',
        'In de laatste stap van het afrekenen zie je precies welke betaalmethoden in jouw land beschikbaar zijn. Betalingen met kaart en wallet worden meteen bevestigd, en je bestelling gaat direct in productie.',
        'Mislukt een betaling of breek je die af, dan wordt er niets afgeschreven en blijft je bestelling bewaard: open de bestelpagina via je bevestigingsmail en kies „Nu betalen” om het opnieuw te proberen met een betaalmethode naar keuze.',
      ],
    },
    35: {
      title: 'Hoe betaal ik per bankoverschrijving?',
      keywords:
        'overschrijving, bankoverschrijving, overmaken, iban, bic, swift, omschrijving, referentie, betalingskenmerk, rf, sepa, openstaande betaling',
      body: [
        'Kies bankoverschrijving in de laatste stap van het afrekenen. De bevestigingspagina en de e-mail die we je sturen vermelden het bedrag, de begunstigde, de IBAN, de BIC en een betalingsreferentie die begint met RF.',
        'Vul de referentie precies zo in bij de omschrijving van je overschrijving. Daaraan zien we bij welke bestelling het geld hoort; zonder referentie kan het koppelen van je betaling enkele dagen duren.',
        'We starten de productie zodra het geld binnen is, meestal 1 tot 2 werkdagen na een SEPA-overschrijving. Tot die tijd heeft je bestelling de status „Wacht op betaling”. Wil je direct betalen, kies dan een kaart of een andere onlinebetaalmethode.',
      ],
    },
    27: {
      title: 'Hoe gebruik ik een kortingscode?',
      keywords: 'kortingscode, actiecode, kortingsbon, coupon, waardebon, promotie, aanbieding, korting',
      body: [
        'Vul de code in bij „Kortingscode” in je [winkelwagen](/cart) en pas hem toe. De korting verschijnt meteen in het totaal van je winkelwagen en blijft gelden tot je bestelling is afgerond.',
        'Codes zijn alleen geldig in de winkel waarvoor ze zijn uitgegeven ({brand}) en binnen hun geldigheidsperiode. Voor sommige codes geldt een minimaal bestelbedrag; de winkelwagen laat je dat weten. Per bestelling kun je één code gebruiken.',
        'Op zoek naar een code? Schrijf je in voor onze [nieuwsbrief](/newsletter) en bekijk onze [actuele aanbiedingen](/offers).',
      ],
    },
    19: {
      title: 'Kan ik mijn bestelling wijzigen of annuleren?',
      keywords: 'bestelling wijzigen, bestelling annuleren, annulering, verkeerd adres, fout, typfout',
      body: [
        'We starten de productie heel snel, meestal op de werkdag waarop de betaling binnenkomt. Wil je het bezorgadres wijzigen of annuleren, [neem dan zo snel mogelijk contact met ons op](/contact) en vermeld je bestelnummer.',
        'Zolang je bestelling de status „Bestelling ontvangen” heeft, kunnen we het adres wijzigen of de bestelling annuleren en het volledige bedrag terugbetalen. Is ze eenmaal in productie, dan kunnen we haar niet meer annuleren, want elk product wordt speciaal voor jou gemaakt.',
        'Een typfout in je ontwerp ontdekt? Laat het ons meteen weten: zolang de productie niet begonnen is, kunnen we het ontwerp vervangen.',
      ],
    },
    29: {
      title: 'Wat betekent de status van mijn bestelling?',
      keywords: 'bestelstatus, status, productie, verzonden, ingepakt, bezorgd, wacht op betaling, afhaalpunt',
      body: [
        'Je ziet de status van je bestelling altijd op de [volgpagina](/tracking). De meest voorkomende statussen zijn:',
        '- Bestelling ontvangen: we hebben je bestelling en ze staat klaar voor productie.\n- Wacht op betaling: we wachten op je overschrijving of op de bevestiging van de betaling.\n- In productie en Productie voltooid: je producten worden gedrukt en gecontroleerd.\n- Ingepakt en Verzonden: het pakket is klaar of al bij de vervoerder.\n- Klaar bij het afhaalpunt: je kunt het ophalen met je bestelnummer en een identiteitsbewijs.\n- Bezorgd: de vervoerder heeft je pakket bezorgd.',
        'Staat er „Bezorging mislukt” of verandert de status al dagen niet, lees dan wat je kunt doen als [je pakket niet is aangekomen](/help-center/topic/33).',
      ],
    },
    31: {
      title: 'Hoe krijg ik een factuur?',
      keywords: 'factuur, bon, btw, belasting, bedrijf, zakelijk, btw-nummer',
      body: [
        'Je bevestigingsmail bevat het overzicht van je bestelling met de prijzen inclusief btw. De factuur wordt opgemaakt op de naam en het adres die je bij het afrekenen opgeeft.',
        'Bestel je voor een bedrijf? Kies in de eerste stap van het afrekenen „een bedrijf” en vul de bedrijfsnaam en het btw-nummer in, zodat de factuur op naam van je bedrijf komt.',
        'Wil je de factuur als pdf ontvangen of gegevens laten corrigeren, [neem dan contact met ons op](/contact) met je bestelnummer. We sturen hem binnen 2 werkdagen.',
      ],
    },
    21: {
      title: 'Hoe neem ik contact op met de klantenservice?',
      keywords: 'contact, klantenservice, support, hulp, e-mail, vraag, ticket, klacht',
      body: [
        'Stuur ons een bericht via het [contactformulier](/contact). Ben je ingelogd, dan worden je berichten als tickets bewaard in [je account](/accounts/tickets), zodat je elk antwoord kunt volgen.',
        'Vermeld je bestelnummer en voeg bij een probleem met een product een foto toe. Zo kunnen we je in één keer helpen.',
        'De klantenservice van {brand} antwoordt binnen één werkdag, van maandag tot en met vrijdag.',
      ],
    },
    23: {
      title: 'Hoelang duurt de levering en wat kost die?',
      keywords:
        'levertijd, verzending, verzendkosten, wanneer komt het, dagen, gratis verzending, express, afhaalpunt, ophalen',
      body: [
        'Elk product wordt op bestelling gemaakt: de productie duurt 2 werkdagen. Daarna bezorgt de vervoerder in 1 tot 4 werkdagen, afhankelijk van de gekozen dienst, dus de meeste bestellingen komen binnen 3 tot 6 werkdagen na de betaling aan.',
        'De verzendkosten hangen af van de vervoerder en zie je voordat je betaalt; boven het bedrag voor gratis verzending van jouw land verzenden we gratis. Vul je postcode in je [winkelwagen](/cart) in om alle bezorgopties met prijs en verwachte data te zien.',
        'Je kunt je bestelling thuis laten bezorgen of bij een afhaalpunt in de buurt, en in sommige landen gratis ophalen bij ons productiecentrum. We bezorgen binnen het land van de website waar je bestelt.',
      ],
    },
    17: {
      title: 'Hoe volg ik mijn bestelling?',
      keywords: 'volgen, track en trace, tracking, waar is mijn bestelling, pakket, zending, bestelcode, status',
      body: [
        'Open de [volgpagina](/tracking) en vul de bestelcode uit je bevestigingsmail in, samen met het e-mailadres of de postcode van het bezorgadres. Je ziet de status, de vervoerder en elke stap tot de bezorging.',
        'De bevestigingsmail bevat ook een directe link naar de track-and-trace van je bestelling. Met een account vind je al je bestellingen, ook eerdere, onder [Mijn bestellingen](/accounts/orders).',
        'De track-and-trace van de vervoerder begint zodra het pakket is overgedragen, meestal op de dag van verzending.',
      ],
    },
    33: {
      title: 'Mijn pakket is niet aangekomen. Wat kan ik doen?',
      keywords: 'niet aangekomen, te laat, pakket kwijt, zoek, vertraagd, niet bezorgd, bezorgprobleem',
      body: [
        'Controleer eerst de status op de [volgpagina](/tracking). Kon de vervoerder niet bezorgen, dan laat hij meestal een kaartje achter en probeert hij het opnieuw, of brengt hij het pakket naar een afhaalpunt in de buurt, waar het enkele dagen voor je klaarligt.',
        'Staat er „Bezorgd” maar heb je geen pakket, vraag het dan na bij je buren en bij de receptie van je gebouw, en kijk of er een kaartje in je brievenbus zit.',
        'Nog steeds niets, of verandert de track-and-trace al 3 werkdagen niet? [Neem contact met ons op](/contact) met je bestelnummer. We zoeken het uit met de vervoerder en sturen je, als het pakket kwijt is, kosteloos een nieuw of betalen je terug.',
      ],
    },
    45: {
      title: 'Hoe personaliseer ik een ontwerp met mijn foto’s?',
      keywords: 'personaliseren, editor, ontwerpen, foto uploaden, tekst toevoegen, ontwerp, maken',
      body: [
        'Open een ontwerp dat je mooi vindt, kies het product en klik op „Personaliseren”. In de editor vervang je de voorbeeldafbeeldingen door je eigen foto’s, verschuif en vergroot je ze en pas je de teksten aan.',
        'Begin je liever helemaal opnieuw? Elke productpagina heeft de knop „Begin met een leeg ontwerp”.',
        'Bekijk het voorbeeld goed voordat je het product in je winkelwagen legt: we drukken precies af wat je ziet. Ben je ingelogd, dan kun je je werk bewaren in [Mijn ontwerpen](/accounts/designs) en later afmaken.',
      ],
    },
    41: {
      title: 'Welke resolutie hebben mijn foto’s nodig?',
      keywords: 'resolutie, beeldkwaliteit, pixels, dpi, megapixels, wazig, onscherp, korrelig, scherp, formaat',
      body: [
        'Voor een scherp resultaat heeft een foto genoeg pixels nodig voor het formaat waarop hij wordt afgedrukt. We raden minstens 150 dpi aan voor fotoafdrukken, mokken en de meeste producten, en 100 dpi voor canvassen en posters, die je van verder weg bekijkt.',
        'Als richtlijn:',
        '- Fotoafdruk 13x18 cm: minstens 800 × 1100 pixels\n- Mok: minstens 1200 × 550 pixels\n- Canvas 30x40 cm: minstens 1200 × 1600 pixels\n- Poster 50x70 cm: minstens 2000 × 2800 pixels',
        'De editor waarschuwt je als een foto te klein is voor het product. Gebruik het originele bestand van je camera of telefoon: foto’s die via chatapps of sociale media zijn verstuurd, zijn gecomprimeerd en vaak te klein.',
      ],
    },
    43: {
      title: 'Welke bestandsformaten kan ik uploaden?',
      keywords: 'bestandsformaat, jpg, jpeg, png, heic, pdf, zip, uploaden, bestandsgrootte',
      body: [
        'Je kunt foto’s uploaden in JPG, PNG en HEIC (iPhone), en daarnaast pdf-bestanden en ZIP-archieven met meerdere foto’s tegelijk. Elk bestand mag tot 50 MB groot zijn.',
        'Voor de meest natuurgetrouwe kleuren sla je je foto’s op in het kleurprofiel sRGB, dat bijna elke camera en telefoon standaard gebruikt. Transparante delen van PNG-bestanden worden wit afgedrukt.',
        'Mislukt een upload, controleer dan je verbinding en de bestandsgrootte en probeer het opnieuw. Afbeeldingen die voor schermen zijn gemaakt, zoals screenshots, zijn vaak te klein voor een mooie afdruk.',
      ],
    },
    47: {
      title: 'Ik kan het ontwerp dat ik zoek niet vinden',
      keywords: 'zoeken, ontwerp vinden, geen resultaten, ideeën, categorieën, thema’s, leeg ontwerp, eigen ontwerp',
      body: [
        'Probeer een korter of algemener woord, bijvoorbeeld „verjaardag” in plaats van „verjaardagsfeest voor oma”, en controleer de spelling. De zoekfunctie vindt woorden met en zonder accenten.',
        'Je kunt ook al onze [categorieën en thema’s](/tags-list) of onze [actuele aanbiedingen](/offers) bekijken.',
        'Niets naar je zin? Elk product kun je helemaal zelf ontwerpen met je eigen foto’s en teksten: open een product en kies „Begin met een leeg ontwerp”.',
      ],
    },
    51: {
      title: 'Welke afdrukkwaliteit kan ik verwachten?',
      keywords: 'afdrukkwaliteit, drukkwaliteit, kleuren, papier, glanzend, mat, scherm, lichter, donkerder',
      body: [
        '{brand} drukt elke bestelling af op professionele apparatuur met lichtbestendige inkt, op hoogwaardig fotopapier, keramiek en textiel. Elk product wordt met de hand gecontroleerd voordat het wordt ingepakt.',
        'Een scherm laat licht door het beeld schijnen, terwijl een afgedrukt product licht weerkaatst. Daardoor kan een afdruk iets donkerder lijken dan op je scherm. Staat je scherm erg fel, maak donkere foto’s dan iets lichter voordat je bestelt.',
        'Voldoet een product niet aan de kwaliteit die je verwachtte, [laat het ons weten](/contact): we drukken het opnieuw af of betalen je terug.',
      ],
    },
    53: {
      title: 'Hoe onderhoud ik mijn producten?',
      keywords: 'onderhoud, wassen, vaatwasser, magnetron, schoonmaken, canvas, t-shirt, kussen, mok',
      body: [
        'Onze mokken kunnen in de vaatwasser en de magnetron. Magische mokken, waarvan de afbeelding verschijnt door warmte, kun je het best met de hand afwassen, zodat de warmtegevoelige laag lang meegaat.',
        'Was T-shirts en kussenhoezen binnenstebuiten op 30 °C en strijk niet direct over de print. Stof canvassen en posters af met een zachte, droge doek en houd ze uit direct zonlicht en vochtige ruimtes.',
      ],
    },
    8: {
      title: 'Mijn product is beschadigd of defect aangekomen',
      keywords: 'beschadigd, kapot, defect, verkeerd product, klacht, herdruk, vervanging',
      body: [
        'Wat vervelend! [Neem contact met ons op](/contact) binnen 14 dagen na de bezorging, met je bestelnummer en foto’s van het product en de verpakking.',
        'We drukken het product kosteloos opnieuw af of betalen het, als je dat liever hebt, terug. In de meeste gevallen hoef je het beschadigde product niet terug te sturen.',
        'Is het pakket bij aankomst zichtbaar beschadigd, laat dat dan noteren op het afleverbewijs van de vervoerder. Dat helpt ons bij de claim bij de vervoerder.',
      ],
    },
    11: {
      title: 'Kan ik een gepersonaliseerd product retourneren?',
      keywords: 'retour, retourneren, terugsturen, herroepingsrecht, bedenktijd, ruilen, 14 dagen',
      body: [
        'Producten met je eigen foto’s en teksten worden speciaal voor jou gemaakt. Daarom geldt het wettelijke herroepingsrecht niet voor gepersonaliseerde producten, en kunnen we ze niet terugnemen alleen omdat je van gedachten bent veranderd.',
        'Je wettelijke garantierechten blijven natuurlijk gelden: is een product defect, beschadigd of niet wat je hebt besteld, dan drukken we het opnieuw af of betalen we je terug. Lees [wat je doet bij een beschadigd of defect product](/help-center/topic/8).',
        'Een fout gemaakt in je ontwerp? [Neem snel contact met ons op](/contact): zolang de productie niet begonnen is, kunnen we het nog corrigeren.',
      ],
    },
    26: {
      title: 'Hoe en wanneer krijg ik mijn geld terug?',
      keywords: 'terugbetaling, geld terug, restitutie, terugstorting, iban, bankrekening',
      body: [
        'Zodra een terugbetaling is afgesproken, storten we het bedrag terug via de betaalmethode die je hebt gebruikt: kaarten, PayPal en andere onlinemethoden ontvangen het automatisch.',
        'Bij een bankoverschrijving, of als terugbetalen via de oorspronkelijke methode niet lukt, vragen we je per e-mail om je bankgegevens. Volg de link naar de volgpagina van je bestelling en vul de rekeninghouder en IBAN in; dat hoef je maar één keer te doen.',
        'We betalen binnen 5 werkdagen terug. Afhankelijk van je bank kan het nog 3 tot 10 dagen duren voordat het bedrag op je rekening staat.',
      ],
    },
    61: {
      title: 'Heb ik een account nodig om te bestellen?',
      keywords: 'account, registreren, aanmelden, inloggen, login, gast, wachtwoord, wachtwoord vergeten',
      body: [
        'Nee. Je kunt als gast bestellen en je bestelling volgen op de [volgpagina](/tracking) met de bestelcode uit je bevestigingsmail.',
        'Met een account gaat een volgende bestelling makkelijker: je adressen worden bewaard en je ziet al je bestellingen, bewaart je ontwerpen en volgt je vragen aan de klantenservice. Je maakt het aan op de [inlogpagina](/login).',
        'Wachtwoord vergeten? [Stel het hier opnieuw in](/login/password-reset), dan mailen we je een link om een nieuw wachtwoord te kiezen.',
      ],
    },
    65: {
      title: 'Wat gebeurt er met mijn foto’s en persoonsgegevens?',
      keywords: 'privacy, gegevensbescherming, avg, gdpr, foto’s, persoonsgegevens, cookies, gegevens verwijderen',
      body: [
        '{brand} gebruikt je foto’s alleen om je bestelling te maken en, als dat nodig is, opnieuw af te drukken. We publiceren ze nooit en geven ze niet door. De foto’s van een bestelling worden 90 dagen na de bezorging verwijderd, tenzij je het ontwerp in je account bewaart.',
        'We verwerken je persoonsgegevens alleen om je bestellingen, betalingen en vragen af te handelen, zoals beschreven in onze [privacyverklaring](/_section/legal/privacy). Je cookiekeuzes kun je altijd aanpassen; zie de [cookie-informatie](/_section/cookies-info).',
        'Wil je je gegevens inzien, corrigeren of laten verwijderen, [neem dan contact met ons op](/contact).',
      ],
    },
  },
}
