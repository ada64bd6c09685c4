/**
 * Street names and towns for the built-in pickup-point directory: common street names of each country (written the
 * way the country writes an address) and the town a postal code's first digits belong to. Proper names, so nothing
 * here is translated.
 */

// prettier-ignore
const STREETS: Readonly<Record<string, readonly string[]>> = {
  ES: ['Calle Mayor', 'Calle Real', 'Avenida de la Constitución', 'Calle del Sol', 'Plaza de España', 'Calle Nueva', 'Avenida de Andalucía', 'Calle San Juan'],
  DE: ['Hauptstraße', 'Bahnhofstraße', 'Schulstraße', 'Gartenstraße', 'Lindenstraße', 'Kirchstraße', 'Marktplatz', 'Goethestraße'],
  AT: ['Hauptplatz', 'Bahnhofstraße', 'Kirchengasse', 'Wiener Straße', 'Schulgasse', 'Hauptstraße', 'Lindengasse', 'Marktplatz'],
  CH: ['Bahnhofstrasse', 'Hauptstrasse', 'Dorfstrasse', 'Kirchweg', 'Seestrasse', 'Schulhausstrasse', 'Poststrasse', 'Marktgasse'],
  FR: ['rue de la République', 'rue Victor Hugo', 'avenue Jean Jaurès', 'rue de la Gare', 'place de la Mairie', 'rue Pasteur', 'Grande Rue', 'rue du Commerce'],
  IT: ['Via Roma', 'Via Garibaldi', 'Corso Italia', 'Via Mazzini', 'Piazza del Popolo', 'Via Dante', 'Via Cavour', 'Via Verdi'],
  PT: ['Rua Direita', 'Avenida da Liberdade', 'Rua do Comércio', 'Rua da Igreja', 'Largo do Município', 'Rua 25 de Abril', 'Rua Nova', 'Avenida Central'],
  NL: ['Kerkstraat', 'Dorpsstraat', 'Stationsweg', 'Molenstraat', 'Marktplein', 'Schoolstraat', 'Julianastraat', 'Hoofdstraat'],
  BE: ['Rue de la Station', 'Kerkstraat', 'Grand-Place', 'Stationsstraat', 'Rue Haute', 'Marktplein', 'Rue de l’Église', 'Nieuwstraat'],
  DK: ['Storegade', 'Vestergade', 'Nørregade', 'Søndergade', 'Østergade', 'Torvet', 'Algade', 'Jernbanegade'],
  PL: ['ul. Kościuszki', 'ul. Mickiewicza', 'ul. Słowackiego', 'ul. Piłsudskiego', 'ul. Sienkiewicza', 'Rynek', 'ul. Kolejowa', 'ul. Polna'],
  CZ: ['Nádražní', 'Hlavní', 'Masarykova', 'Školní', 'Komenského', 'Náměstí Míru', 'Palackého', 'Husova'],
  GB: ['High Street', 'Station Road', 'Church Lane', 'Main Street', 'Park Road', 'Victoria Road', 'Green Lane', 'Market Place'],
  IE: ['Main Street', 'Church Street', 'Bridge Street', 'O’Connell Street', 'Mill Road', 'Market Square', 'Castle Street', 'Green Street'],
  LU: ['Grand-Rue', 'rue de la Gare', 'route d’Arlon', 'rue Principale', 'avenue de la Liberté', 'rue de l’Église', 'place d’Armes', 'rue du Marché'],
  SE: ['Storgatan', 'Drottninggatan', 'Kungsgatan', 'Järnvägsgatan', 'Skolgatan', 'Torget', 'Kyrkogatan', 'Nygatan'],
  FI: ['Kauppakatu', 'Rautatienkatu', 'Kirkkokatu', 'Koulukatu', 'Puistokatu', 'Asemakatu', 'Torikatu', 'Mannerheimintie'],
  BG: ['ul. Vasil Levski', 'bul. Bulgaria', 'ul. Hristo Botev', 'ul. Rakovski', 'pl. Svoboda', 'ul. Ivan Vazov'],
  HR: ['Ilica', 'Ulica kralja Tomislava', 'Trg bana Jelačića', 'Frankopanska ulica', 'Vukovarska ulica', 'Savska cesta'],
  CY: ['Makariou Avenue', 'Ledras Street', 'Archbishop Kyprianou Street', 'Griva Digeni Avenue', 'Anexartisias Street', 'Stasinou Avenue'],
  EE: ['Narva mnt', 'Pärnu mnt', 'Tartu mnt', 'Rüütli tn', 'Kooli tn', 'Raekoja plats'],
  GR: ['Odos Ermou', 'Leoforos Vasilissis Sofias', 'Odos Athinas', 'Odos Stadiou', 'Plateia Syntagmatos', 'Odos Aiolou'],
  HU: ['Fő utca', 'Kossuth Lajos utca', 'Petőfi Sándor utca', 'Rákóczi út', 'Ady Endre utca', 'Szabadság tér'],
  LV: ['Brīvības iela', 'Elizabetes iela', 'Krišjāņa Barona iela', 'Tērbatas iela', 'Dzirnavu iela', 'Rātslaukums'],
  LT: ['Gedimino pr.', 'Vilniaus g.', 'Pilies g.', 'Laisvės al.', 'Basanavičiaus g.', 'Rotušės a.'],
  MT: ['Republic Street', 'Merchants Street', 'Triq il-Kbira', 'Triq San Pawl', 'Triq il-Knisja', 'Strait Street'],
  RO: ['Strada Mihai Eminescu', 'Bulevardul Unirii', 'Strada Republicii', 'Calea Victoriei', 'Strada Libertății', 'Piața Sfatului'],
  SK: ['Hlavná', 'Obchodná', 'Námestie SNP', 'Štúrova', 'Hviezdoslavovo námestie', 'Kollárova'],
  SI: ['Prešernova cesta', 'Slovenska cesta', 'Trubarjeva cesta', 'Cankarjeva ulica', 'Glavni trg', 'Mestni trg'],
  IS: ['Laugavegur', 'Skólavörðustígur', 'Hafnarstræti', 'Austurstræti', 'Aðalstræti', 'Hverfisgata'],
  LI: ['Städtle', 'Landstrasse', 'Aeulestrasse', 'Kirchstrasse', 'Feldkircher Strasse', 'Dorfstrasse'],
  NO: ['Storgata', 'Kirkegata', 'Karl Johans gate', 'Torggata', 'Jernbanegata', 'Strandgata'],
}

