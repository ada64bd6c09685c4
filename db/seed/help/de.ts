import type { HelpLanguageContent } from './types.js'

export const de: HelpLanguageContent = {
  categories: {
    3: { name: 'Bestellung & Zahlung', description: 'Bestellen, Zahlungsarten, Gutscheincodes und Rechnungen.' },
    5: {
      name: 'Versand & Lieferung',
      description: 'Lieferzeiten und Versandkosten, Sendungsverfolgung und Probleme bei der Zustellung.',
    },
    1: {
      name: 'Gestalten & Fotos hochladen',
      description: 'Designs gestalten, Bildauflösung und Dateien, die du hochladen kannst.',
    },
    2: { name: 'Produkte & Qualität', description: 'Druckqualität, Farben und Pflege deiner Produkte.' },
    7: {
      name: 'Rücksendungen & Erstattungen',
      description: 'Beschädigte oder fehlerhafte Produkte, Rücksendungen und Erstattungen.',
    },
    6: { name: 'Konto & Datenschutz', description: 'Dein Konto, deine Fotos und deine persönlichen Daten.' },
  },
  topics: {
    25: {
      title: 'Wie bestelle ich?',
      keywords: 'bestellen, kaufen, bestellung, kasse, warenkorb, schritte, gast',
      body: [
        'Wähle ein Produkt oder eines unserer Designs, gestalte es mit deinen Fotos und Texten und lege es in den [Warenkorb](/cart). Du kannst weiter einkaufen und so viele Produkte hinzufügen, wie du möchtest.',
        'Wenn du fertig bist, gehst du zur Kasse. Die Bestellung hat vier Schritte:',
        '- Kontakt: deine E-Mail-Adresse und Telefonnummer\n- Adresse: wohin wir deine Bestellung liefern\n- Versand: Lieferung nach Hause, an einen Abholpunkt oder, wo angeboten, Selbstabholung\n- Zahlung: wähle, wie du bezahlen möchtest',
        'Für eine Bestellung bei {brand} brauchst du kein Kundenkonto. Direkt nach der Zahlung erhältst du eine E-Mail mit deiner Bestellnummer und dem Bestellcode, mit dem du [deine Bestellung verfolgen](/tracking) kannst.',
      ],
    },
    90: {
      title: 'Welche Zahlungsarten kann ich nutzen?',
      keywords:
        'bezahlen, zahlung, zahlungsart, karte, kreditkarte, debitkarte, visa, mastercard, paypal, apple pay, google pay, überweisung, klarna, sofort, giropay, eps, twint, ideal, bizum, blik',
      body: [
        '{brand} akzeptiert Debit- und Kreditkarten (Visa, Mastercard), PayPal, Apple Pay, Google Pay und Überweisung. Je nach Land kannst du auch mit lokalen Zahlungsarten wie Klarna, Sofort, EPS, TWINT, iDEAL, Bizum oder BLIK bezahlen.',
        'Im letzten Schritt der Bestellung siehst du genau die Zahlungsarten, die in deinem Land verfügbar sind. Zahlungen per Karte und Wallet werden sofort bestätigt, und deine Bestellung geht direkt in die Produktion.',
        'Schlägt eine Zahlung fehl oder brichst du sie ab, wird nichts abgebucht und deine Bestellung bleibt gespeichert: Öffne die Bestellseite über deine Bestätigungs-E-Mail und wähle „Jetzt bezahlen“, um es mit einer beliebigen Zahlungsart erneut zu versuchen.',
      ],
    },
    35: {
      title: 'Wie bezahle ich per Überweisung?',
      keywords:
        'überweisung, banküberweisung, iban, bic, swift, verwendungszweck, referenz, rf, sepa, zahlung ausstehend',
      body: [
        'Wähle im letzten Schritt der Bestellung „Überweisung“. Die Bestätigungsseite und die E-Mail, die wir dir schicken, nennen den Betrag, den Empfänger, die IBAN, die BIC und eine Zahlungsreferenz, die mit RF beginnt.',
        'Gib die Referenz genau so als Verwendungszweck deiner Überweisung an. Daran erkennen wir, zu welcher Bestellung das Geld gehört; ohne sie kann die Zuordnung deiner Zahlung mehrere Tage dauern.',
        'Wir beginnen mit der Produktion, sobald das Geld eingegangen ist, in der Regel 1 bis 2 Werktage nach einer SEPA-Überweisung. Bis dahin hat deine Bestellung den Status „Warten auf Zahlung“. Wenn es schneller gehen soll, wähle eine Karte oder eine andere Online-Zahlungsart.',
      ],
    },
    27: {
      title: 'Wie löse ich einen Gutscheincode ein?',
      keywords: 'gutscheincode, rabattcode, gutschein, coupon, aktionscode, angebot, rabatt',
      body: [
        'Gib den Code im Feld „Gutscheincode“ in deinem [Warenkorb](/cart) ein und löse ihn ein. Der Rabatt erscheint sofort in der Summe des Warenkorbs und bleibt bis zum Abschluss der Bestellung erhalten.',
        'Codes gelten nur im Shop, für den sie ausgegeben wurden ({brand}), und nur in ihrem Gültigkeitszeitraum. Manche Codes setzen einen Mindestbestellwert voraus; der Warenkorb zeigt dir das an. Pro Bestellung kann ein Code eingelöst werden.',
        'Auf der Suche nach einem Code? Abonniere unseren [Newsletter](/newsletter) und wirf einen Blick auf unsere [aktuellen Angebote](/offers).',
      ],
    },
    19: {
      title: 'Kann ich meine Bestellung ändern oder stornieren?',
      keywords: 'bestellung ändern, bestellung stornieren, storno, widerruf, falsche adresse, fehler, tippfehler',
      body: [
        'Wir beginnen sehr schnell mit der Produktion, meist am selben Werktag, an dem die Zahlung eingeht. Wenn du die Lieferadresse ändern oder stornieren möchtest, [kontaktiere uns](/contact) so schnell wie möglich und nenne deine Bestellnummer.',
        'Solange deine Bestellung den Status „Bestellung eingegangen“ hat, können wir die Adresse ändern oder sie stornieren und dir den vollen Betrag erstatten. Ist sie bereits in Produktion, können wir sie nicht mehr stornieren, denn jedes Produkt wird nur für dich hergestellt.',
        'Du hast einen Tippfehler in deinem Design entdeckt? Sag uns sofort Bescheid: Solange die Produktion nicht begonnen hat, können wir das Design austauschen.',
      ],
    },
    29: {
      title: 'Was bedeutet der Status meiner Bestellung?',
      keywords: 'bestellstatus, status, produktion, versendet, verpackt, zugestellt, warten auf zahlung, abholpunkt',
      body: [
        'Den Status deiner Bestellung siehst du jederzeit auf der [Seite zur Sendungsverfolgung](/tracking). Die häufigsten Status sind:',
        '- Bestellung eingegangen: Wir haben deine Bestellung, sie wartet auf die Produktion.\n- Warten auf Zahlung: Wir warten auf deine Überweisung oder auf die Bestätigung der Zahlung.\n- In Produktion und Produktion abgeschlossen: Deine Produkte werden gedruckt und geprüft.\n- Verpackt und Versendet: Das Paket ist fertig oder bereits beim Versanddienstleister.\n- Abholbereit am Abholpunkt: Du kannst es mit deiner Bestellnummer und einem Ausweis abholen.\n- Zugestellt: Der Versanddienstleister hat dein Paket zugestellt.',
        'Wenn der Status „Zustellung fehlgeschlagen“ lautet oder sich seit mehreren Tagen nicht ändert, lies nach, was du tun kannst, wenn [dein Paket nicht angekommen ist](/help-center/topic/33).',
      ],
    },
    31: {
      title: 'Wie bekomme ich eine Rechnung?',
      keywords: 'rechnung, beleg, quittung, mehrwertsteuer, mwst, ust-idnr, firma, unternehmen',
      body: [
        'Deine Bestätigungs-E-Mail enthält die Bestellübersicht mit den Preisen inklusive Mehrwertsteuer. Die Rechnung wird auf den Namen und die Adresse ausgestellt, die du bei der Bestellung angibst.',
        'Du bestellst für ein Unternehmen? Wähle im ersten Schritt der Bestellung „Unternehmen“ und gib den Firmennamen und die USt-IdNr. an, damit die Rechnung auf deine Firma ausgestellt wird.',
        'Wenn du die Rechnung als PDF brauchst oder Angaben darauf korrigiert werden sollen, [kontaktiere uns](/contact) mit deiner Bestellnummer. Wir schicken sie dir innerhalb von 2 Werktagen.',
      ],
    },
    21: {
      title: 'Wie erreiche ich den Kundenservice?',
      keywords: 'kontakt, kundenservice, kundendienst, support, hilfe, e-mail, frage, ticket, reklamation',
      body: [
        'Schreib uns über das [Kontaktformular](/contact). Wenn du angemeldet bist, werden deine Nachrichten als Tickets in [deinem Konto](/accounts/tickets) gespeichert, sodass du jede Antwort nachverfolgen kannst.',
        'Gib bitte deine Bestellnummer an und füge bei einem Problem mit einem Produkt ein Foto bei. So können wir dir mit einer einzigen Antwort helfen.',
        'Der Kundenservice von {brand} antwortet innerhalb eines Werktags, montags bis freitags.',
      ],
    },
    23: {
      title: 'Wie lange dauert die Lieferung und was kostet sie?',
      keywords:
        'lieferzeit, versand, versandkosten, porto, wann kommt, tage, kostenloser versand, express, abholpunkt, packstation',
      body: [
        'Jedes Produkt wird auf Bestellung gefertigt: Die Produktion dauert 2 Werktage. Danach liefert der Versanddienstleister je nach gewähltem Service in 1 bis 4 Werktagen, die meisten Bestellungen kommen also 3 bis 6 Werktage nach der Zahlung an.',
        'Die Versandkosten hängen vom Versanddienstleister ab und werden vor der Zahlung angezeigt; ab dem Mindestbestellwert deines Landes ist der Versand kostenlos. Gib im [Warenkorb](/cart) deine Postleitzahl ein, um alle Lieferoptionen mit Preis und voraussichtlichem Liefertermin zu sehen.',
        'Du kannst dir deine Bestellung nach Hause oder an einen Abholpunkt in deiner Nähe liefern lassen und sie in manchen Ländern kostenlos in unserem Produktionszentrum abholen. Wir liefern innerhalb des Landes der Website, auf der du bestellst.',
      ],
    },
    17: {
      title: 'Wie verfolge ich meine Bestellung?',
      keywords: 'sendungsverfolgung, tracking, wo ist meine bestellung, paket, sendung, bestellcode, status',
      body: [
        'Öffne die [Seite zur Sendungsverfolgung](/tracking) und gib den Bestellcode aus deiner Bestätigungs-E-Mail zusammen mit der E-Mail-Adresse oder der Postleitzahl der Lieferadresse ein. Du siehst den Status, den Versanddienstleister und jeden Schritt bis zur Zustellung.',
        'Die Bestätigungs-E-Mail enthält außerdem einen direkten Link zur Sendungsverfolgung. Mit einem Kundenkonto findest du alle deine Bestellungen, auch frühere, unter [Meine Bestellungen](/accounts/orders).',
        'Die Sendungsverfolgung des Versanddienstleisters beginnt, sobald das Paket übergeben wurde, meist am Versandtag.',
      ],
    },
    33: {
      title: 'Mein Paket ist nicht angekommen. Was kann ich tun?',
      keywords: 'nicht angekommen, verspätet, paket verloren, fehlt, verzögert, nicht zugestellt, zustellproblem',
      body: [
        'Prüfe zuerst den Status auf der [Seite zur Sendungsverfolgung](/tracking). Konnte der Versanddienstleister nicht zustellen, hinterlässt er meist eine Benachrichtigung und versucht es erneut oder bringt das Paket zu einem Abholpunkt in der Nähe, wo es einige Tage für dich bereitliegt.',
        'Steht in der Sendungsverfolgung „Zugestellt“, du hast aber kein Paket, frag bei deinen Nachbarn und am Empfang deines Hauses nach und schau nach einer Benachrichtigung im Briefkasten.',
        'Immer noch nichts, oder ändert sich die Sendungsverfolgung 3 Werktage lang nicht? [Kontaktiere uns](/contact) mit deiner Bestellnummer. Wir klären das mit dem Versanddienstleister und schicken dir, falls das Paket verloren ist, kostenlos ein neues oder erstatten dir den Betrag.',
      ],
    },
    45: {
      title: 'Wie gestalte ich ein Design mit meinen Fotos?',
      keywords: 'gestalten, personalisieren, editor, foto hochladen, text hinzufügen, design, erstellen',
      body: [
        'Öffne ein Design, das dir gefällt, wähle das Produkt und klicke auf „Gestalten“. Im Editor ersetzt du die Beispielbilder durch deine eigenen Fotos, verschiebst und vergrößerst sie und änderst die Texte.',
        'Du möchtest lieber ganz neu anfangen? Auf jeder Produktseite gibt es die Schaltfläche „Mit einem leeren Design beginnen“.',
        'Prüfe die Vorschau sorgfältig, bevor du das Produkt in den Warenkorb legst: Wir drucken genau das, was du siehst. Wenn du angemeldet bist, kannst du deine Arbeit unter [Meine Designs](/accounts/designs) speichern und später fertigstellen.',
      ],
    },
    41: {
      title: 'Welche Auflösung brauchen meine Fotos?',
      keywords: 'auflösung, bildqualität, pixel, dpi, megapixel, unscharf, verpixelt, scharf, größe',
      body: [
        'Für ein scharfes Ergebnis braucht ein Foto genug Pixel für die Größe, in der es gedruckt wird. Wir empfehlen mindestens 150 dpi für Fotoabzüge, Tassen und die meisten Produkte und 100 dpi für Leinwände und Poster, die man aus größerer Entfernung betrachtet.',
        'Als Richtwert:',
        '- Fotoabzug 13x18 cm: mindestens 800 × 1100 Pixel\n- Tasse: mindestens 1200 × 550 Pixel\n- Leinwand 30x40 cm: mindestens 1200 × 1600 Pixel\n- Poster 50x70 cm: mindestens 2000 × 2800 Pixel',
        'Der Editor warnt dich, wenn ein Foto für das Produkt zu klein ist. Verwende die Originaldatei deiner Kamera oder deines Handys: Fotos, die über Messenger oder soziale Netzwerke verschickt wurden, sind komprimiert und oft zu klein.',
      ],
    },
    43: {
      title: 'Welche Dateiformate kann ich hochladen?',
      keywords: 'dateiformat, jpg, jpeg, png, heic, pdf, zip, hochladen, dateigröße',
      body: [
        'Du kannst Fotos im Format JPG, PNG und HEIC (iPhone) hochladen, außerdem PDF-Dateien und ZIP-Archive mit mehreren Fotos auf einmal. Jede Datei darf bis zu 50 MB groß sein.',
        'Für möglichst originalgetreue Farben speicherst du deine Fotos im Farbprofil sRGB, das fast alle Kameras und Handys standardmäßig verwenden. Transparente Bereiche in PNG-Dateien werden weiß gedruckt.',
        'Wenn ein Upload fehlschlägt, prüfe deine Verbindung und die Dateigröße und versuche es erneut. Bilder für Bildschirme, etwa Screenshots, sind oft zu klein für einen guten Druck.',
      ],
    },
    47: {
      title: 'Ich finde das gesuchte Design nicht',
      keywords: 'suche, design finden, keine ergebnisse, ideen, kategorien, themen, leeres design, eigenes design',
      body: [
        'Versuche es mit einem kürzeren oder allgemeineren Wort, zum Beispiel „Geburtstag“ statt „Geburtstagsfeier für Oma“, und prüfe die Schreibweise. Die Suche findet Wörter mit und ohne Umlaute und Akzente.',
        'Du kannst auch alle unsere [Kategorien und Themen](/tags-list) oder unsere [aktuellen Angebote](/offers) durchstöbern.',
        'Nichts Passendes dabei? Jedes Produkt lässt sich mit deinen eigenen Fotos und Texten ganz neu gestalten: Öffne ein Produkt und wähle „Mit einem leeren Design beginnen“.',
      ],
    },
    51: {
      title: 'Welche Druckqualität kann ich erwarten?',
      keywords: 'druckqualität, farben, papier, glänzend, matt, bildschirm, heller, dunkler',
      body: [
        '{brand} druckt jede Bestellung auf professionellen Maschinen mit lichtbeständigen Tinten, auf hochwertigem Fotopapier, Keramik und Textilien. Jedes Produkt wird vor dem Verpacken von Hand geprüft.',
        'Bildschirme leuchten durch das Bild hindurch, gedruckte Produkte reflektieren dagegen das Licht. Deshalb kann ein Druck etwas dunkler wirken als auf dem Bildschirm. Ist dein Bildschirm sehr hell eingestellt, hell dunkle Fotos vor der Bestellung etwas auf.',
        'Entspricht ein Produkt nicht der erwarteten Qualität, [sag uns Bescheid](/contact): Wir drucken es neu oder erstatten dir den Betrag.',
      ],
    },
    53: {
      title: 'Wie pflege ich meine Produkte?',
      keywords: 'pflege, waschen, spülmaschine, mikrowelle, reinigen, leinwand, t-shirt, kissen, tasse',
      body: [
        'Unsere Tassen sind spülmaschinen- und mikrowellengeeignet. Zaubertassen, deren Motiv bei Wärme erscheint, solltest du von Hand spülen, damit die wärmeempfindliche Beschichtung lange hält.',
        'Wasche T-Shirts und Kissenbezüge auf links bei 30 °C und bügle nicht direkt über den Druck. Leinwände und Poster staubst du mit einem weichen, trockenen Tuch ab; halte sie fern von direkter Sonne und feuchten Räumen.',
      ],
    },
    8: {
      title: 'Mein Produkt ist beschädigt oder fehlerhaft angekommen',
      keywords: 'beschädigt, kaputt, fehlerhaft, defekt, falsches produkt, reklamation, neudruck, ersatz',
      body: [
        'Das tut uns leid! Bitte [kontaktiere uns](/contact) innerhalb von 14 Tagen nach der Zustellung mit deiner Bestellnummer und Fotos vom Produkt und von der Verpackung.',
        'Wir drucken das Produkt kostenlos neu oder erstatten dir, wenn du möchtest, den Betrag. In den meisten Fällen musst du das beschädigte Produkt nicht zurückschicken.',
        'Ist das Paket bei der Ankunft sichtbar beschädigt, lass das bitte auf dem Zustellbeleg des Versanddienstleisters vermerken. Das hilft uns bei der Reklamation.',
      ],
    },
    11: {
      title: 'Kann ich ein personalisiertes Produkt zurückgeben?',
      keywords: 'rückgabe, rücksendung, widerruf, widerrufsrecht, umtausch, meinung geändert, 14 tage',
      body: [
        'Produkte mit deinen Fotos und Texten werden ausschließlich für dich hergestellt. Deshalb gilt das gesetzliche Widerrufsrecht für personalisierte Produkte nicht, und wir können sie nicht zurücknehmen, nur weil du es dir anders überlegt hast.',
        'Deine gesetzlichen Gewährleistungsrechte bleiben natürlich bestehen: Ist ein Produkt fehlerhaft, beschädigt oder nicht das, was du bestellt hast, drucken wir es neu oder erstatten dir den Betrag. Lies dazu, [was bei einem beschädigten oder fehlerhaften Produkt zu tun ist](/help-center/topic/8).',
        'Du hast dich in deinem Design vertan? [Kontaktiere uns](/contact) schnell: Solange die Produktion nicht begonnen hat, können wir es noch korrigieren.',
      ],
    },
    26: {
      title: 'Wie und wann bekomme ich meine Erstattung?',
      keywords: 'erstattung, rückerstattung, geld zurück, gutschrift, iban, bankkonto',
      body: [
        'Sobald eine Erstattung vereinbart ist, überweisen wir den Betrag auf die Zahlungsart zurück, mit der du bezahlt hast: Karten, PayPal und andere Online-Zahlungsarten erhalten ihn automatisch.',
        'Bei Überweisungen, oder wenn eine Erstattung auf die ursprüngliche Zahlungsart nicht möglich ist, bitten wir dich per E-Mail um deine Bankverbindung. Folge dem Link zur Sendungsverfolgung deiner Bestellung und gib Kontoinhaber und IBAN ein; das musst du nur einmal tun.',
        'Wir veranlassen Erstattungen innerhalb von 5 Werktagen. Je nach Bank kann es weitere 3 bis 10 Tage dauern, bis das Geld auf deinem Konto erscheint.',
      ],
    },
    61: {
      title: 'Brauche ich ein Kundenkonto, um zu bestellen?',
      keywords: 'konto, kundenkonto, registrieren, anmelden, einloggen, login, gast, passwort, passwort vergessen',
      body: [
        'Nein. Du kannst als Gast bestellen und deine Bestellung auf der [Seite zur Sendungsverfolgung](/tracking) mit dem Bestellcode aus deiner Bestätigungs-E-Mail verfolgen.',
        'Mit einem Kundenkonto geht die nächste Bestellung leichter: Deine Adressen werden gespeichert, und du siehst alle deine Bestellungen, bewahrst deine Designs auf und verfolgst deine Anfragen an den Kundenservice. Du legst es auf der [Anmeldeseite](/login) an.',
        'Passwort vergessen? [Setze es hier zurück](/login/password-reset), und wir schicken dir per E-Mail einen Link, mit dem du ein neues wählst.',
      ],
    },
    65: {
      title: 'Was passiert mit meinen Fotos und persönlichen Daten?',
      keywords: 'datenschutz, dsgvo, fotos, persönliche daten, cookies, daten löschen',
      body: [
        '{brand} verwendet deine Fotos nur, um deine Bestellung herzustellen und bei Bedarf neu zu drucken. Wir veröffentlichen sie nie und geben sie nicht weiter. Die Fotos einer Bestellung werden 90 Tage nach der Zustellung gelöscht, es sei denn, du speicherst das Design in deinem Konto.',
        'Deine persönlichen Daten verarbeiten wir nur, um deine Bestellungen, Zahlungen und Anfragen abzuwickeln, wie in unserer [Datenschutzerklärung](/_section/legal/privacy) beschrieben. Deine Cookie-Einstellungen kannst du jederzeit ändern; siehe [Cookie-Hinweise](/_section/cookies-info).',
        'Wenn du deine Daten einsehen, berichtigen oder löschen lassen möchtest, [kontaktiere uns](/contact).',
      ],
    },
  },
}
