import type { HelpLanguageContent } from './types.js'

export const sv: HelpLanguageContent = {
  categories: {
    3: { name: 'Beställning och betalning', description: 'Så beställer du, betalningssätt, rabattkoder och fakturor.' },
    5: {
      name: 'Frakt och leverans',
      description: 'Leveranstider och fraktkostnader, spårning av paketet och leveransproblem.',
    },
    1: {
      name: 'Skapa motiv och ladda upp bilder',
      description: 'Anpassa motiv, bildupplösning och filerna du kan ladda upp.',
    },
    2: { name: 'Produkter och kvalitet', description: 'Utskriftskvalitet, färger och skötsel av dina produkter.' },
    7: {
      name: 'Returer och återbetalningar',
      description: 'Skadade eller felaktiga produkter, returer och återbetalningar.',
    },
    6: { name: 'Konto och integritet', description: 'Ditt konto, dina bilder och dina personuppgifter.' },
  },
  topics: {
    25: {
      title: 'Hur lägger jag en beställning?',
      keywords: 'beställa, köpa, köp, beställning, kassan, varukorg, steg, gäst',
      body: [
        'Välj en produkt eller ett av våra motiv, anpassa det med dina bilder och texter och lägg det i [varukorgen](/cart). Du kan fortsätta handla och lägga till så många produkter du vill.',
        'När du är klar går du till kassan. Den har fyra steg:',
        '- Kontakt: din e-postadress och ditt telefonnummer\n- Adress: vart vi levererar din beställning\n- Frakt: hemleverans, ett utlämningsställe eller, där det erbjuds, upphämtning\n- Betalning: välj hur du vill betala',
        'Du behöver inget konto för att beställa hos {brand}. Direkt efter betalningen får du ett mejl med ditt ordernummer och beställningskoden som du använder för att [spåra din beställning](/tracking).',
      ],
    },
    90: {
      title: 'Vilka betalningssätt kan jag använda?',
      keywords:
        'betala, betalning, betalningssätt, kort, kreditkort, betalkort, visa, mastercard, paypal, apple pay, google pay, banköverföring, swish, klarna, trustly',
      body: [
        '{brand} tar emot betal- och kreditkort (Visa, Mastercard), PayPal, Apple Pay, Google Pay och banköverföring. Beroende på land kan du också betala med lokala metoder som Swish, Klarna eller Trustly.',
        'I kassans sista steg ser du exakt vilka betalningssätt som finns i ditt land. Betalningar med kort och digital plånbok bekräftas direkt, och din beställning går genast till produktion.',
        'Om en betalning misslyckas eller om du avbryter den dras inga pengar, och din beställning sparas: öppna ordersidan från ditt bekräftelsemejl och välj ”Betala nu” för att försöka igen med valfritt betalningssätt.',
      ],
    },
    35: {
      title: 'Hur betalar jag med banköverföring?',
      keywords:
        'banköverföring, överföring, iban, bic, swift, referens, betalningsreferens, rf, sepa, väntar på betalning',
      body: [
        'Välj banköverföring i kassans sista steg. Bekräftelsesidan och mejlet vi skickar visar belopp, mottagare, IBAN, BIC och en betalningsreferens som börjar med RF.',
        'Skriv referensen exakt som den visas i referensfältet för din överföring. Den visar oss vilken beställning pengarna hör till; utan den kan det ta flera dagar att matcha din betalning.',
        'Vi börjar producera din beställning så snart pengarna har kommit in, oftast 1–2 arbetsdagar efter en SEPA-överföring. Fram till dess har beställningen statusen ”Väntar på betalning”. Vill du betala direkt väljer du kort eller ett annat onlinebetalningssätt.',
      ],
    },
    27: {
      title: 'Hur använder jag en rabattkod?',
      keywords: 'rabattkod, kampanjkod, kupong, presentkort, erbjudande, rea, rabatt',
      body: [
        'Skriv koden i fältet ”Rabattkod” i din [varukorg](/cart) och använd den. Rabatten syns direkt i varukorgens summa och gäller hela vägen genom kassan.',
        'Koderna gäller bara i den butik de är utfärdade för ({brand}) och under sin giltighetstid. Vissa koder kräver ett minsta ordervärde; varukorgen talar om det för dig. En kod kan användas per beställning.',
        'Letar du efter en kod? Prenumerera på vårt [nyhetsbrev](/newsletter) och ta en titt på våra [aktuella erbjudanden](/offers).',
      ],
    },
    19: {
      title: 'Kan jag ändra eller avbryta min beställning?',
      keywords: 'ändra beställning, avbryta beställning, avbeställa, fel adress, misstag, stavfel',
      body: [
        'Vi börjar producera beställningar snabbt, oftast samma arbetsdag som betalningen kommer in. Om du behöver ändra leveransadressen eller avbryta, [kontakta oss](/contact) så snart som möjligt och ange ditt ordernummer.',
        'Så länge beställningen har statusen ”Beställning mottagen” kan vi ändra adressen eller avbryta den och återbetala hela beloppet. När den väl är i produktion kan vi inte längre avbryta den, eftersom varje produkt tillverkas just för dig.',
        'Har du upptäckt ett stavfel i ditt motiv? Hör av dig direkt: har produktionen inte börjat kan vi byta ut motivet.',
      ],
    },
    29: {
      title: 'Vad betyder statusen för min beställning?',
      keywords:
        'orderstatus, status, produktion, skickad, packad, levererad, väntar på betalning, utlämningsställe, ombud',
      body: [
        'Du kan när som helst se statusen för din beställning på [spårningssidan](/tracking). De vanligaste statusarna är:',
        '- Beställning mottagen: vi har din beställning och den står i kö för produktion.\n- Väntar på betalning: vi väntar på din överföring eller på att betalningen bekräftas.\n- I produktion och Produktionen klar: dina produkter skrivs ut och kontrolleras.\n- Packad och Skickad: paketet är klart eller redan hos transportören.\n- Redo att hämtas på utlämningsstället: du hämtar det med ditt ordernummer och legitimation.\n- Levererad: transportören har levererat ditt paket.',
        'Om statusen är ”Leveransen misslyckades” eller inte har ändrats på flera dagar kan du läsa vad du gör när [ditt paket inte har kommit](/help-center/topic/33).',
      ],
    },
    31: {
      title: 'Hur får jag en faktura?',
      keywords: 'faktura, kvitto, moms, skatt, företag, organisationsnummer, momsregistreringsnummer',
      body: [
        'Ditt bekräftelsemejl innehåller en sammanfattning av beställningen med priser inklusive moms. Fakturan utfärdas på det namn och den adress du anger i kassan.',
        'Beställer du för ett företag? Välj ”ett företag” i kassans första steg och ange företagsnamn och momsregistreringsnummer, så utfärdas fakturan på ditt företag.',
        'Vill du ha fakturan som PDF eller behöver uppgifterna på den rättas, [kontakta oss](/contact) med ditt ordernummer. Vi skickar den inom 2 arbetsdagar.',
      ],
    },
    21: {
      title: 'Hur kontaktar jag kundservice?',
      keywords: 'kontakt, kundservice, kundtjänst, support, hjälp, mejl, fråga, ärende, reklamation',
      body: [
        'Skriv till oss via [kontaktformuläret](/contact). Är du inloggad sparas dina meddelanden som ärenden i [ditt konto](/accounts/tickets), så att du kan följa varje svar.',
        'Ange ditt ordernummer och bifoga en bild om det gäller ett problem med en produkt. Då kan vi hjälpa dig med ett enda svar.',
        'Kundservice hos {brand} svarar inom en arbetsdag, måndag till fredag.',
      ],
    },
    23: {
      title: 'Hur lång är leveranstiden och vad kostar frakten?',
      keywords:
        'leveranstid, frakt, fraktkostnad, porto, när kommer det, dagar, fri frakt, express, utlämningsställe, ombud',
      body: [
        'Varje produkt tillverkas på beställning: produktionen tar 2 arbetsdagar. Sedan levererar transportören på 1–4 arbetsdagar beroende på vilken tjänst du väljer, så de flesta beställningar kommer fram inom 3–6 arbetsdagar efter betalningen.',
        'Fraktkostnaden beror på transportören och visas innan du betalar; över gränsen för fri frakt i ditt land skickar vi fraktfritt. Ange ditt postnummer i [varukorgen](/cart) för att se alla leveransalternativ med pris och beräknade datum.',
        'Du kan få din beställning levererad hem eller till ett utlämningsställe nära dig, och i vissa länder hämta den kostnadsfritt på vårt produktionscenter. Vi levererar inom landet för den webbplats du beställer från.',
      ],
    },
    17: {
      title: 'Hur spårar jag min beställning?',
      keywords: 'spåra, spårning, var är min beställning, paket, försändelse, beställningskod, status',
      body: [
        'Öppna [spårningssidan](/tracking) och ange beställningskoden från ditt bekräftelsemejl tillsammans med e-postadressen eller postnumret för leveransadressen. Du ser status, transportör och varje steg fram till leveransen.',
        'Bekräftelsemejlet innehåller också en direktlänk till spårningen av din beställning. Med ett konto hittar du alla dina beställningar, även tidigare, under [Mina beställningar](/accounts/orders).',
        'Transportörens spårning börjar när paketet har lämnats över, oftast samma dag som det skickas.',
      ],
    },
    33: {
      title: 'Mitt paket har inte kommit. Vad gör jag?',
      keywords: 'inte kommit, försenat, försvunnet paket, borttappat, saknas, inte levererat, leveransproblem',
      body: [
        'Kontrollera först statusen på [spårningssidan](/tracking). Om transportören inte kunde leverera lämnar den oftast en avisering och försöker igen, eller lämnar paketet hos ett utlämningsställe i närheten där det väntar på dig i några dagar.',
        'Står det ”Levererad” men du har inget paket, fråga dina grannar och i husets reception, och titta efter en avisering i brevlådan.',
        'Fortfarande inget, eller har spårningen inte ändrats på 3 arbetsdagar? [Kontakta oss](/contact) med ditt ordernummer. Vi utreder saken med transportören, och om paketet har försvunnit skickar vi ett nytt utan kostnad eller återbetalar dig.',
      ],
    },
    45: {
      title: 'Hur anpassar jag ett motiv med mina bilder?',
      keywords: 'anpassa, personifiera, redigerare, editor, skapa, ladda upp bild, lägga till text, motiv, design',
      body: [
        'Öppna ett motiv du gillar, välj produkt och klicka på ”Anpassa”. I redigeraren kan du byta ut exempelbilderna mot dina egna bilder, flytta och zooma dem och ändra texterna.',
        'Vill du hellre börja från början? Varje produktsida har knappen ”Börja med ett tomt motiv”.',
        'Granska förhandsvisningen noga innan du lägger produkten i varukorgen: vi skriver ut precis det du ser. När du är inloggad kan du spara ditt arbete under [Mina motiv](/accounts/designs) och göra klart det senare.',
      ],
    },
    41: {
      title: 'Vilken upplösning behöver mina bilder?',
      keywords: 'upplösning, bildkvalitet, pixlar, dpi, megapixel, suddig, pixlig, oskarp, skarp, storlek',
      body: [
        'För ett skarpt resultat behöver en bild tillräckligt många pixlar för storleken den skrivs ut i. Vi rekommenderar minst 150 dpi för fotoutskrifter, muggar och de flesta produkter, och 100 dpi för canvastavlor och affischer som betraktas på längre avstånd.',
        'Som riktlinje:',
        '- Fotoutskrift 13x18 cm: minst 800 × 1100 pixlar\n- Mugg: minst 1200 × 550 pixlar\n- Canvastavla 30x40 cm: minst 1200 × 1600 pixlar\n- Affisch 50x70 cm: minst 2000 × 2800 pixlar',
        'Redigeraren varnar dig när en bild är för liten för produkten. Använd originalfilen från kameran eller mobilen: bilder som skickats via meddelandeappar eller sociala medier är komprimerade och ofta för små.',
      ],
    },
    43: {
      title: 'Vilka filformat kan jag ladda upp?',
      keywords: 'filformat, jpg, jpeg, png, heic, pdf, zip, ladda upp, filstorlek',
      body: [
        'Du kan ladda upp bilder i JPG, PNG och HEIC (iPhone), samt PDF-filer och ZIP-arkiv med flera bilder på en gång. Varje fil får vara upp till 50 MB.',
        'För så naturtrogna färger som möjligt sparar du bilderna i färgprofilen sRGB, som nästan alla kameror och mobiler använder som standard. Genomskinliga delar av PNG-filer skrivs ut vita.',
        'Om en uppladdning misslyckas, kontrollera anslutningen och filstorleken och försök igen. Bilder gjorda för skärmar, till exempel skärmdumpar, är ofta för små för en bra utskrift.',
      ],
    },
    47: {
      title: 'Jag hittar inte motivet jag letar efter',
      keywords: 'sök, sökning, hitta motiv, inga resultat, idéer, kategorier, teman, tomt motiv, eget motiv',
      body: [
        'Prova ett kortare eller mer allmänt ord, till exempel ”födelsedag” i stället för ”födelsedagsfest för mormor”, och kontrollera stavningen. Sökningen hittar ord både med och utan å, ä och ö.',
        'Du kan också bläddra bland alla våra [kategorier och teman](/tags-list) eller våra [aktuella erbjudanden](/offers).',
        'Hittar du inget som passar? Alla produkter kan skapas från grunden med dina egna bilder och texter: öppna en produkt och välj ”Börja med ett tomt motiv”.',
      ],
    },
    51: {
      title: 'Vilken utskriftskvalitet kan jag räkna med?',
      keywords: 'utskriftskvalitet, tryckkvalitet, färger, papper, blank, matt, skärm, ljusare, mörkare',
      body: [
        '{brand} skriver ut varje beställning med professionell utrustning och ljusäkta bläck, på fotopapper av hög kvalitet, keramik och textil. Varje produkt kontrolleras för hand innan den packas.',
        'En skärm lyser genom bilden, medan en utskriven produkt reflekterar ljuset, så en utskrift kan se något mörkare ut än på skärmen. Om din skärm är inställd på mycket hög ljusstyrka, gör mörka bilder lite ljusare innan du beställer.',
        'Om en produkt inte håller den kvalitet du väntade dig, [hör av dig](/contact): vi skriver ut den igen eller återbetalar dig.',
      ],
    },
    53: {
      title: 'Hur sköter jag mina produkter?',
      keywords: 'skötsel, tvätta, diskmaskin, mikrovågsugn, rengöra, canvas, t-shirt, kudde, mugg',
      body: [
        'Våra muggar tål diskmaskin och mikrovågsugn. Magiska muggar, där bilden framträder med värme, bör diskas för hand så att den värmekänsliga beläggningen håller länge.',
        'Tvätta t-shirts och kuddfodral ut och in i 30 °C och stryk inte direkt på trycket. Damma canvastavlor och affischer med en mjuk, torr trasa och håll dem borta från direkt solljus och fuktiga rum.',
      ],
    },
    8: {
      title: 'Min produkt kom fram skadad eller felaktig',
      keywords: 'skadad, trasig, felaktig, defekt, fel produkt, reklamation, nytryck, ersättning',
      body: [
        'Det är vi ledsna för! [Kontakta oss](/contact) inom 14 dagar efter leveransen med ditt ordernummer och bilder på produkten och förpackningen.',
        'Vi skriver ut produkten igen utan kostnad eller återbetalar den om du hellre vill det. I de flesta fall behöver du inte skicka tillbaka den skadade produkten.',
        'Om paketet är synligt skadat när det kommer, be att få det noterat på transportörens leveranskvitto. Det hjälper oss med reklamationen till transportören.',
      ],
    },
    11: {
      title: 'Kan jag returnera en personligt anpassad produkt?',
      keywords: 'retur, returnera, ångerrätt, ångra köp, byte, 14 dagar',
      body: [
        'Produkter med dina bilder och texter tillverkas enbart för dig. Därför gäller inte ångerrätten för personligt anpassade produkter, och vi kan inte ta tillbaka dem bara för att du har ångrat dig.',
        'Du har förstås kvar din lagstadgade reklamationsrätt: om en produkt är felaktig, skadad eller inte det du beställde skriver vi ut den igen eller återbetalar dig. Läs [vad du gör med en skadad eller felaktig produkt](/help-center/topic/8).',
        'Har du gjort ett misstag i ditt motiv? [Kontakta oss](/contact) snabbt: har produktionen inte börjat kan vi fortfarande rätta det.',
      ],
    },
    26: {
      title: 'Hur och när får jag min återbetalning?',
      keywords: 'återbetalning, pengarna tillbaka, återbetala, iban, bankkonto, kontonummer',
      body: [
        'När en återbetalning är överenskommen betalar vi tillbaka beloppet till det betalningssätt du använde: kort, PayPal och andra onlinemetoder får det automatiskt.',
        'Vid banköverföring, eller om vi inte kan återbetala till det ursprungliga betalningssättet, ber vi om dina bankuppgifter via mejl. Följ länken till spårningssidan för din beställning och ange kontoinnehavare och IBAN; det behöver du bara göra en gång.',
        'Vi skickar återbetalningar inom 5 arbetsdagar. Beroende på din bank kan det ta ytterligare 3–10 dagar innan pengarna syns på ditt konto.',
      ],
    },
    61: {
      title: 'Behöver jag ett konto för att beställa?',
      keywords: 'konto, registrera, skapa konto, logga in, inloggning, gäst, lösenord, glömt lösenord',
      body: [
        'Nej. Du kan beställa som gäst och följa din beställning på [spårningssidan](/tracking) med beställningskoden från ditt bekräftelsemejl.',
        'Med ett konto blir nästa beställning enklare: dina adresser sparas, och du ser alla dina beställningar, sparar dina motiv och följer dina ärenden hos kundservice. Du skapar det på [inloggningssidan](/login).',
        'Har du glömt ditt lösenord? [Återställ det här](/login/password-reset) så mejlar vi en länk där du väljer ett nytt.',
      ],
    },
    65: {
      title: 'Vad händer med mina bilder och personuppgifter?',
      keywords: 'integritet, dataskydd, gdpr, bilder, personuppgifter, cookies, radera mina uppgifter',
      body: [
        '{brand} använder dina bilder enbart för att tillverka din beställning och vid behov skriva ut den igen. Vi publicerar dem aldrig och lämnar inte ut dem. Bilderna till en beställning raderas 90 dagar efter leveransen, om du inte sparar motivet i ditt konto.',
        'Vi behandlar dina personuppgifter bara för att hantera dina beställningar, betalningar och frågor, enligt vår [integritetspolicy](/_section/legal/privacy). Du kan när som helst ändra dina cookieval; läs [cookie-informationen](/_section/cookies-info).',
        'Om du vill se, rätta eller radera dina uppgifter, [kontakta oss](/contact).',
      ],
    },
  },
}
