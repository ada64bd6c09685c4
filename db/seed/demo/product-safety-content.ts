import type { ShopLanguage } from '../../../server/domain/vocabulary/shop-enums.js'
import type { ProductSafety, SafetyParty } from '../../../server/domain/catalog/product-safety.js'

/**
 * The demo brands' product-safety information (decision 058): made-up manufacturers (WallPix's Spanish works for most
 * of its brands, its Polish plant for the Polish and Czech shops, Tazzia its own), a phone case made outside the EU
 * with an EU responsible person, and each demo article's warnings in every shop language.
 */

const wallpixWorks: SafetyParty = {
  name: 'WallPix Print Works S.L.',
  address: 'Carrer de la Indústria 24, 46980 Paterna (València), España',
  email: 'product-safety@wallpix.example',
}
const wallpixPlant: SafetyParty = {
  name: 'WallPix Druk Sp. z o.o.',
  address: 'ul. Przemysłowa 12, 62-080 Tarnowo Podgórne, Polska',
  email: 'bezpieczenstwo@wallpix.example',
}
const tazzia: SafetyParty = {
  name: 'Tazzia Regalos Personalizados S.L.',
  address: 'Carrer de Colón 18, 46004 València, España',
  contactUrl: 'https://tazzia.example/seguridad',
}
const caseMaker: SafetyParty = {
  name: 'Shenzhen Bright Case Co., Ltd.',
  address: 'No. 8 Keyuan Road, Nanshan District, Shenzhen 518057, China',
  contactUrl: 'https://brightcase.example/contact',
}

type Texts = Record<ShopLanguage, string>

const smallParts: Texts = {
  es: 'Advertencia: no apto para menores de 3 años. Contiene piezas pequeñas. Peligro de asfixia.',
  de: 'Achtung: Nicht für Kinder unter 3 Jahren geeignet. Enthält verschluckbare Kleinteile. Erstickungsgefahr.',
  fr: 'Attention : ne convient pas aux enfants de moins de 3 ans. Contient de petits éléments. Risque d’étouffement.',
  it: 'Attenzione: non adatto a bambini di età inferiore a 3 anni. Contiene piccole parti. Pericolo di soffocamento.',
  pt: 'Atenção: não adequado a crianças com menos de 3 anos. Contém peças pequenas. Perigo de asfixia.',
  nl: 'Waarschuwing: niet geschikt voor kinderen jonger dan 3 jaar. Bevat kleine onderdelen. Verstikkingsgevaar.',
  da: 'Advarsel: ikke egnet til børn under 3 år. Indeholder små dele. Kvælningsfare.',
  pl: 'Ostrzeżenie: nie nadaje się dla dzieci poniżej 3 lat. Zawiera małe części. Niebezpieczeństwo zadławienia.',
  cs: 'Upozornění: není vhodné pro děti do 3 let. Obsahuje malé části. Nebezpečí udušení.',
  en: 'Warning: not suitable for children under 3 years. Contains small parts. Choking hazard.',
  sv: 'Varning: inte lämplig för barn under 3 år. Innehåller smådelar. Kvävningsrisk.',
  fi: 'Varoitus: ei sovellu alle 3-vuotiaille. Sisältää pieniä osia. Tukehtumisvaara.',
}

const hotMug: Texts = {
  es: 'Precaución: la taza y su contenido pueden estar calientes. No la uses si está agrietada o desportillada.',
  de: 'Vorsicht: Becher und Inhalt können heiß sein. Bei Rissen oder Abplatzungen nicht mehr verwenden.',
  fr: 'Attention : la tasse et son contenu peuvent être chauds. Ne pas utiliser si elle est fêlée ou ébréchée.',
  it: 'Attenzione: la tazza e il suo contenuto possono essere caldi. Non usarla se incrinata o scheggiata.',
  pt: 'Cuidado: a caneca e o seu conteúdo podem estar quentes. Não utilize se estiver rachada ou lascada.',
  nl: 'Let op: de mok en de inhoud kunnen heet zijn. Niet gebruiken als de mok gebarsten of beschadigd is.',
  da: 'Forsigtig: kruset og indholdet kan være varmt. Brug det ikke, hvis det er revnet eller skåret.',
  pl: 'Uwaga: kubek i jego zawartość mogą być gorące. Nie używaj kubka pękniętego ani wyszczerbionego.',
  cs: 'Pozor: hrnek i jeho obsah mohou být horké. Nepoužívejte prasklý nebo otlučený hrnek.',
  en: 'Caution: the mug and its contents can be hot. Do not use it if it is cracked or chipped.',
  sv: 'Försiktigt: muggen och innehållet kan vara varma. Använd den inte om den har sprickor eller nagg.',
  fi: 'Varo: muki ja sen sisältö voivat olla kuumia. Älä käytä mukia, jos se on haljennut tai lohjennut.',
}

