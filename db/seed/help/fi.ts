import type { HelpLanguageContent } from './types.js'

// Brand names are not inflected in Finnish sentences here: {brand} only stands where the nominative fits.
export const fi: HelpLanguageContent = {
  categories: {
    3: { name: 'Tilaukset ja maksut', description: 'Tilaaminen, maksutavat, alennuskoodit ja laskut.' },
    5: { name: 'Toimitus', description: 'Toimitusajat ja -kulut, paketin seuranta ja toimitusongelmat.' },
    1: {
      name: 'Suunnittelu ja kuvien lataaminen',
      description: 'Mallien personointi, kuvien resoluutio ja tiedostot, joita voit ladata.',
    },
    2: { name: 'Tuotteet ja laatu', description: 'Tulostuslaatu, värit ja tuotteiden hoito.' },
    7: {
      name: 'Palautukset ja hyvitykset',
      description: 'Vaurioituneet tai vialliset tuotteet, palautukset ja hyvitykset.',
    },
    6: { name: 'Tili ja tietosuoja', description: 'Tilisi, kuvasi ja henkilötietosi.' },
  },
  topics: {
    25: {
      title: 'Miten teen tilauksen?',
      keywords: 'tilata, ostaa, osto, tilaus, kassa, ostoskori, vaiheet, vieras',
      body: [
        'Valitse tuote tai jokin malleistamme, personoi se omilla kuvillasi ja teksteilläsi ja lisää se [ostoskoriin](/cart). Voit jatkaa ostoksia ja lisätä niin monta tuotetta kuin haluat.',
        'Kun olet valmis, siirry kassalle. Tilauksessa on neljä vaihetta:',
        '- Yhteystiedot: sähköpostiosoitteesi ja puhelinnumerosi\n- Osoite: minne toimitamme tilauksesi\n- Toimitus: kotiinkuljetus, noutopiste tai, jos tarjolla, nouto itse\n- Maksu: valitse, miten haluat maksaa',
        'Et tarvitse tiliä tilataksesi meiltä. Heti maksun jälkeen saat sähköpostin, jossa on tilausnumerosi ja tilauskoodi, jolla voit [seurata tilaustasi](/tracking).',
      ],
    },
    90: {
      title: 'Mitä maksutapoja voin käyttää?',
      keywords:
        'maksaa, maksu, maksutapa, kortti, luottokortti, pankkikortti, visa, mastercard, paypal, apple pay, google pay, tilisiirto, pankkisiirto, mobilepay, klarna, trustly',
      body: [
        '{brand} hyväksyy pankki- ja luottokortit (Visa, Mastercard), PayPalin, Apple Payn, Google Payn ja tilisiirron. Maasta riippuen voit maksaa myös paikallisilla maksutavoilla, kuten MobilePaylla, Klarnalla tai Trustlylla.',
        'Kassan viimeisessä vaiheessa näet tarkalleen ne maksutavat, jotka ovat käytettävissä maassasi. Kortti- ja mobiililompakkomaksut vahvistetaan heti, ja tilauksesi siirtyy saman tien valmistukseen.',
        'Jos maksu epäonnistuu tai perut sen, rahaa ei veloiteta ja tilauksesi säilyy tallessa: avaa tilaussivu vahvistussähköpostista ja valitse ”Maksa nyt” yrittääksesi uudelleen millä tahansa maksutavalla.',
      ],
    },
    35: {
      title: 'Miten maksan tilisiirrolla?',
      keywords: 'tilisiirto, pankkisiirto, iban, bic, swift, viite, viitenumero, rf, sepa, odottaa maksua',
      body: [
        'Valitse tilisiirto kassan viimeisessä vaiheessa. Vahvistussivulla ja lähettämässämme sähköpostissa näkyvät summa, saaja, IBAN, BIC sekä RF-alkuinen viite.',
        'Kirjoita viite tilisiirtoon täsmälleen sellaisenaan. Sen avulla tiedämme, mihin tilaukseen raha kuuluu; ilman viitettä maksun kohdistaminen voi kestää useita päiviä.',
        'Aloitamme tilauksesi valmistuksen heti, kun raha on saapunut, yleensä 1–2 arkipäivää SEPA-tilisiirron jälkeen. Siihen asti tilauksesi tila on ”Odottaa maksua”. Jos haluat maksaa heti, valitse kortti tai jokin muu verkkomaksutapa.',
      ],
    },
    27: {
      title: 'Miten käytän alennuskoodia?',
      keywords: 'alennuskoodi, kampanjakoodi, kuponki, lahjakortti, tarjous, ale, alennus',
      body: [
        'Kirjoita koodi [ostoskorin](/cart) kenttään ”Alennuskoodi” ja ota se käyttöön. Alennus näkyy heti ostoskorin loppusummassa ja säilyy tilauksen loppuun asti.',
        'Koodit ovat voimassa vain siinä kaupassa, jolle ne on myönnetty ({brand}), ja vain voimassaoloaikanaan. Osa koodeista edellyttää tilauksen vähimmäissummaa; ostoskori kertoo, jos näin on. Yhdessä tilauksessa voi käyttää yhtä koodia.',
        'Etsitkö koodia? Tilaa [uutiskirjeemme](/newsletter) ja katso [ajankohtaiset tarjouksemme](/offers).',
      ],
    },
    19: {
      title: 'Voinko muuttaa tai perua tilaukseni?',
      keywords: 'muuttaa tilausta, perua tilaus, peruutus, väärä osoite, virhe, kirjoitusvirhe',
      body: [
        'Aloitamme tilausten valmistuksen nopeasti, yleensä samana arkipäivänä, jona maksu saapuu. Jos haluat muuttaa toimitusosoitetta tai perua tilauksen, [ota meihin yhteyttä](/contact) mahdollisimman pian ja kerro tilausnumerosi.',
        'Niin kauan kuin tilauksesi tila on ”Tilaus vastaanotettu”, voimme muuttaa osoitteen tai perua tilauksen ja hyvittää koko summan. Kun tilaus on valmistuksessa, emme voi enää perua sitä, koska jokainen tuote tehdään juuri sinulle.',
        'Huomasitko mallissasi kirjoitusvirheen? Kerro siitä heti: jos valmistus ei ole alkanut, voimme vaihtaa mallin.',
      ],
    },
    29: {
      title: 'Mitä tilaukseni tila tarkoittaa?',
      keywords: 'tilauksen tila, tila, valmistus, lähetetty, pakattu, toimitettu, odottaa maksua, noutopiste',
      body: [
        'Näet tilauksesi tilan milloin tahansa [seurantasivulla](/tracking). Yleisimmät tilat ovat:',
        '- Tilaus vastaanotettu: tilauksesi on meillä ja odottaa valmistusta.\n- Odottaa maksua: odotamme tilisiirtoasi tai maksun vahvistusta.\n- Valmistuksessa ja Valmistettu: tuotteitasi tulostetaan ja tarkastetaan.\n- Pakattu ja Lähetetty: paketti on valmis tai jo kuljetusyhtiöllä.\n- Noudettavissa noutopisteessä: voit noutaa sen tilausnumerolla ja henkilöllisyystodistuksella.\n- Toimitettu: kuljetusyhtiö on toimittanut pakettisi.',
        'Jos tila on ”Toimitus epäonnistui” tai se ei ole muuttunut useaan päivään, katso, mitä tehdä, kun [pakettisi ei ole saapunut](/help-center/topic/33).',
      ],
    },
    31: {
      title: 'Miten saan laskun?',
      keywords: 'lasku, kuitti, arvonlisävero, alv, vero, yritys, y-tunnus',
      body: [
        'Vahvistussähköpostissa on tilauksen yhteenveto ja hinnat arvonlisäveroineen. Lasku laaditaan nimelle ja osoitteeseen, jotka annat tilatessasi.',
        'Tilaatko yritykselle? Valitse tilauksen ensimmäisessä vaiheessa ”yritys” ja anna yrityksen nimi ja ALV-tunniste, niin lasku laaditaan yrityksesi nimiin.',
        'Jos haluat laskun PDF-muodossa tai sen tietoja pitää korjata, [ota meihin yhteyttä](/contact) ja kerro tilausnumerosi. Lähetämme sen 2 arkipäivän kuluessa.',
      ],
    },
    21: {
      title: 'Miten otan yhteyttä asiakaspalveluun?',
      keywords: 'yhteys, yhteydenotto, asiakaspalvelu, tuki, apu, sähköposti, kysymys, tiketti, reklamaatio',
      body: [
        'Kirjoita meille [yhteydenottolomakkeella](/contact). Kun olet kirjautunut sisään, viestisi tallentuvat tiketteinä [tilillesi](/accounts/tickets), joten voit seurata jokaista vastausta.',
        'Kerro tilausnumerosi ja liitä mukaan kuva, jos ongelma koskee tuotetta. Näin voimme auttaa sinua yhdellä vastauksella.',
        'Asiakaspalvelumme vastaa yhden arkipäivän kuluessa maanantaista perjantaihin.',
      ],
    },
    23: {
      title: 'Kauanko toimitus kestää ja mitä se maksaa?',
      keywords:
        'toimitusaika, toimitus, toimituskulut, postikulut, milloin saapuu, päivää, ilmainen toimitus, pikatoimitus, noutopiste',
      body: [
        'Jokainen tuote valmistetaan tilauksesta: valmistus kestää 2 arkipäivää. Sen jälkeen kuljetusyhtiö toimittaa paketin valitsemastasi palvelusta riippuen 1–4 arkipäivässä, joten useimmat tilaukset saapuvat 3–6 arkipäivän kuluessa maksusta.',
        'Toimituskulut riippuvat kuljetusyhtiöstä, ja ne näytetään ennen maksamista; maasi ilmaisen toimituksen rajan ylittävät tilaukset toimitetaan ilmaiseksi. Kirjoita postinumerosi [ostoskoriin](/cart), niin näet kaikki toimitusvaihtoehdot hintoineen ja arvioituine päivineen.',
        'Voit saada tilauksesi kotiin tai lähellä olevaan noutopisteeseen, ja joissakin maissa voit noutaa sen maksutta tuotantokeskuksestamme. Toimitamme sen maan sisällä, jonka verkkokaupasta tilaat.',
      ],
    },
    17: {
      title: 'Miten seuraan tilaustani?',
      keywords: 'seuranta, seurata, missä tilaukseni on, paketti, lähetys, tilauskoodi, tila',
      body: [
        'Avaa [seurantasivu](/tracking) ja syötä vahvistussähköpostissa oleva tilauskoodi sekä tilauksen sähköpostiosoite tai toimitusosoitteen postinumero. Näet tilauksen tilan, kuljetusyhtiön ja jokaisen vaiheen toimitukseen asti.',
        'Vahvistussähköpostissa on myös suora linkki tilauksesi seurantaan. Jos sinulla on tili, löydät kaikki tilauksesi, myös aiemmat, kohdasta [Omat tilaukset](/accounts/orders).',
        'Kuljetusyhtiön seuranta alkaa, kun paketti on luovutettu sille, yleensä lähetyspäivänä.',
      ],
    },
    33: {
      title: 'Pakettini ei ole saapunut. Mitä voin tehdä?',
      keywords: 'ei saapunut, myöhässä, kadonnut paketti, puuttuu, viivästynyt, ei toimitettu, toimitusongelma',
      body: [
        'Tarkista ensin tila [seurantasivulta](/tracking). Jos kuljetusyhtiö ei voinut toimittaa pakettia, se yleensä jättää ilmoituksen ja yrittää uudelleen tai vie paketin lähimpään noutopisteeseen, jossa se odottaa sinua muutaman päivän.',
        'Jos seurannassa lukee ”Toimitettu” mutta pakettia ei ole, kysy naapureilta ja talon vastaanotosta ja katso, onko postilaatikossa saapumisilmoitus.',
        'Eikö vieläkään mitään, tai eikö seuranta ole muuttunut 3 arkipäivään? [Ota meihin yhteyttä](/contact) ja kerro tilausnumerosi. Selvitämme asian kuljetusyhtiön kanssa, ja jos paketti on kadonnut, lähetämme uuden maksutta tai hyvitämme summan.',
      ],
    },
    45: {
      title: 'Miten personoin mallin omilla kuvillani?',
      keywords: 'personoida, muokata, editori, suunnitella, lataa kuva, lisää teksti, malli, luoda',
      body: [
        'Avaa malli, josta pidät, valitse tuote ja napsauta ”Personoi”. Editorissa voit korvata esimerkkikuvat omillasi, siirtää ja suurentaa niitä sekä muuttaa tekstejä.',
        'Haluatko aloittaa alusta? Jokaisella tuotesivulla on painike ”Aloita tyhjästä mallista”.',
        'Tarkista esikatselu huolellisesti ennen kuin lisäät tuotteen ostoskoriin: tulostamme juuri sen, minkä näet. Kun olet kirjautunut sisään, voit tallentaa työsi kohtaan [Omat mallit](/accounts/designs) ja viimeistellä sen myöhemmin.',
      ],
    },
    41: {
      title: 'Millainen resoluutio kuvillani pitää olla?',
      keywords: 'resoluutio, kuvanlaatu, pikselit, dpi, megapikselit, epätarkka, sumea, pikselöitynyt, tarkka, koko',
      body: [
        'Jotta tulos olisi tarkka, kuvassa on oltava riittävästi pikseleitä tulostuskokoon nähden. Suosittelemme vähintään 150 dpi:tä valokuvavedoksiin, mukeihin ja useimpiin tuotteisiin sekä 100 dpi:tä canvas-tauluihin ja julisteisiin, joita katsotaan kauempaa.',
        'Suuntaa antavasti:',
        '- Valokuvavedos 13x18 cm: vähintään 800 × 1100 pikseliä\n- Muki: vähintään 1200 × 550 pikseliä\n- Canvas-taulu 30x40 cm: vähintään 1200 × 1600 pikseliä\n- Juliste 50x70 cm: vähintään 2000 × 2800 pikseliä',
        'Editori varoittaa, jos kuva on tuotteelle liian pieni. Käytä kamerasi tai puhelimesi alkuperäistä tiedostoa: pikaviestimillä tai sosiaalisessa mediassa lähetetyt kuvat on pakattu ja usein liian pieniä.',
      ],
    },
    43: {
      title: 'Mitä tiedostomuotoja voin ladata?',
      keywords: 'tiedostomuoto, jpg, jpeg, png, heic, pdf, zip, lataaminen, tiedostokoko',
      body: [
        'Voit ladata kuvia JPG-, PNG- ja HEIC-muodossa (iPhone) sekä PDF-tiedostoja ja ZIP-arkistoja, joissa on useita kuvia kerralla. Kunkin tiedoston koko voi olla enintään 50 Mt.',
        'Saat luonnollisimmat värit, kun tallennat kuvat sRGB-väriprofiiliin, jota lähes kaikki kamerat ja puhelimet käyttävät oletuksena. PNG-tiedostojen läpinäkyvät alueet tulostuvat valkoisina.',
        'Jos lataus epäonnistuu, tarkista yhteys ja tiedoston koko ja yritä uudelleen. Näytölle tehdyt kuvat, kuten kuvakaappaukset, ovat usein liian pieniä hyvään tulostukseen.',
      ],
    },
    47: {
      title: 'En löydä etsimääni mallia',
      keywords: 'haku, etsiä, löytää malli, ei tuloksia, ideat, kategoriat, teemat, tyhjä malli, oma malli',
      body: [
        'Kokeile lyhyempää tai yleisempää sanaa, esimerkiksi ”syntymäpäivä” sanojen ”mummon syntymäpäiväjuhlat” sijaan, ja tarkista kirjoitusasu. Haku löytää sanat sekä ä- ja ö-kirjaimilla että ilman niitä.',
        'Voit myös selata kaikkia [kategorioitamme ja teemojamme](/tags-list) tai [ajankohtaisia tarjouksiamme](/offers).',
        'Eikö mikään sovi? Jokaisen tuotteen voi suunnitella alusta asti omilla kuvilla ja teksteillä: avaa tuote ja valitse ”Aloita tyhjästä mallista”.',
      ],
    },
    51: {
      title: 'Millaista tulostuslaatua voin odottaa?',
      keywords: 'tulostuslaatu, painolaatu, värit, paperi, kiiltävä, matta, näyttö, vaaleampi, tummempi',
      body: [
        '{brand} tulostaa jokaisen tilauksen ammattilaitteilla ja valonkestävillä musteilla laadukkaalle valokuvapaperille, keramiikalle ja tekstiileille. Jokainen tuote tarkastetaan käsin ennen pakkaamista.',
        'Näyttö valaisee kuvan läpi, kun taas tulostettu tuote heijastaa valoa, joten tuloste voi näyttää hieman tummemmalta kuin näytöllä. Jos näyttösi kirkkaus on säädetty hyvin suureksi, vaalenna tummia kuvia hieman ennen tilaamista.',
        'Jos tuote ei vastaa odottamaasi laatua, [kerro meille](/contact): tulostamme sen uudelleen tai hyvitämme summan.',
      ],
    },
    53: {
      title: 'Miten hoidan tuotteitani?',
      keywords: 'hoito, pesu, pestä, astianpesukone, mikroaaltouuni, puhdistus, canvas, t-paita, tyyny, muki',
      body: [
        'Mukimme kestävät astianpesukoneen ja mikroaaltouunin. Taikamukit, joiden kuva tulee esiin lämmössä, kannattaa pestä käsin, jotta lämpöherkkä pinnoite kestää pitkään.',
        'Pese t-paidat ja tyynynpäälliset nurinpäin 30 asteessa äläkä silitä suoraan painatuksen päältä. Pyyhi pöly canvas-tauluista ja julisteista pehmeällä, kuivalla liinalla ja pidä ne poissa suorasta auringonvalosta ja kosteista tiloista.',
      ],
    },
    8: {
      title: 'Tuotteeni saapui vaurioituneena tai viallisena',
      keywords:
        'vaurioitunut, rikki, rikkoutunut, viallinen, vika, väärä tuote, reklamaatio, uusintatulostus, korvaava',
      body: [
        'Olemme pahoillamme! [Ota meihin yhteyttä](/contact) 14 päivän kuluessa toimituksesta ja liitä mukaan tilausnumerosi sekä kuvia tuotteesta ja pakkauksesta.',
        'Tulostamme tuotteen uudelleen veloituksetta tai hyvitämme sen, jos niin haluat. Useimmiten vaurioitunutta tuotetta ei tarvitse lähettää takaisin.',
        'Jos paketti on saapuessaan näkyvästi vaurioitunut, pyydä merkitsemään se kuljetusyhtiön luovutuskuittiin. Se auttaa meitä tekemään reklamaation kuljetusyhtiölle.',
      ],
    },
    11: {
      title: 'Voinko palauttaa personoidun tuotteen?',
      keywords: 'palautus, palauttaa, peruuttamisoikeus, katumisoikeus, vaihto, mielenmuutos, 14 päivää',
      body: [
        'Omilla kuvillasi ja teksteilläsi tehdyt tuotteet valmistetaan vain sinulle. Siksi lakisääteinen peruuttamisoikeus ei koske personoituja tuotteita, emmekä voi ottaa niitä takaisin pelkän mielenmuutoksen vuoksi.',
        'Lakisääteiset oikeutesi virheen perusteella säilyvät tietenkin: jos tuote on viallinen, vaurioitunut tai muu kuin tilasit, tulostamme sen uudelleen tai hyvitämme summan. Katso, [mitä tehdä vaurioituneen tai viallisen tuotteen kanssa](/help-center/topic/8).',
        'Teitkö virheen mallissasi? [Ota meihin yhteyttä](/contact) nopeasti: jos valmistus ei ole alkanut, voimme vielä korjata sen.',
      ],
    },
    26: {
      title: 'Miten ja milloin saan hyvityksen?',
      keywords: 'hyvitys, rahat takaisin, palautus, takaisinmaksu, iban, pankkitili, tilinumero',
      body: [
        'Kun hyvityksestä on sovittu, palautamme summan käyttämällesi maksutavalle: kortit, PayPal ja muut verkkomaksutavat saavat sen automaattisesti.',
        'Jos maksoit tilisiirrolla tai hyvitys alkuperäiselle maksutavalle ei ole mahdollinen, pyydämme pankkitietosi sähköpostitse. Seuraa linkkiä tilauksesi seurantasivulle ja syötä tilinomistajan nimi ja IBAN; tämä tehdään vain kerran.',
        'Lähetämme hyvitykset 5 arkipäivän kuluessa. Pankistasi riippuen voi kestää vielä 3–10 päivää, ennen kuin raha näkyy tililläsi.',
      ],
    },
    61: {
      title: 'Tarvitsenko tilin tilatakseni?',
      keywords:
        'tili, käyttäjätili, rekisteröityä, kirjautua, sisäänkirjautuminen, vieras, salasana, unohtunut salasana',
      body: [
        'Et. Voit tilata vieraana ja seurata tilaustasi [seurantasivulla](/tracking) vahvistussähköpostin tilauskoodilla.',
        'Tili helpottaa seuraavia tilauksia: osoitteesi tallentuvat, ja näet kaikki tilauksesi, säilytät mallisi ja seuraat asiakaspalvelulle lähettämiäsi kysymyksiä. Voit luoda tilin [kirjautumissivulla](/login).',
        'Unohtuiko salasana? [Nollaa se täällä](/login/password-reset), niin lähetämme sähköpostiisi linkin, jolla voit valita uuden.',
      ],
    },
    65: {
      title: 'Mitä kuvilleni ja henkilötiedoilleni tapahtuu?',
      keywords: 'tietosuoja, yksityisyys, gdpr, kuvat, henkilötiedot, evästeet, poista tietoni',
      body: [
        '{brand} käyttää kuviasi vain tilauksesi valmistamiseen ja tarvittaessa sen uudelleentulostamiseen. Emme koskaan julkaise niitä emmekä luovuta niitä eteenpäin. Tilauksen kuvat poistetaan 90 päivää toimituksen jälkeen, ellet tallenna mallia tilillesi.',
        'Käsittelemme henkilötietojasi vain tilausten, maksujen ja kysymysten hoitamiseen, kuten [tietosuojaselosteessamme](/_section/legal/privacy) kuvataan. Voit muuttaa evästevalintojasi milloin tahansa; katso [evästetiedot](/_section/cookies-info).',
        'Jos haluat nähdä, korjata tai poistaa tietosi, [ota meihin yhteyttä](/contact).',
      ],
    },
  },
}
