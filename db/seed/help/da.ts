import type { HelpLanguageContent } from './types.js'

export const da: HelpLanguageContent = {
  categories: {
    3: { name: 'Ordrer og betaling', description: 'Sådan bestiller du, betalingsmetoder, rabatkoder og fakturaer.' },
    5: {
      name: 'Forsendelse og levering',
      description: 'Leveringstider og fragt, sporing af pakken og problemer med leveringen.',
    },
    1: {
      name: 'Design og upload af billeder',
      description: 'Tilpasning af designs, billedopløsning og de filer, du kan uploade.',
    },
    2: { name: 'Produkter og kvalitet', description: 'Printkvalitet, farver og pleje af dine produkter.' },
    7: {
      name: 'Returnering og refusion',
      description: 'Beskadigede eller defekte produkter, returnering og refusion.',
    },
    6: { name: 'Konto og privatliv', description: 'Din konto, dine billeder og dine personoplysninger.' },
  },
  topics: {
    25: {
      title: 'Hvordan afgiver jeg en ordre?',
      keywords: 'bestille, købe, køb, ordre, bestilling, kassen, kurv, indkøbskurv, trin, gæst',
      body: [
        'Vælg et produkt eller et af vores designs, tilpas det med dine billeder og tekster, og læg det i [kurven](/cart). Du kan handle videre og tilføje så mange produkter, du vil.',
        'Når du er klar, går du til kassen. Der er fire trin:',
        '- Kontakt: din e-mailadresse og dit telefonnummer\n- Adresse: hvor vi leverer din ordre\n- Forsendelse: levering til døren, til et udleveringssted eller, hvor det tilbydes, afhentning\n- Betaling: vælg, hvordan du vil betale',
        'Du behøver ikke en konto for at bestille hos {brand}. Lige efter betalingen får du en e-mail med dit ordrenummer og den ordrekode, du bruger til at [følge din ordre](/tracking).',
      ],
    },
    90: {
      title: 'Hvilke betalingsmetoder kan jeg bruge?',
      keywords:
        'betale, betaling, betalingsmetode, kort, kreditkort, betalingskort, dankort, visa, mastercard, paypal, apple pay, google pay, bankoverførsel, mobilepay, klarna, swish',
      body: [
        '{brand} tager imod betalings- og kreditkort (Visa, Mastercard), PayPal, Apple Pay, Google Pay og bankoverførsel. Afhængigt af dit land kan du også betale med lokale metoder som MobilePay, Klarna eller Swish.',
        'Det sidste trin i kassen viser præcis de betalingsmetoder, der findes i dit land. Betalinger med kort og wallet bliver bekræftet med det samme, og din ordre går straks i produktion.',
        'Hvis en betaling mislykkes, eller du afbryder den, bliver der ikke trukket noget, og din ordre bliver gemt: Åbn ordresiden fra din bekræftelsesmail, og vælg “Betal nu” for at prøve igen med en hvilken som helst metode.',
      ],
    },
    35: {
      title: 'Hvordan betaler jeg med bankoverførsel?',
      keywords:
        'bankoverførsel, overførsel, iban, bic, swift, reference, betalingsreference, rf, sepa, afventer betaling',
      body: [
        'Vælg bankoverførsel i det sidste trin i kassen. Bekræftelsessiden og den e-mail, vi sender dig, viser beløbet, modtageren, IBAN, BIC og en betalingsreference, der begynder med RF.',
        'Skriv referencen præcis som vist i referencefeltet på din overførsel. Den fortæller os, hvilken ordre pengene hører til; uden den kan det tage flere dage at finde din betaling.',
        'Vi går i gang med produktionen, så snart pengene er modtaget, som regel 1 til 2 hverdage efter en SEPA-overførsel. Indtil da har din ordre status “Afventer betaling”. Vil du betale med det samme, så vælg kort eller en anden onlinemetode.',
      ],
    },
    27: {
      title: 'Hvordan bruger jeg en rabatkode?',
      keywords: 'rabatkode, kampagnekode, kuponkode, kupon, gavekort, tilbud, udsalg, rabat',
      body: [
        'Skriv koden i feltet “Rabatkode” i din [kurv](/cart), og anvend den. Rabatten vises med det samme i kurvens total og gælder hele vejen gennem kassen.',
        'Koder gælder kun i den butik, de er udstedt til ({brand}), og kun i deres gyldighedsperiode. Nogle koder kræver et minimumsbeløb; kurven fortæller dig, hvis det er tilfældet. Der kan bruges én kode pr. ordre.',
        'Leder du efter en kode? Tilmeld dig vores [nyhedsbrev](/newsletter), og se vores [aktuelle tilbud](/offers).',
      ],
    },
    19: {
      title: 'Kan jeg ændre eller annullere min ordre?',
      keywords: 'ændre ordre, annullere ordre, afbestille, forkert adresse, fejl, stavefejl',
      body: [
        'Vi går hurtigt i gang med produktionen, som regel samme hverdag, som betalingen kommer ind. Hvis du vil ændre leveringsadressen eller annullere, så [kontakt os](/contact) hurtigst muligt, og oplys dit ordrenummer.',
        'Så længe din ordre har status “Ordre modtaget”, kan vi ændre adressen eller annullere den og refundere hele beløbet. Når den er i produktion, kan vi ikke længere annullere den, fordi hvert produkt bliver lavet til netop dig.',
        'Har du opdaget en stavefejl i dit design? Giv os besked med det samme: Er produktionen ikke startet, kan vi udskifte designet.',
      ],
    },
    29: {
      title: 'Hvad betyder status på min ordre?',
      keywords:
        'ordrestatus, status, produktion, afsendt, pakket, leveret, afventer betaling, udleveringssted, pakkeshop',
      body: [
        'Du kan altid se status på din ordre på [sporingssiden](/tracking). De mest almindelige statusser er:',
        '- Ordre modtaget: Vi har din ordre, og den står i kø til produktion.\n- Afventer betaling: Vi venter på din overførsel eller på, at betalingen bliver bekræftet.\n- I produktion og Produktion afsluttet: Dine produkter bliver printet og kontrolleret.\n- Pakket og Afsendt: Pakken er klar eller allerede hos fragtfirmaet.\n- Klar på afhentningsstedet: Du kan hente den med dit ordrenummer og legitimation.\n- Leveret: Fragtfirmaet har leveret din pakke.',
        'Hvis status er “Levering mislykkedes” eller ikke har ændret sig i flere dage, kan du læse, hvad du gør, når [din pakke ikke er kommet](/help-center/topic/33).',
      ],
    },
    31: {
      title: 'Hvordan får jeg en faktura?',
      keywords: 'faktura, kvittering, moms, skat, firma, virksomhed, cvr',
      body: [
        'Din bekræftelsesmail indeholder en oversigt over ordren med priser inklusive moms. Fakturaen udstedes i det navn og til den adresse, du angiver i kassen.',
        'Bestiller du til en virksomhed? Vælg “virksomhed” i kassens første trin, og angiv firmanavn og momsnummer, så fakturaen bliver udstedt til din virksomhed.',
        'Vil du have fakturaen som PDF, eller skal oplysningerne på den rettes, så [kontakt os](/contact) med dit ordrenummer. Vi sender den inden for 2 hverdage.',
      ],
    },
    21: {
      title: 'Hvordan kontakter jeg kundeservice?',
      keywords: 'kontakt, kundeservice, kundesupport, support, hjælp, e-mail, spørgsmål, sag, reklamation',
      body: [
        'Skriv til os via [kontaktformularen](/contact). Er du logget ind, bliver dine beskeder gemt som sager på [din konto](/accounts/tickets), så du kan følge alle svar.',
        'Oplys dit ordrenummer, og vedhæft et billede, hvis der er et problem med et produkt. Så kan vi hjælpe dig i ét svar i stedet for flere.',
        '{brand}s kundeservice svarer inden for én hverdag, mandag til fredag.',
      ],
    },
    23: {
      title: 'Hvor lang er leveringstiden, og hvad koster fragten?',
      keywords:
        'leveringstid, forsendelse, fragt, porto, hvornår kommer den, dage, gratis fragt, ekspres, pakkeshop, udleveringssted',
      body: [
        'Alle produkter laves på bestilling: Produktionen tager 2 hverdage. Derefter leverer fragtfirmaet på 1 til 4 hverdage afhængigt af den valgte service, så de fleste ordrer kommer frem 3 til 6 hverdage efter betalingen.',
        'Fragtprisen afhænger af fragtfirmaet og vises, før du betaler; over beløbsgrænsen for gratis fragt i dit land er fragten gratis. Skriv dit postnummer i [kurven](/cart) for at se alle leveringsmuligheder med pris og forventede datoer.',
        'Du kan få din ordre leveret til døren eller til et udleveringssted i nærheden og i nogle lande hente den gratis på vores produktionscenter. Vi leverer inden for landet på den hjemmeside, du bestiller fra.',
      ],
    },
    17: {
      title: 'Hvordan følger jeg min ordre?',
      keywords: 'sporing, spor, track, hvor er min ordre, pakke, forsendelse, ordrekode, status',
      body: [
        'Åbn [sporingssiden](/tracking), og indtast ordrekoden fra din bekræftelsesmail sammen med e-mailadressen eller postnummeret på leveringsadressen. Du kan se status, fragtfirma og hvert trin frem til leveringen.',
        'Bekræftelsesmailen indeholder også et direkte link til sporingen af din ordre. Med en konto finder du alle dine ordrer, også tidligere, under [Mine ordrer](/accounts/orders).',
        'Fragtfirmaets sporing begynder, når pakken er overdraget, som regel samme dag som afsendelsen.',
      ],
    },
    33: {
      title: 'Min pakke er ikke kommet. Hvad gør jeg?',
      keywords: 'ikke kommet, forsinket, pakke væk, mistet, bortkommet, ikke leveret, leveringsproblem',
      body: [
        'Tjek først status på [sporingssiden](/tracking). Kunne fragtfirmaet ikke levere, lægger det som regel en besked og prøver igen eller bringer pakken til et udleveringssted i nærheden, hvor den venter på dig i nogle dage.',
        'Står der “Leveret”, men har du ingen pakke, så spørg dine naboer og ved receptionen i din bygning, og kig efter en besked i postkassen.',
        'Stadig intet, eller har sporingen ikke ændret sig i 3 hverdage? [Kontakt os](/contact) med dit ordrenummer. Vi undersøger sagen med fragtfirmaet, og er pakken bortkommet, sender vi dig en ny uden beregning eller refunderer beløbet.',
      ],
    },
    45: {
      title: 'Hvordan tilpasser jeg et design med mine billeder?',
      keywords: 'tilpas, personliggør, editor, design, upload billede, tilføj tekst, lav',
      body: [
        'Åbn et design, du kan lide, vælg produktet, og klik på “Tilpas”. I editoren kan du udskifte eksempelbillederne med dine egne billeder, flytte og zoome dem og ændre teksterne.',
        'Vil du hellere starte helt forfra? Alle produktsider har knappen “Start med et tomt design”.',
        'Gennemse forhåndsvisningen grundigt, før du lægger produktet i kurven: Vi printer præcis det, du ser. Er du logget ind, kan du gemme dit arbejde under [Mine designs](/accounts/designs) og gøre det færdigt senere.',
      ],
    },
    41: {
      title: 'Hvilken opløsning skal mine billeder have?',
      keywords: 'opløsning, billedkvalitet, pixels, dpi, megapixel, sløret, pixeleret, skarp, størrelse',
      body: [
        'For et skarpt resultat skal et billede have nok pixels til den størrelse, det printes i. Vi anbefaler mindst 150 dpi til fotoprints, krus og de fleste produkter og 100 dpi til lærreder og plakater, som man ser på længere afstand.',
        'Som rettesnor:',
        '- Fotoprint 13x18 cm: mindst 800 × 1100 pixels\n- Krus: mindst 1200 × 550 pixels\n- Lærred 30x40 cm: mindst 1200 × 1600 pixels\n- Plakat 50x70 cm: mindst 2000 × 2800 pixels',
        'Editoren advarer dig, hvis et billede er for lille til produktet. Brug den originale fil fra dit kamera eller din telefon: Billeder, der er sendt via beskedapps eller sociale medier, er komprimerede og ofte for små.',
      ],
    },
    43: {
      title: 'Hvilke filformater kan jeg uploade?',
      keywords: 'filformat, jpg, jpeg, png, heic, pdf, zip, upload, filstørrelse',
      body: [
        'Du kan uploade billeder i JPG, PNG og HEIC (iPhone) samt PDF-filer og ZIP-arkiver med flere billeder på én gang. Hver fil må fylde op til 50 MB.',
        'For de mest naturtro farver bør du gemme dine billeder i farveprofilen sRGB, som næsten alle kameraer og telefoner bruger som standard. Gennemsigtige områder i PNG-filer printes hvide.',
        'Hvis en upload mislykkes, så tjek din forbindelse og filstørrelsen, og prøv igen. Billeder lavet til skærme, fx skærmbilleder, er ofte for små til et godt print.',
      ],
    },
    47: {
      title: 'Jeg kan ikke finde det design, jeg leder efter',
      keywords: 'søg, søgning, find design, ingen resultater, idéer, kategorier, temaer, tomt design, eget design',
      body: [
        'Prøv et kortere eller mere generelt ord, fx “fødselsdag” i stedet for “fødselsdagsfest til mormor”, og tjek stavningen. Søgningen finder ord med og uden accenter og særlige bogstaver.',
        'Du kan også kigge alle vores [kategorier og temaer](/tags-list) eller vores [aktuelle tilbud](/offers) igennem.',
        'Intet, der passer? Alle produkter kan designes helt fra bunden med dine egne billeder og tekster: Åbn et produkt, og vælg “Start med et tomt design”.',
      ],
    },
    51: {
      title: 'Hvilken printkvalitet kan jeg forvente?',
      keywords: 'printkvalitet, trykkvalitet, farver, papir, blank, mat, skærm, lysere, mørkere',
      body: [
        '{brand} printer alle ordrer på professionelt udstyr med lysægte blæk, på fotopapir af høj kvalitet, keramik og tekstil. Hvert produkt bliver kontrolleret i hånden, før det pakkes.',
        'En skærm lyser gennem billedet, mens et printet produkt reflekterer lyset, så et print kan se lidt mørkere ud end på skærmen. Har du skruet meget op for lysstyrken på din skærm, så gør mørke billeder lidt lysere, før du bestiller.',
        'Lever et produkt ikke op til den kvalitet, du forventede, så [sig det til os](/contact): Vi printer det igen eller refunderer beløbet.',
      ],
    },
    53: {
      title: 'Hvordan passer jeg på mine produkter?',
      keywords: 'pleje, vask, opvaskemaskine, mikrobølgeovn, rengøring, lærred, t-shirt, pude, krus',
      body: [
        'Vores krus tåler opvaskemaskine og mikrobølgeovn. Magiske krus, hvor billedet kommer frem med varme, bør vaskes i hånden, så den varmefølsomme belægning holder længe.',
        'Vask T-shirts og pudebetræk på vrangen ved 30 °C, og stryg ikke direkte på trykket. Tør støv af lærreder og plakater med en blød, tør klud, og hold dem væk fra direkte sollys og fugtige rum.',
      ],
    },
    8: {
      title: 'Mit produkt kom beskadiget eller defekt frem',
      keywords: 'beskadiget, ødelagt, i stykker, defekt, forkert produkt, reklamation, genprint, erstatning',
      body: [
        'Det er vi kede af! [Kontakt os](/contact) inden for 14 dage efter levering med dit ordrenummer og billeder af produktet og emballagen.',
        'Vi printer produktet igen uden beregning eller refunderer det, hvis du foretrækker det. I de fleste tilfælde behøver du ikke sende det beskadigede produkt retur.',
        'Er pakken synligt beskadiget ved ankomsten, så få det noteret på fragtfirmaets kvittering. Det hjælper os med reklamationen over for fragtfirmaet.',
      ],
    },
    11: {
      title: 'Kan jeg returnere et personligt tilpasset produkt?',
      keywords: 'returnering, returnere, fortrydelsesret, fortryde, ombytning, 14 dage',
      body: [
        'Produkter med dine billeder og tekster bliver lavet udelukkende til dig. Derfor gælder fortrydelsesretten ikke for personligt tilpassede produkter, og vi kan ikke tage dem retur, blot fordi du har fortrudt.',
        'Du har selvfølgelig stadig din lovpligtige reklamationsret: Er et produkt defekt, beskadiget eller ikke det, du bestilte, printer vi det igen eller refunderer beløbet. Se [hvad du gør med et beskadiget eller defekt produkt](/help-center/topic/8).',
        'Har du lavet en fejl i dit design? [Kontakt os](/contact) hurtigt: Er produktionen ikke startet, kan vi stadig rette den.',
      ],
    },
    26: {
      title: 'Hvordan og hvornår får jeg mine penge tilbage?',
      keywords: 'refusion, refundering, penge tilbage, tilbagebetaling, iban, bankkonto, kontonummer',
      body: [
        'Når en refusion er aftalt, sender vi beløbet tilbage til den betalingsmetode, du brugte: Kort, PayPal og andre onlinemetoder modtager det automatisk.',
        'Ved bankoverførsel, eller hvis vi ikke kan refundere til den oprindelige metode, beder vi om dine bankoplysninger pr. e-mail. Følg linket til sporingssiden for din ordre, og indtast kontohaver og IBAN; det skal du kun gøre én gang.',
        'Vi sender refusioner inden for 5 hverdage. Afhængigt af din bank kan der gå yderligere 3 til 10 dage, før pengene står på din konto.',
      ],
    },
    61: {
      title: 'Skal jeg have en konto for at bestille?',
      keywords: 'konto, oprette konto, registrere, log ind, login, gæst, adgangskode, glemt adgangskode',
      body: [
        'Nej. Du kan bestille som gæst og følge din ordre på [sporingssiden](/tracking) med ordrekoden fra din bekræftelsesmail.',
        'Med en konto bliver næste bestilling nemmere: Dine adresser bliver gemt, og du kan se alle dine ordrer, gemme dine designs og følge dine henvendelser til kundeservice. Du opretter den på [login-siden](/login).',
        'Har du glemt din adgangskode? [Nulstil den her](/login/password-reset), så sender vi dig et link pr. e-mail, hvor du kan vælge en ny.',
      ],
    },
    65: {
      title: 'Hvad sker der med mine billeder og personoplysninger?',
      keywords: 'privatliv, databeskyttelse, gdpr, billeder, personoplysninger, persondata, cookies, slet mine data',
      body: [
        '{brand} bruger kun dine billeder til at fremstille din ordre og om nødvendigt printe den igen. Vi offentliggør dem aldrig og giver dem ikke videre. Billederne til en ordre bliver slettet 90 dage efter levering, medmindre du gemmer designet på din konto.',
        'Vi behandler kun dine personoplysninger for at håndtere dine ordrer, betalinger og spørgsmål, som beskrevet i vores [privatlivspolitik](/_section/legal/privacy). Du kan til enhver tid ændre dine cookievalg; se [cookie-information](/_section/cookies-info).',
        'Vil du se, rette eller slette dine oplysninger, så [kontakt os](/contact).',
      ],
    },
  },
}