const joined = (...parts: Texts[]): Texts =>
  Object.fromEntries(
    (Object.keys(parts[0]!) as ShopLanguage[]).map((l) => [l, parts.map((p) => p[l]).join('\n\n')]),
  ) as Texts

const warnings: Record<string, Texts> = {
  'photo-print': {
    es: 'Papel fotográfico: mantener alejado del fuego, de fuentes de calor y de la humedad.',
    de: 'Fotopapier: von Feuer, Hitzequellen und Feuchtigkeit fernhalten.',
    fr: 'Papier photo : tenir à l’écart du feu, des sources de chaleur et de l’humidité.',
    it: 'Carta fotografica: tenere lontano da fiamme, fonti di calore e umidità.',
    pt: 'Papel fotográfico: manter afastado do fogo, de fontes de calor e da humidade.',
    nl: 'Fotopapier: uit de buurt houden van vuur, warmtebronnen en vocht.',
    da: 'Fotopapir: holdes væk fra ild, varmekilder og fugt.',
    pl: 'Papier fotograficzny: chronić przed ogniem, źródłami ciepła i wilgocią.',
    cs: 'Fotografický papír: chraňte před ohněm, zdroji tepla a vlhkostí.',
    en: 'Photo paper: keep away from fire, heat sources and moisture.',
    sv: 'Fotopapper: håll borta från eld, värmekällor och fukt.',
    fi: 'Valokuvapaperi: pidä poissa tulen, lämmönlähteiden ja kosteuden läheltä.',
  },
  mug: joined(
    {
      es: 'Cerámica apta para alimentos. Apta para lavavajillas (hasta 50 °C) y microondas.',
      de: 'Lebensmittelechte Keramik. Spülmaschinenfest (bis 50 °C) und mikrowellengeeignet.',
      fr: 'Céramique apte au contact alimentaire. Passe au lave-vaisselle (jusqu’à 50 °C) et au micro-ondes.',
      it: 'Ceramica idonea al contatto con alimenti. Lavabile in lavastoviglie (fino a 50 °C) e adatta al microonde.',
      pt: 'Cerâmica apta para alimentos. Pode ir à máquina de lavar loiça (até 50 °C) e ao micro-ondas.',
      nl: 'Keramiek, geschikt voor levensmiddelen. Vaatwasserbestendig (tot 50 °C) en magnetronbestendig.',
      da: 'Keramik godkendt til fødevarer. Tåler opvaskemaskine (op til 50 °C) og mikrobølgeovn.',
      pl: 'Ceramika przeznaczona do kontaktu z żywnością. Można myć w zmywarce (do 50 °C) i używać w mikrofalówce.',
      cs: 'Keramika vhodná pro styk s potravinami. Lze mýt v myčce (do 50 °C) a používat v mikrovlnné troubě.',
      en: 'Food-safe ceramic. Dishwasher safe (up to 50 °C) and microwave safe.',
      sv: 'Livsmedelsgodkänd keramik. Tål diskmaskin (upp till 50 °C) och mikrovågsugn.',
      fi: 'Elintarvikekelpoista keramiikkaa. Kestää astianpesukoneen (enintään 50 °C) ja mikroaaltouunin.',
    },
    hotMug,
  ),
  'magic-mug': joined(
    {
      es: 'El diseño aparece con bebidas calientes. Lavar solo a mano: no apta para lavavajillas ni microondas.',
      de: 'Das Motiv erscheint bei heißen Getränken. Nur Handwäsche: nicht für Spülmaschine oder Mikrowelle.',
      fr: 'Le motif apparaît avec une boisson chaude. Lavage à la main uniquement : ni lave-vaisselle ni micro-ondes.',
      it: 'Il disegno compare con bevande calde. Lavare solo a mano: non adatta a lavastoviglie né microonde.',
      pt: 'O design aparece com bebidas quentes. Lavar apenas à mão: não vai à máquina de lavar loiça nem ao micro-ondas.',
      nl: 'Het ontwerp verschijnt bij hete dranken. Alleen handwas: niet in de vaatwasser of magnetron.',
      da: 'Motivet kommer frem med varme drikke. Kun håndvask: tåler ikke opvaskemaskine eller mikrobølgeovn.',
      pl: 'Wzór pojawia się po nalaniu gorącego napoju. Myć tylko ręcznie: nie do zmywarki ani mikrofalówki.',
      cs: 'Motiv se objeví s horkým nápojem. Mýt pouze ručně: nevhodné do myčky ani mikrovlnné trouby.',
      en: 'The design appears with hot drinks. Hand wash only: not for the dishwasher or the microwave.',
      sv: 'Motivet framträder med varm dryck. Endast handdisk: inte i diskmaskin eller mikrovågsugn.',
      fi: 'Kuva tulee esiin kuuman juoman kanssa. Vain käsinpesu: ei astianpesukoneeseen eikä mikroaaltouuniin.',
    },
    hotMug,
  ),
  canvas: {
    es: 'Cuélgalo solo con los accesorios incluidos, en una pared que soporte su peso (unos 2 kg). Mantener alejado del fuego y de la humedad.',
    de: 'Nur mit dem beiliegenden Aufhänger an einer Wand aufhängen, die das Gewicht (etwa 2 kg) trägt. Von Feuer und Feuchtigkeit fernhalten.',
    fr: 'Accrocher uniquement avec la fixation fournie, sur un mur qui supporte son poids (environ 2 kg). Tenir à l’écart du feu et de l’humidité.',
    it: 'Appendere solo con il gancio in dotazione, su una parete adatta al peso (circa 2 kg). Tenere lontano da fiamme e umidità.',
    pt: 'Pendure apenas com as ferragens incluídas, numa parede que suporte o peso (cerca de 2 kg). Manter afastado do fogo e da humidade.',
    nl: 'Alleen ophangen met het meegeleverde ophangsysteem, aan een muur die het gewicht (ongeveer 2 kg) draagt. Uit de buurt van vuur en vocht houden.',
    da: 'Hæng kun op med det medfølgende beslag på en væg, der kan bære vægten (ca. 2 kg). Holdes væk fra ild og fugt.',
    pl: 'Wieszać wyłącznie na dołączonym zawieszeniu, na ścianie utrzymującej ciężar (ok. 2 kg). Chronić przed ogniem i wilgocią.',
    cs: 'Zavěšujte pouze na přiložený závěs na stěnu, která unese hmotnost (asi 2 kg). Chraňte před ohněm a vlhkostí.',
    en: 'Hang only with the supplied hardware, on a wall that bears its weight (about 2 kg). Keep away from fire and moisture.',
    sv: 'Häng endast upp med medföljande upphängning, på en vägg som bär vikten (cirka 2 kg). Håll borta från eld och fukt.',
    fi: 'Ripusta vain mukana tulevalla ripustimella seinään, joka kestää painon (noin 2 kg). Pidä poissa tulen ja kosteuden läheltä.',
  },
  'poster-50x70': {
    es: 'Papel: mantener alejado del fuego y de la humedad.',
    de: 'Papier: von Feuer und Feuchtigkeit fernhalten.',
    fr: 'Papier : tenir à l’écart du feu et de l’humidité.',
    it: 'Carta: tenere lontano da fiamme e umidità.',
    pt: 'Papel: manter afastado do fogo e da humidade.',
    nl: 'Papier: uit de buurt van vuur en vocht houden.',
    da: 'Papir: holdes væk fra ild og fugt.',
    pl: 'Papier: chronić przed ogniem i wilgocią.',
    cs: 'Papír: chraňte před ohněm a vlhkostí.',
    en: 'Paper: keep away from fire and moisture.',
    sv: 'Papper: håll borta från eld och fukt.',
    fi: 'Paperia: pidä poissa tulen ja kosteuden läheltä.',
  },
  'cushion-40x40': {
    es: 'Mantener alejado del fuego. Funda lavable a 30 °C; retira antes el relleno.',
    de: 'Von Feuer fernhalten. Bezug bei 30 °C waschbar; vorher die Füllung herausnehmen.',
    fr: 'Tenir à l’écart du feu. Housse lavable à 30 °C ; retirer d’abord le rembourrage.',
    it: 'Tenere lontano da fiamme. Fodera lavabile a 30 °C; togliere prima l’imbottitura.',
    pt: 'Manter afastado do fogo. Capa lavável a 30 °C; retire primeiro o enchimento.',
    nl: 'Uit de buurt van vuur houden. Hoes wasbaar op 30 °C; haal eerst de vulling eruit.',
    da: 'Holdes væk fra ild. Betræk kan vaskes ved 30 °C; tag først fyldet ud.',
    pl: 'Chronić przed ogniem. Poszewkę można prać w 30 °C; najpierw wyjmij wypełnienie.',
    cs: 'Chraňte před ohněm. Povlak lze prát na 30 °C; nejprve vyjměte výplň.',
    en: 'Keep away from fire. Cover washable at 30 °C; take the filling out first.',
    sv: 'Håll borta från eld. Örngottet tål tvätt i 30 °C; ta först ut fyllningen.',
    fi: 'Pidä poissa tulen läheltä. Päällinen kestää 30 °C:n pesun; ota täyte ensin pois.',
  },
  'puzzle-120': smallParts,
  'wall-calendar-a4': {
    es: 'Encuadernación con espiral metálica: cuélgalo de un clavo o gancho resistente. Mantener alejado del fuego.',
    de: 'Metall-Spiralbindung: an einem stabilen Nagel oder Haken aufhängen. Von Feuer fernhalten.',
    fr: 'Reliure à spirale métallique : accrocher à un clou ou un crochet solide. Tenir à l’écart du feu.',
    it: 'Rilegatura a spirale metallica: appendere a un chiodo o gancio robusto. Tenere lontano da fiamme.',
    pt: 'Encadernação em espiral metálica: pendure num prego ou gancho resistente. Manter afastado do fogo.',
    nl: 'Metalen spiraalbinding: ophangen aan een stevige spijker of haak. Uit de buurt van vuur houden.',
    da: 'Metalspiralryg: hæng op på et solidt søm eller en krog. Holdes væk fra ild.',
    pl: 'Metalowa spirala: wieszać na mocnym gwoździu lub haczyku. Chronić przed ogniem.',
    cs: 'Kovová kroužková vazba: zavěste na pevný hřebík nebo háček. Chraňte před ohněm.',
    en: 'Metal wire binding: hang it on a sturdy nail or hook. Keep away from fire.',
    sv: 'Metallspiral: häng upp på en stadig spik eller krok. Håll borta från eld.',
    fi: 'Metallikierresidonta: ripusta tukevaan naulaan tai koukkuun. Pidä poissa tulen läheltä.',
  },
  't-shirt': {
    es: 'Lavar del revés a 30 °C; no planchar sobre la impresión. Mantener alejado del fuego.',
    de: 'Auf links bei 30 °C waschen; nicht über den Druck bügeln. Von Feuer fernhalten.',
    fr: 'Laver à l’envers à 30 °C ; ne pas repasser sur l’impression. Tenir à l’écart du feu.',
    it: 'Lavare al rovescio a 30 °C; non stirare sulla stampa. Tenere lontano da fiamme.',
    pt: 'Lavar do avesso a 30 °C; não passar a ferro sobre a impressão. Manter afastado do fogo.',
    nl: 'Binnenstebuiten wassen op 30 °C; niet over de print strijken. Uit de buurt van vuur houden.',
    da: 'Vaskes på vrangen ved 30 °C; stryg ikke over trykket. Holdes væk fra ild.',
    pl: 'Prać na lewej stronie w 30 °C; nie prasować nadruku. Chronić przed ogniem.',
    cs: 'Perte naruby na 30 °C; nežehlete přes potisk. Chraňte před ohněm.',
    en: 'Wash inside out at 30 °C; do not iron over the print. Keep away from fire.',
    sv: 'Tvätta ut och in i 30 °C; stryk inte över trycket. Håll borta från eld.',
    fi: 'Pese nurinpäin 30 °C:ssa; älä silitä painatuksen päältä. Pidä poissa tulen läheltä.',
  },
  'phone-case': {
    es: 'Comprueba que la funda corresponde a tu modelo de móvil. No protege del agua. Mantener alejada del calor.',
    de: 'Prüfen Sie, ob die Hülle zu Ihrem Handymodell passt. Kein Schutz vor Wasser. Von Hitze fernhalten.',
    fr: 'Vérifiez que la coque correspond à votre modèle de téléphone. Ne protège pas de l’eau. Tenir à l’écart de la chaleur.',
    it: 'Verifica che la cover corrisponda al tuo modello di telefono. Non protegge dall’acqua. Tenere lontano dal calore.',
    pt: 'Verifique se a capa corresponde ao seu modelo de telemóvel. Não protege da água. Manter afastada do calor.',
    nl: 'Controleer of het hoesje bij je telefoonmodel past. Beschermt niet tegen water. Uit de buurt van hitte houden.',
    da: 'Kontrollér, at coveret passer til din telefonmodel. Beskytter ikke mod vand. Holdes væk fra varme.',
    pl: 'Sprawdź, czy etui pasuje do modelu telefonu. Nie chroni przed wodą. Chronić przed wysoką temperaturą.',
    cs: 'Ověřte, že kryt odpovídá modelu vašeho telefonu. Nechrání před vodou. Chraňte před horkem.',
    en: 'Check that the case fits your phone model. It does not protect against water. Keep away from heat.',
    sv: 'Kontrollera att skalet passar din telefonmodell. Skyddar inte mot vatten. Håll borta från värme.',
    fi: 'Tarkista, että suojakuori sopii puhelinmalliisi. Ei suojaa vedeltä. Pidä poissa kuumuudesta.',
  },
  keyring: smallParts,
  'photo-book-a4': {
    es: 'Sin riesgos particulares. Mantener alejado del fuego y de la humedad.',
    de: 'Keine besonderen Gefahren. Von Feuer und Feuchtigkeit fernhalten.',
    fr: 'Aucun risque particulier. Tenir à l’écart du feu et de l’humidité.',
    it: 'Nessun rischio particolare. Tenere lontano da fiamme e umidità.',
    pt: 'Sem riscos particulares. Manter afastado do fogo e da humidade.',
    nl: 'Geen bijzondere risico’s. Uit de buurt van vuur en vocht houden.',
    da: 'Ingen særlige risici. Holdes væk fra ild og fugt.',
    pl: 'Brak szczególnych zagrożeń. Chronić przed ogniem i wilgocią.',
    cs: 'Žádná zvláštní rizika. Chraňte před ohněm a vlhkostí.',
    en: 'No particular hazards. Keep away from fire and moisture.',
    sv: 'Inga särskilda risker. Håll borta från eld och fukt.',
    fi: 'Ei erityisiä vaaroja. Pidä poissa tulen ja kosteuden läheltä.',
  },
}

const articleWarnings: ProductSafety = Object.fromEntries(
  Object.entries(warnings).map(([code, texts]) => [code, { warnings: texts }]),
)

/** The phone case is made outside the EU: its maker and the brand's works as the responsible person in the EU. */
const withImportedCases = (responsible: SafetyParty): ProductSafety => ({
  'phone-case': { manufacturer: caseMaker, responsiblePerson: responsible, warnings: warnings['phone-case']! },
})

const ofMaker = (maker: SafetyParty): ProductSafety => ({
  ...articleWarnings,
  '*': { manufacturer: maker, warnings: {} },
  ...withImportedCases(maker),
})

/** Per demo brand (slug), what the seed writes. */
export const productSafetySeeds: Readonly<Record<string, ProductSafety>> = {
  'TZ-ES': ofMaker(tazzia),
  'WPX-ES': ofMaker(wallpixWorks),
  'WPX-FR': ofMaker(wallpixWorks),
  'WPX-IT': ofMaker(wallpixWorks),
  'WPX-PT': ofMaker(wallpixWorks),
  'WPX-DK': ofMaker(wallpixWorks),
  'WPX-PL': ofMaker(wallpixPlant),
  'WPX-CZ': ofMaker(wallpixPlant),
}
