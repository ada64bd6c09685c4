import type { HelpLanguageContent } from './types.js'

export const cs: HelpLanguageContent = {
  categories: {
    3: { name: 'Objednávky a platby', description: 'Jak objednat, platební metody, slevové kódy a faktury.' },
    5: {
      name: 'Doprava a doručení',
      description: 'Dodací lhůty a cena dopravy, sledování zásilky a problémy s doručením.',
    },
    1: {
      name: 'Návrhy a nahrávání fotek',
      description: 'Úprava návrhů, rozlišení fotek a soubory, které můžeš nahrát.',
    },
    2: { name: 'Produkty a kvalita', description: 'Kvalita tisku, barvy a péče o tvoje produkty.' },
    7: { name: 'Vrácení a refundace', description: 'Poškozené nebo vadné produkty, vrácení zboží a peněz.' },
    6: { name: 'Účet a soukromí', description: 'Tvůj účet, tvoje fotky a tvoje osobní údaje.' },
  },
  topics: {
    25: {
      title: 'Jak vytvořím objednávku?',
      keywords: 'objednat, koupit, nákup, objednávka, pokladna, košík, kroky, host, bez registrace',
      body: [
        'Vyber si produkt nebo některý z našich návrhů, přizpůsob ho svými fotkami a texty a vlož ho do [košíku](/cart). Můžeš dál nakupovat a přidat tolik produktů, kolik chceš.',
        'Až budeš mít vše připravené, přejdi do pokladny. Objednávka má čtyři kroky:',
        '- Kontakt: tvůj e-mail a telefonní číslo\n- Adresa: kam objednávku doručíme\n- Doprava: doručení domů, na výdejní místo nebo, kde je to možné, osobní odběr\n- Platba: vyber si, jak chceš zaplatit',
        'K objednávce u {brand} nepotřebuješ účet. Hned po zaplacení ti přijde e-mail s číslem objednávky a kódem, pomocí kterého můžeš [sledovat svou objednávku](/tracking).',
      ],
    },
    90: {
      title: 'Jaké platební metody můžu použít?',
      keywords:
        'platit, platba, zaplatit, karta, platební karta, kreditní karta, visa, mastercard, paypal, apple pay, google pay, bankovní převod, převod, klarna',
      body: [
        '{brand} přijímá debetní a kreditní karty (Visa, Mastercard), PayPal, Apple Pay, Google Pay a bankovní převod. Podle země můžeš platit i místními metodami, například Klarna.',
        'V posledním kroku objednávky uvidíš přesně ty platební metody, které jsou v tvé zemi k dispozici. Platby kartou a digitální peněženkou se potvrdí okamžitě a objednávka hned putuje do výroby.',
        'Pokud platba neproběhne nebo ji zrušíš, nic ti nestrhneme a objednávka zůstane uložená: otevři stránku objednávky z potvrzovacího e-mailu a zvol „Zaplatit nyní“, abys to zkusil znovu libovolnou metodou.',
      ],
    },
    35: {
      title: 'Jak zaplatím bankovním převodem?',
      keywords:
        'bankovní převod, převod, iban, bic, swift, zpráva pro příjemce, variabilní symbol, reference, rf, sepa, čeká na platbu',
      body: [
        'V posledním kroku objednávky zvol bankovní převod. Na potvrzovací stránce a v e-mailu, který ti pošleme, najdeš částku, příjemce, IBAN, BIC a platební referenci začínající na RF.',
        'Referenci zadej do zprávy pro příjemce přesně tak, jak je uvedena. Podle ní poznáme, ke které objednávce peníze patří; bez ní může přiřazení platby trvat i několik dní.',
        'S výrobou začneme, jakmile peníze dorazí, obvykle 1–2 pracovní dny po odeslání převodu. Do té doby má objednávka stav „Čeká na platbu“. Pokud chceš zaplatit hned, zvol kartu nebo jinou online metodu.',
      ],
    },
    27: {
      title: 'Jak použiji slevový kód?',
      keywords: 'slevový kód, promo kód, kupón, poukaz, voucher, akce, nabídka, výprodej, sleva',
      body: [
        'Zadej kód do pole „Slevový kód“ v [košíku](/cart) a uplatni ho. Sleva se hned projeví v celkové ceně košíku a platí až do dokončení objednávky.',
        'Kódy platí jen v obchodě, pro který byly vydány ({brand}), a jen v době své platnosti. Některé vyžadují minimální hodnotu objednávky; košík tě na to upozorní. Na jednu objednávku lze uplatnit jeden kód.',
        'Hledáš slevový kód? Přihlas se k odběru našeho [newsletteru](/newsletter) a podívej se na naše [aktuální nabídky](/offers).',
      ],
    },
    19: {
      title: 'Můžu objednávku změnit nebo zrušit?',
      keywords: 'změna objednávky, změnit objednávku, zrušit objednávku, storno, špatná adresa, chyba, překlep',
      body: [
        'Objednávky posíláme do výroby velmi rychle, obvykle ve stejný pracovní den, kdy dorazí platba. Pokud potřebuješ změnit doručovací adresu nebo objednávku zrušit, [kontaktuj nás](/contact) co nejdříve a uveď číslo objednávky.',
        'Dokud má objednávka stav „Objednávka přijata“, můžeme změnit adresu nebo ji zrušit a vrátit ti celou částku. Jakmile je ve výrobě, už ji zrušit nemůžeme, protože každý produkt vyrábíme přímo pro tebe.',
        'Všiml sis v návrhu překlepu? Dej nám hned vědět: pokud výroba ještě nezačala, můžeme návrh vyměnit.',
      ],
    },
    29: {
      title: 'Co znamená stav mé objednávky?',
      keywords: 'stav objednávky, stav, výroba, odesláno, zabaleno, doručeno, čeká na platbu, výdejní místo',
      body: [
        'Stav objednávky můžeš kdykoli zkontrolovat na [stránce sledování](/tracking). Nejčastější stavy jsou:',
        '- Objednávka přijata: tvou objednávku máme a čeká na výrobu.\n- Čeká na platbu: čekáme na tvůj převod nebo na potvrzení platby.\n- Ve výrobě a Výroba dokončena: tvoje produkty se tisknou a kontrolují.\n- Zabaleno a Odesláno: balík je připravený nebo už je u dopravce.\n- Připraveno na výdejním místě: vyzvedneš ho s číslem objednávky a dokladem totožnosti.\n- Doručeno: dopravce tvůj balík doručil.',
        'Pokud je stav „Doručení se nezdařilo“ nebo se už několik dní nemění, podívej se, co dělat, když [balík nedorazil](/help-center/topic/33).',
      ],
    },
    31: {
      title: 'Jak získám fakturu?',
      keywords: 'faktura, daňový doklad, účtenka, dph, daň, firma, ičo, dič',
      body: [
        'Potvrzovací e-mail obsahuje souhrn objednávky s cenami včetně DPH. Faktura se vystavuje na jméno a adresu, které zadáš při objednávce.',
        'Nakupuješ pro firmu? V prvním kroku objednávky zvol „firma“ a vyplň název firmy a DIČ, aby byla faktura vystavena na tvou firmu.',
        'Pokud chceš fakturu v PDF nebo opravit údaje na ní, [kontaktuj nás](/contact) s číslem objednávky. Pošleme ti ji do 2 pracovních dnů.',
      ],
    },
    21: {
      title: 'Jak kontaktuji zákaznický servis?',
      keywords: 'kontakt, zákaznický servis, zákaznická podpora, podpora, pomoc, e-mail, dotaz, tiket, reklamace',
      body: [
        'Napiš nám přes [kontaktní formulář](/contact). Když jsi přihlášený, tvoje zprávy se ukládají jako tikety ve [tvém účtu](/accounts/tickets), takže můžeš sledovat každou odpověď.',
        'Uveď číslo objednávky a pokud jde o problém s produktem, přilož fotku. Pomůžeme ti tak jedinou odpovědí.',
        'Zákaznický servis {brand} odpovídá do jednoho pracovního dne, od pondělí do pátku.',
      ],
    },
    23: {
      title: 'Jak dlouho trvá doručení a kolik stojí?',
      keywords:
        'dodací lhůta, doba doručení, doprava, poštovné, cena dopravy, kdy to přijde, dny, doprava zdarma, expres, výdejní místo',
      body: [
        'Každý produkt vyrábíme na zakázku: výroba trvá 2 pracovní dny. Potom dopravce doručí zásilku za 1 až 4 pracovní dny podle zvolené služby, takže většina objednávek dorazí do 3 až 6 pracovních dnů od zaplacení.',
        'Cena dopravy závisí na dopravci a uvidíš ji před zaplacením; nad hranicí pro dopravu zdarma ve tvé zemi je doprava zdarma. Zadej v [košíku](/cart) své PSČ a uvidíš všechny možnosti doručení s cenou a předpokládanými termíny.',
        'Objednávku si můžeš nechat doručit domů nebo na výdejní místo ve svém okolí a v některých zemích si ji i zdarma vyzvednout v našem výrobním centru. Doručujeme v rámci země webu, na kterém objednáváš.',
      ],
    },
    17: {
      title: 'Jak sleduji svou objednávku?',
      keywords: 'sledování, sledovat zásilku, kde je moje objednávka, balík, zásilka, kód objednávky, stav',
      body: [
        'Otevři [stránku sledování](/tracking) a zadej kód objednávky z potvrzovacího e-mailu spolu s e-mailovou adresou nebo PSČ doručovací adresy. Uvidíš stav, dopravce a každý krok až do doručení.',
        'Potvrzovací e-mail obsahuje také přímý odkaz na sledování objednávky. S účtem najdeš všechny své objednávky, i ty starší, v části [Moje objednávky](/accounts/orders).',
        'Sledování u dopravce začne, jakmile mu balík předáme, obvykle v den odeslání.',
      ],
    },
    33: {
      title: 'Balík nedorazil. Co mám dělat?',
      keywords: 'nedorazil, zpoždění, ztracený balík, chybí, nedoručeno, problém s doručením',
      body: [
        'Nejdřív zkontroluj stav na [stránce sledování](/tracking). Pokud dopravce balík nemohl doručit, obvykle nechá oznámení a zkusí to znovu, nebo ho uloží na nejbližším výdejním místě, kde na tebe několik dní počká.',
        'Když sledování ukazuje „Doručeno“, ale balík nemáš, zeptej se sousedů a na recepci domu a podívej se, jestli nemáš ve schránce oznámení.',
        'Pořád nic, nebo se sledování 3 pracovní dny nezměnilo? [Kontaktuj nás](/contact) s číslem objednávky. Prověříme to u dopravce, a pokud se balík ztratil, pošleme ti zdarma nový nebo ti vrátíme peníze.',
      ],
    },
    45: {
      title: 'Jak upravím návrh svými fotkami?',
      keywords: 'přizpůsobit, personalizovat, editor, navrhnout, nahrát fotku, přidat text, návrh, vytvořit',
      body: [
        'Otevři návrh, který se ti líbí, vyber produkt a klikni na „Přizpůsobit“. V editoru můžeš nahradit ukázkové obrázky vlastními fotkami, posouvat je a zvětšovat a měnit texty.',
        'Chceš začít úplně od nuly? Na každé stránce produktu najdeš tlačítko „Začni s prázdným návrhem“.',
        'Než produkt vložíš do košíku, pečlivě si prohlédni náhled: tiskneme přesně to, co vidíš. Když jsi přihlášený, můžeš si práci uložit do části [Moje návrhy](/accounts/designs) a dokončit ji později.',
      ],
    },
    41: {
      title: 'Jaké rozlišení musí mít moje fotky?',
      keywords: 'rozlišení, kvalita fotky, pixely, dpi, megapixely, rozmazaná, neostrá, pixelovaná, ostrá, velikost',
      body: [
        'Aby byl tisk ostrý, musí mít fotka dost pixelů pro velikost, ve které se tiskne. Doporučujeme alespoň 150 dpi pro fotografie, hrnky a většinu produktů a 100 dpi pro plátna a plakáty, na které se díváme z větší vzdálenosti.',
        'Pro orientaci:',
        '- Fotografie 13x18 cm: alespoň 800 × 1100 pixelů\n- Hrnek: alespoň 1200 × 550 pixelů\n- Plátno 30x40 cm: alespoň 1200 × 1600 pixelů\n- Plakát 50x70 cm: alespoň 2000 × 2800 pixelů',
        'Editor tě upozorní, když je fotka pro daný produkt příliš malá. Používej originální soubory z fotoaparátu nebo telefonu: fotky poslané přes chatovací aplikace nebo sociální sítě jsou komprimované a často příliš malé.',
      ],
    },
    43: {
      title: 'Jaké formáty souborů můžu nahrát?',
      keywords: 'formát souboru, jpg, jpeg, png, heic, pdf, zip, nahrát, velikost souboru',
      body: [
        'Můžeš nahrávat fotky ve formátech JPG, PNG a HEIC (iPhone) a také soubory PDF a archivy ZIP s více fotkami najednou. Každý soubor může mít až 50 MB.',
        'Pro co nejvěrnější barvy ukládej fotky v barevném profilu sRGB, který ve výchozím nastavení používá téměř každý fotoaparát i telefon. Průhledné části souborů PNG se tisknou bíle.',
        'Pokud nahrání selže, zkontroluj připojení a velikost souboru a zkus to znovu. Obrázky určené pro obrazovku, například snímky obrazovky, bývají na kvalitní tisk příliš malé.',
      ],
    },
    47: {
      title: 'Nemůžu najít návrh, který hledám',
      keywords:
        'hledat, vyhledávání, najít návrh, žádné výsledky, nápady, kategorie, témata, prázdný návrh, vlastní návrh',
      body: [
        'Zkus kratší nebo obecnější slovo, například „narozeniny“ místo „narozeninová oslava pro babičku“, a zkontroluj pravopis. Vyhledávání najde slova s diakritikou i bez ní.',
        'Můžeš si také projít všechny naše [kategorie a témata](/tags-list) nebo [aktuální nabídky](/offers).',
        'Nic se ti nehodí? Každý produkt si můžeš navrhnout úplně od začátku s vlastními fotkami a texty: otevři produkt a zvol „Začni s prázdným návrhem“.',
      ],
    },
    51: {
      title: 'Jakou kvalitu tisku můžu čekat?',
      keywords: 'kvalita tisku, barvy, papír, lesklý, matný, obrazovka, světlejší, tmavší',
      body: [
        '{brand} tiskne každou objednávku na profesionálních strojích světlostálými inkousty na kvalitní fotopapír, keramiku a textil. Každý produkt před zabalením ručně kontrolujeme.',
        'Obrazovka obraz prosvěcuje, zatímco vytištěný produkt světlo odráží, a proto může tisk působit o něco tmavěji než na obrazovce. Pokud máš obrazovku nastavenou hodně jasně, tmavé fotky před objednáním trochu zesvětli.',
        'Pokud produkt nemá kvalitu, jakou jsi čekal, [dej nám vědět](/contact): vytiskneme ho znovu nebo ti vrátíme peníze.',
      ],
    },
    53: {
      title: 'Jak pečovat o své produkty?',
      keywords: 'péče, praní, mytí, myčka, mikrovlnná trouba, čištění, plátno, tričko, polštář, hrnek',
      body: [
        'Naše hrnky můžeš mýt v myčce a používat v mikrovlnné troubě. Magické hrnky, na kterých se obrázek objeví teplem, je lepší mýt ručně, aby teplocitlivá vrstva vydržela déle.',
        'Trička a povlaky na polštáře per naruby na 30 °C a nežehli přímo přes potisk. Plátna a plakáty oprašuj měkkým suchým hadříkem a chraň je před přímým sluncem a vlhkem.',
      ],
    },
    8: {
      title: 'Produkt dorazil poškozený nebo vadný',
      keywords: 'poškozený, rozbitý, vadný, vada, špatný produkt, reklamace, nový tisk, výměna',
      body: [
        'To nás mrzí! [Kontaktuj nás](/contact) do 14 dnů od doručení, uveď číslo objednávky a přilož fotky produktu a obalu.',
        'Produkt ti zdarma vytiskneme znovu, nebo ti, pokud chceš, vrátíme peníze. Ve většině případů nám poškozený produkt nemusíš posílat zpět.',
        'Pokud balík dorazí viditelně poškozený, nech to zapsat do dokladu o doručení dopravce. Pomůže nám to při reklamaci u dopravce.',
      ],
    },
    11: {
      title: 'Můžu vrátit personalizovaný produkt?',
      keywords: 'vrácení, vrátit zboží, odstoupení od smlouvy, 14 dní, výměna, rozmyslel jsem si to',
      body: [
        'Produkty s tvými fotkami a texty vyrábíme jen pro tebe. Proto se na personalizované produkty nevztahuje zákonné právo na odstoupení od smlouvy a nemůžeme je vzít zpět jen proto, že sis to rozmyslel.',
        'Tvoje zákonná práva z vadného plnění samozřejmě platí dál: pokud je produkt vadný, poškozený nebo neodpovídá objednávce, vytiskneme ho znovu nebo ti vrátíme peníze. Přečti si, [co dělat s poškozeným nebo vadným produktem](/help-center/topic/8).',
        'Udělal jsi v návrhu chybu? [Kontaktuj nás](/contact) co nejdřív: pokud výroba ještě nezačala, můžeme ji opravit.',
      ],
    },
    26: {
      title: 'Jak a kdy dostanu peníze zpět?',
      keywords: 'vrácení peněz, refundace, peníze zpět, dobropis, iban, číslo účtu, bankovní účet',
      body: [
        'Jakmile se na vrácení peněz dohodneme, pošleme částku zpět stejnou platební metodou, kterou jsi použil: na karty, PayPal a další online metody se vrací automaticky.',
        'U bankovního převodu, nebo když vrácení původní metodou není možné, tě e-mailem požádáme o bankovní údaje. Klikni na odkaz na stránku sledování objednávky a zadej majitele účtu a IBAN; stačí to udělat jednou.',
        'Peníze odesíláme do 5 pracovních dnů. Podle banky může trvat dalších 3 až 10 dní, než se objeví na tvém účtu.',
      ],
    },
    61: {
      title: 'Potřebuji k objednávce účet?',
      keywords: 'účet, registrace, zaregistrovat se, přihlášení, přihlásit se, login, host, heslo, zapomenuté heslo',
      body: [
        'Ne. Můžeš objednat jako host a objednávku sledovat na [stránce sledování](/tracking) pomocí kódu z potvrzovacího e-mailu.',
        'S účtem je další nákup jednodušší: tvoje adresy se uloží a vidíš všechny své objednávky, máš uložené návrhy a sleduješ své dotazy na zákaznický servis. Účet si založíš na [přihlašovací stránce](/login).',
        'Zapomněl jsi heslo? [Obnov si ho tady](/login/password-reset) a my ti e-mailem pošleme odkaz pro nastavení nového.',
      ],
    },
    65: {
      title: 'Co se děje s mými fotkami a osobními údaji?',
      keywords: 'soukromí, ochrana osobních údajů, gdpr, fotky, osobní údaje, cookies, smazání údajů',
      body: [
        '{brand} používá tvoje fotky jen k výrobě tvé objednávky a v případě potřeby k jejímu novému tisku. Nikdy je nezveřejňujeme ani nikomu nepředáváme. Fotky z objednávky mažeme 90 dní po doručení, pokud si návrh neuložíš ve svém účtu.',
        'Tvoje osobní údaje zpracováváme jen kvůli vyřízení objednávek, plateb a dotazů, jak popisují naše [zásady ochrany soukromí](/_section/legal/privacy). Nastavení cookies můžeš kdykoli změnit; viz [informace o cookies](/_section/cookies-info).',
        'Pokud chceš své údaje zobrazit, opravit nebo smazat, [kontaktuj nás](/contact).',
      ],
    },
  },
}
