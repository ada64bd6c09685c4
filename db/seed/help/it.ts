import type { HelpLanguageContent } from './types.js'

export const it: HelpLanguageContent = {
  categories: {
    3: {
      name: 'Ordini e pagamenti',
      description: 'Come ordinare, metodi di pagamento, codici promozionali e fatture.',
    },
    5: {
      name: 'Spedizione e consegna',
      description: 'Tempi e costi di consegna, tracciamento del pacco e problemi di consegna.',
    },
    1: {
      name: 'Creare e caricare foto',
      description: 'Personalizzare i design, risoluzione delle foto e file che puoi caricare.',
    },
    2: { name: 'Prodotti e qualità', description: 'Qualità di stampa, colori e cura dei tuoi prodotti.' },
    7: { name: 'Resi e rimborsi', description: 'Prodotti danneggiati o difettosi, resi e rimborsi.' },
    6: { name: 'Account e privacy', description: 'Il tuo account, le tue foto e i tuoi dati personali.' },
  },
  topics: {
    25: {
      title: 'Come faccio un ordine?',
      keywords: 'ordinare, comprare, acquisto, ordine, cassa, carrello, passaggi, ospite',
      body: [
        'Scegli un prodotto o uno dei nostri design, personalizzalo con le tue foto e i tuoi testi e aggiungilo al [carrello](/cart). Puoi continuare gli acquisti e aggiungere tutti i prodotti che vuoi.',
        'Quando sei pronto, vai alla cassa. Ci sono quattro passaggi:',
        '- Contatto: il tuo indirizzo email e il tuo numero di telefono\n- Indirizzo: dove consegniamo il tuo ordine\n- Spedizione: a domicilio, in un punto di ritiro o, dove previsto, ritiro in sede\n- Pagamento: scegli come vuoi pagare',
        'Per ordinare su {brand} non ti serve un account. Subito dopo il pagamento ricevi un’email con il numero d’ordine e il codice per [tracciare il tuo ordine](/tracking).',
      ],
    },
    90: {
      title: 'Quali metodi di pagamento posso usare?',
      keywords:
        'pagare, pagamento, carta, carta di credito, carta di debito, visa, mastercard, paypal, apple pay, google pay, bonifico, klarna, bizum, blik, ideal, twint',
      body: [
        '{brand} accetta carte di debito e di credito (Visa, Mastercard), PayPal, Apple Pay, Google Pay e bonifico bancario. A seconda del paese puoi pagare anche con metodi locali come Klarna, TWINT, iDEAL, Bizum o BLIK.',
        'L’ultimo passaggio dell’ordine mostra esattamente i metodi disponibili nel tuo paese. I pagamenti con carta e con wallet vengono confermati subito e il tuo ordine passa immediatamente in produzione.',
        'Se un pagamento non va a buon fine o lo annulli, non ti viene addebitato nulla e l’ordine resta salvato: apri la pagina dell’ordine dall’email di conferma e scegli «Paga ora» per riprovare con qualsiasi metodo.',
      ],
    },
    35: {
      title: 'Come pago con bonifico bancario?',
      keywords: 'bonifico, bonifico bancario, iban, bic, swift, causale, riferimento, rf, sepa, pagamento in sospeso',
      body: [
        'Scegli il bonifico bancario nell’ultimo passaggio dell’ordine. La pagina di conferma e l’email che ti inviamo riportano l’importo, il beneficiario, l’IBAN, il BIC e un riferimento di pagamento che inizia con RF.',
        'Inserisci il riferimento esattamente così com’è nella causale del bonifico. Ci permette di capire a quale ordine appartiene il denaro; senza, l’abbinamento del pagamento può richiedere diversi giorni.',
        'Avviamo la produzione non appena arriva il denaro, di solito 1-2 giorni lavorativi dopo un bonifico SEPA. Fino ad allora l’ordine risulta «In attesa di pagamento». Se vuoi pagare subito, scegli la carta o un altro metodo online.',
      ],
    },
    27: {
      title: 'Come uso un codice promozionale?',
      keywords: 'codice promozionale, codice sconto, buono, coupon, promozione, offerta, saldi, sconto',
      body: [
        'Inserisci il codice nel campo «Codice promozionale» del tuo [carrello](/cart) e applicalo. Lo sconto compare subito nel totale del carrello e resta valido fino alla fine dell’ordine.',
        'I codici valgono solo nel negozio per cui sono stati emessi ({brand}) ed entro il loro periodo di validità. Alcuni richiedono un importo minimo d’ordine; il carrello te lo segnala. Si può usare un solo codice per ordine.',
        'Cerchi un codice? Iscriviti alla nostra [newsletter](/newsletter) e dai un’occhiata alle nostre [offerte del momento](/offers).',
      ],
    },
    19: {
      title: 'Posso modificare o annullare il mio ordine?',
      keywords: 'modificare ordine, cambiare ordine, annullare ordine, cancellare, indirizzo sbagliato, errore, refuso',
      body: [
        'Avviamo la produzione molto rapidamente, di solito nello stesso giorno lavorativo in cui arriva il pagamento. Se devi cambiare l’indirizzo di consegna o annullare, [contattaci](/contact) il prima possibile indicando il numero d’ordine.',
        'Finché l’ordine è nello stato «Ordine ricevuto», possiamo cambiare l’indirizzo oppure annullarlo e rimborsarti l’intero importo. Una volta in produzione non è più possibile annullarlo, perché ogni prodotto è realizzato apposta per te.',
        'Hai notato un refuso nel tuo design? Avvisaci subito: se la produzione non è iniziata, possiamo sostituire il design.',
      ],
    },
    29: {
      title: 'Cosa significa lo stato del mio ordine?',
      keywords:
        'stato ordine, stato, produzione, spedito, imballato, consegnato, in attesa di pagamento, punto di ritiro',
      body: [
        'Puoi controllare lo stato del tuo ordine in qualsiasi momento nella [pagina di tracciamento](/tracking). Gli stati più comuni sono:',
        '- Ordine ricevuto: abbiamo il tuo ordine ed è in coda per la produzione.\n- In attesa di pagamento: aspettiamo il tuo bonifico o la conferma del pagamento.\n- In produzione e Produzione completata: stiamo stampando e controllando i tuoi prodotti.\n- Imballato e Spedito: il pacco è pronto o è già in mano al corriere.\n- Disponibile al punto di ritiro: puoi ritirarlo con il numero d’ordine e un documento d’identità.\n- Consegnato: il corriere ha consegnato il tuo pacco.',
        'Se lo stato indica «Consegna non riuscita» o non cambia da diversi giorni, leggi cosa fare se [il tuo pacco non è arrivato](/help-center/topic/33).',
      ],
    },
    31: {
      title: 'Come ottengo una fattura?',
      keywords: 'fattura, ricevuta, iva, tasse, azienda, partita iva, impresa',
      body: [
        'L’email di conferma contiene il riepilogo dell’ordine con i prezzi IVA inclusa. La fattura viene emessa al nome e all’indirizzo che indichi al momento dell’ordine.',
        'Ordini per un’azienda? Nel primo passaggio dell’ordine scegli «azienda» e inserisci la ragione sociale e la partita IVA, così la fattura sarà intestata alla tua azienda.',
        'Per ricevere la fattura in PDF o correggerne i dati, [contattaci](/contact) con il numero d’ordine. Te la inviamo entro 2 giorni lavorativi.',
      ],
    },
    21: {
      title: 'Come contatto il servizio clienti?',
      keywords: 'contatto, servizio clienti, assistenza, supporto, aiuto, email, domanda, ticket, reclamo',
      body: [
        'Scrivici tramite il [modulo di contatto](/contact). Se hai effettuato l’accesso, i tuoi messaggi vengono salvati come ticket nel [tuo account](/accounts/tickets), così puoi seguire ogni risposta.',
        'Indica il numero d’ordine e, se il problema riguarda un prodotto, allega una foto. Così possiamo aiutarti con una sola risposta.',
        'Il servizio clienti di {brand} risponde entro un giorno lavorativo, dal lunedì al venerdì.',
      ],
    },
    23: {
      title: 'Quanto tempo richiede la consegna e quanto costa?',
      keywords:
        'tempi di consegna, spedizione, costi di spedizione, quando arriva, giorni, spedizione gratuita, express, punto di ritiro',
      body: [
        'Ogni prodotto è realizzato su ordinazione: la produzione richiede 2 giorni lavorativi. Poi il corriere consegna in 1-4 giorni lavorativi a seconda del servizio scelto, quindi la maggior parte degli ordini arriva entro 3-6 giorni lavorativi dal pagamento.',
        'I costi di spedizione dipendono dal corriere e sono indicati prima del pagamento; sopra l’importo per la spedizione gratuita del tuo paese la spedizione è gratis. Inserisci il tuo CAP nel [carrello](/cart) per vedere tutte le opzioni di consegna con prezzo e date previste.',
        'Puoi ricevere l’ordine a casa o in un punto di ritiro vicino e, in alcuni paesi, ritirarlo gratuitamente presso il nostro centro di produzione. Consegniamo all’interno del paese del sito su cui ordini.',
      ],
    },
    17: {
      title: 'Come traccio il mio ordine?',
      keywords: 'tracciamento, tracking, dov’è il mio ordine, pacco, spedizione, codice ordine, stato',
      body: [
        'Apri la [pagina di tracciamento](/tracking) e inserisci il codice ordine che trovi nell’email di conferma, insieme all’indirizzo email o al CAP di consegna dell’ordine. Vedrai lo stato, il corriere e ogni passaggio fino alla consegna.',
        'L’email di conferma contiene anche un link diretto al tracciamento del tuo ordine. Con un account trovi tutti i tuoi ordini, anche quelli passati, in [I miei ordini](/accounts/orders).',
        'Il tracciamento del corriere inizia quando il pacco gli viene consegnato, di solito il giorno della spedizione.',
      ],
    },
    33: {
      title: 'Il mio pacco non è arrivato. Cosa posso fare?',
      keywords:
        'non arrivato, ritardo, pacco perso, smarrito, in ritardo, non consegnato, problema di consegna, giacenza',
      body: [
        'Controlla prima lo stato nella [pagina di tracciamento](/tracking). Se il corriere non è riuscito a consegnare, di solito lascia un avviso e riprova, oppure porta il pacco in un punto di ritiro vicino, dove resta a tua disposizione per alcuni giorni.',
        'Se il tracciamento indica «Consegnato» ma non hai ricevuto nulla, chiedi ai vicini e al portiere del tuo palazzo e cerca un avviso nella cassetta delle lettere.',
        'Ancora niente, o il tracciamento non cambia da 3 giorni lavorativi? [Contattaci](/contact) con il numero d’ordine. Verifichiamo con il corriere e, se il pacco è andato perso, te ne inviamo uno nuovo senza costi o ti rimborsiamo.',
      ],
    },
    45: {
      title: 'Come personalizzo un design con le mie foto?',
      keywords: 'personalizzare, editor, creare, caricare foto, aggiungere testo, design',
      body: [
        'Apri un design che ti piace, scegli il prodotto e clicca su «Personalizza». Nell’editor puoi sostituire le immagini di esempio con le tue foto, spostarle e ingrandirle, e modificare i testi.',
        'Preferisci partire da zero? Ogni pagina prodotto ha il pulsante «Parti da un design vuoto».',
        'Controlla bene l’anteprima prima di aggiungere il prodotto al carrello: stampiamo esattamente ciò che vedi. Se hai effettuato l’accesso, puoi salvare il tuo lavoro in [I miei design](/accounts/designs) e finirlo più tardi.',
      ],
    },
    41: {
      title: 'Che risoluzione devono avere le mie foto?',
      keywords: 'risoluzione, qualità immagine, pixel, dpi, megapixel, sfocata, sgranata, nitida, dimensioni',
      body: [
        'Per un risultato nitido, una foto deve avere abbastanza pixel per le dimensioni di stampa. Consigliamo almeno 150 dpi per stampe fotografiche, tazze e la maggior parte dei prodotti, e 100 dpi per tele e poster, che si guardano da più lontano.',
        'Come riferimento:',
        '- Stampa fotografica 13x18 cm: almeno 800 × 1100 pixel\n- Tazza: almeno 1200 × 550 pixel\n- Tela 30x40 cm: almeno 1200 × 1600 pixel\n- Poster 50x70 cm: almeno 2000 × 2800 pixel',
        'L’editor ti avvisa quando una foto è troppo piccola per il prodotto. Usa il file originale della fotocamera o del telefono: le foto inviate tramite app di messaggistica o social network sono compresse e spesso troppo piccole.',
      ],
    },
    43: {
      title: 'Quali formati di file posso caricare?',
      keywords: 'formato file, jpg, jpeg, png, heic, pdf, zip, caricare, dimensione file',
      body: [
        'Puoi caricare foto in formato JPG, PNG e HEIC (iPhone), oltre a file PDF e archivi ZIP con più foto alla volta. Ogni file può pesare fino a 50 MB.',
        'Per colori il più possibile fedeli, salva le foto con il profilo colore sRGB, quello usato di serie da quasi tutte le fotocamere e i telefoni. Le aree trasparenti dei file PNG vengono stampate in bianco.',
        'Se un caricamento non riesce, controlla la connessione e la dimensione del file e riprova. Le immagini pensate per lo schermo, come gli screenshot, sono spesso troppo piccole per una buona stampa.',
      ],
    },
    47: {
      title: 'Non trovo il design che cerco',
      keywords: 'ricerca, trovare design, nessun risultato, idee, categorie, temi, design vuoto, design personale',
      body: [
        'Prova una parola più breve o più generica, per esempio «compleanno» invece di «festa di compleanno della nonna», e controlla l’ortografia. La ricerca trova le parole con e senza accenti.',
        'Puoi anche sfogliare tutte le nostre [categorie e temi](/tags-list) o le nostre [offerte del momento](/offers).',
        'Non trovi niente di adatto? Ogni prodotto si può creare da zero con le tue foto e i tuoi testi: apri un prodotto e scegli «Parti da un design vuoto».',
      ],
    },
    51: {
      title: 'Che qualità di stampa posso aspettarmi?',
      keywords: 'qualità di stampa, colori, carta, lucida, opaca, schermo, più chiaro, più scuro',
      body: [
        '{brand} stampa ogni ordine con macchine professionali e inchiostri resistenti alla luce, su carta fotografica di alta qualità, ceramica e tessuti. Ogni prodotto viene controllato a mano prima di essere imballato.',
        'Gli schermi illuminano l’immagine dall’interno, mentre i prodotti stampati riflettono la luce: per questo una stampa può sembrare un po’ più scura che sullo schermo. Se il tuo schermo è impostato molto luminoso, schiarisci un po’ le foto scure prima di ordinare.',
        'Se un prodotto non ha la qualità che ti aspettavi, [faccelo sapere](/contact): lo ristampiamo o ti rimborsiamo.',
      ],
    },
    53: {
      title: 'Come mi prendo cura dei miei prodotti?',
      keywords: 'cura, lavare, lavaggio, lavastoviglie, microonde, pulire, tela, maglietta, cuscino, tazza',
      body: [
        'Le nostre tazze vanno in lavastoviglie e nel microonde. Le tazze magiche, la cui immagine compare con il calore, è meglio lavarle a mano per preservare il rivestimento termosensibile.',
        'Lava magliette e federe dei cuscini al rovescio a 30 °C e non stirare direttamente sulla stampa. Spolvera tele e poster con un panno morbido e asciutto e tienili lontani dalla luce diretta del sole e dall’umidità.',
      ],
    },
    8: {
      title: 'Il mio prodotto è arrivato danneggiato o difettoso',
      keywords: 'danneggiato, rotto, difettoso, prodotto sbagliato, reclamo, ristampa, sostituzione',
      body: [
        'Ci dispiace! [Contattaci](/contact) entro 14 giorni dalla consegna con il numero d’ordine e alcune foto del prodotto e dell’imballaggio.',
        'Ristampiamo il prodotto senza costi oppure, se preferisci, te lo rimborsiamo. Nella maggior parte dei casi non devi rispedirci il prodotto danneggiato.',
        'Se il pacco arriva visibilmente danneggiato, annotalo sulla ricevuta di consegna del corriere. Ci aiuta nel reclamo nei suoi confronti.',
      ],
    },
    11: {
      title: 'Posso restituire un prodotto personalizzato?',
      keywords: 'reso, restituire, recesso, diritto di recesso, cambio idea, sostituzione, 14 giorni',
      body: [
        'I prodotti realizzati con le tue foto e i tuoi testi sono prodotti apposta per te. Per questo il diritto di recesso previsto dalla legge non si applica ai prodotti personalizzati e non possiamo riprenderli solo perché hai cambiato idea.',
        'Restano naturalmente validi i tuoi diritti di garanzia legale: se un prodotto è difettoso, danneggiato o non corrisponde a quanto ordinato, lo ristampiamo o ti rimborsiamo. Leggi [cosa fare con un prodotto danneggiato o difettoso](/help-center/topic/8).',
        'Hai sbagliato qualcosa nel design? [Contattaci](/contact) subito: se la produzione non è iniziata, possiamo ancora correggerlo.',
      ],
    },
    26: {
      title: 'Come e quando ricevo il rimborso?',
      keywords: 'rimborso, rimborsare, restituzione del denaro, accredito, iban, conto bancario',
      body: [
        'Una volta concordato il rimborso, restituiamo l’importo sul metodo di pagamento che hai usato: carte, PayPal e gli altri metodi online lo ricevono automaticamente.',
        'Per i bonifici, o se non possiamo rimborsare sul metodo originale, ti chiediamo i dati bancari via email. Segui il link alla pagina di tracciamento del tuo ordine e inserisci l’intestatario del conto e l’IBAN; basta farlo una volta.',
        'Inviamo i rimborsi entro 5 giorni lavorativi. A seconda della banca, possono servire altri 3-10 giorni perché l’importo compaia sul tuo estratto conto.',
      ],
    },
    61: {
      title: 'Mi serve un account per ordinare?',
      keywords: 'account, registrazione, registrarsi, accedere, accesso, login, ospite, password, password dimenticata',
      body: [
        'No. Puoi ordinare come ospite e seguire il tuo ordine nella [pagina di tracciamento](/tracking) con il codice ordine dell’email di conferma.',
        'Con un account i prossimi ordini sono più semplici: i tuoi indirizzi vengono salvati e puoi vedere tutti i tuoi ordini, conservare i tuoi design e seguire le tue richieste al servizio clienti. Lo crei nella [pagina di accesso](/login).',
        'Hai dimenticato la password? [Reimpostala qui](/login/password-reset) e ti invieremo via email un link per sceglierne una nuova.',
      ],
    },
    65: {
      title: 'Cosa succede alle mie foto e ai miei dati personali?',
      keywords: 'privacy, protezione dei dati, gdpr, foto, dati personali, cookie, cancellare i miei dati',
      body: [
        '{brand} usa le tue foto solo per realizzare il tuo ordine e, se necessario, ristamparlo. Non le pubblichiamo mai e non le cediamo a nessuno. Le foto di un ordine vengono cancellate 90 giorni dopo la consegna, a meno che tu non salvi il design nel tuo account.',
        'Trattiamo i tuoi dati personali solo per gestire ordini, pagamenti e richieste, come descritto nella nostra [informativa sulla privacy](/_section/legal/privacy). Puoi modificare le tue scelte sui cookie in qualsiasi momento; consulta le [informazioni sui cookie](/_section/cookies-info).',
        'Per consultare, correggere o cancellare i tuoi dati, [contattaci](/contact).',
      ],
    },
  },
}