/** True when the pickup-point directory has the country's own street names (a site's pickup points need them). */
export function hasStreetNames(country: string): boolean {
  return Object.hasOwn(STREETS, country)
}

/** Countries that write the house number before the street. */
const NUMBER_FIRST = new Set(['FR', 'GB', 'IE', 'LU', 'MT', 'CY'])

/** The street line of a point: the country's n-th common street (wrapping) with a house number, in its own order. */
export function streetLine(country: string, pick: number, houseNumber: number): string {
  const streets = STREETS[country] ?? STREETS.GB!
  const street = streets[pick % streets.length]!
  if (NUMBER_FIRST.has(country)) return `${houseNumber}${country === 'LU' ? ',' : ''} ${street}`
  return country === 'ES' ? `${street}, ${houseNumber}` : `${street} ${houseNumber}`
}

/** Town by the first digits (or letters) of a compact postal code; the longest listed prefix wins. */
// prettier-ignore
const TOWNS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ES: { '01': 'Vitoria-Gasteiz', '03': 'Alicante', '07': 'Palma', '08': 'Barcelona', '11': 'Cádiz', '14': 'Córdoba', '15': 'A Coruña', '18': 'Granada', '20': 'Donostia', '28': 'Madrid', '29': 'Málaga', '30': 'Murcia', '31': 'Pamplona', '33': 'Oviedo', '35': 'Las Palmas', '36': 'Pontevedra', '38': 'Santa Cruz de Tenerife', '39': 'Santander', '41': 'Sevilla', '46': 'Valencia', '47': 'Valladolid', '48': 'Bilbao', '50': 'Zaragoza' },
  DE: { '01': 'Dresden', '04': 'Leipzig', '10': 'Berlin', '12': 'Berlin', '13': 'Berlin', '14': 'Potsdam', '20': 'Hamburg', '22': 'Hamburg', '28': 'Bremen', '30': 'Hannover', '40': 'Düsseldorf', '44': 'Dortmund', '45': 'Essen', '50': 'Köln', '51': 'Köln', '60': 'Frankfurt am Main', '70': 'Stuttgart', '80': 'München', '81': 'München', '90': 'Nürnberg' },
  AT: { '1': 'Wien', '4': 'Linz', '5': 'Salzburg', '6': 'Innsbruck', '8': 'Graz', '9': 'Klagenfurt' },
  CH: { '1': 'Lausanne', '12': 'Genève', '3': 'Bern', '4': 'Basel', '6': 'Luzern', '8': 'Zürich', '9': 'St. Gallen' },
  FR: { '06': 'Nice', '13': 'Marseille', '31': 'Toulouse', '33': 'Bordeaux', '34': 'Montpellier', '35': 'Rennes', '44': 'Nantes', '59': 'Lille', '67': 'Strasbourg', '69': 'Lyon', '75': 'Paris' },
  IT: { '00': 'Roma', '10': 'Torino', '16': 'Genova', '20': 'Milano', '30': 'Venezia', '40': 'Bologna', '50': 'Firenze', '70': 'Bari', '80': 'Napoli', '90': 'Palermo' },
  PT: { '1': 'Lisboa', '2': 'Setúbal', '3': 'Coimbra', '4': 'Porto', '8': 'Faro', '9': 'Funchal' },
  NL: { '10': 'Amsterdam', '11': 'Amsterdam', '25': 'Den Haag', '30': 'Rotterdam', '35': 'Utrecht', '56': 'Eindhoven', '97': 'Groningen' },
  BE: { '1': 'Bruxelles', '2': 'Antwerpen', '4': 'Liège', '9': 'Gent', '8': 'Brugge' },
  DK: { '1': 'København', '2': 'København', '5': 'Odense', '8': 'Aarhus', '9': 'Aalborg' },
  PL: { '00': 'Warszawa', '02': 'Warszawa', '30': 'Kraków', '31': 'Kraków', '50': 'Wrocław', '60': 'Poznań', '80': 'Gdańsk', '90': 'Łódź' },
  CZ: { '1': 'Praha', '3': 'Plzeň', '4': 'Ústí nad Labem', '6': 'Brno', '7': 'Ostrava' },
  GB: { B: 'Birmingham', E: 'London', EC: 'London', G: 'Glasgow', L: 'Liverpool', M: 'Manchester', N: 'London', SW: 'London', W: 'London', EH: 'Edinburgh', BS: 'Bristol', LS: 'Leeds' },
  IE: { D: 'Dublin', T: 'Cork', H: 'Galway', V: 'Limerick' },
  LU: { '1': 'Luxembourg', '2': 'Luxembourg', '4': 'Esch-sur-Alzette', '9': 'Ettelbruck' },
  SE: { '1': 'Stockholm', '2': 'Malmö', '4': 'Göteborg', '7': 'Uppsala', '9': 'Umeå' },
  FI: { '00': 'Helsinki', '02': 'Espoo', '20': 'Turku', '33': 'Tampere', '90': 'Oulu' },
}

/** The town of a compact postal code, or null when the directory does not know it. */
export function townOf(country: string, compact: string): string | null {
  const towns = TOWNS[country]
  if (!towns) return null
  for (let len = Math.min(3, compact.length); len > 0; len--) {
    const town = towns[compact.slice(0, len)]
    if (town) return town
  }
  return null
}
