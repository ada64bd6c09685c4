import type { HelpLanguageContent } from './types.js'

export const pl: HelpLanguageContent = {
  categories: {
    3: {
      name: 'Zamówienia i płatności',
      description: 'Składanie zamówień, metody płatności, kody rabatowe i faktury.',
    },
    5: {
      name: 'Wysyłka i dostawa',
      description: 'Czas i koszt dostawy, śledzenie przesyłki i problemy z doręczeniem.',
    },
    1: {
      name: 'Projektowanie i przesyłanie zdjęć',
      description: 'Personalizacja projektów, rozdzielczość zdjęć i pliki, które możesz przesłać.',
    },
    2: { name: 'Produkty i jakość', description: 'Jakość druku, kolory i pielęgnacja produktów.' },
    7: { name: 'Zwroty i zwrot pieniędzy', description: 'Uszkodzone lub wadliwe produkty, zwroty i zwrot pieniędzy.' },
    6: { name: 'Konto i prywatność', description: 'Twoje konto, Twoje zdjęcia i Twoje dane osobowe.' },
  },
  topics: {
    25: {
      title: 'Jak złożyć zamówienie?',
      keywords: 'zamówić, kupić, zakup, zamówienie, kasa, koszyk, kroki, gość, bez rejestracji',
      body: [
        'Wybierz produkt lub jeden z naszych projektów, spersonalizuj go swoimi zdjęciami i tekstami, a potem dodaj do [koszyka](/cart). Możesz dalej robić zakupy i dodać tyle produktów, ile chcesz.',
        'Gdy wszystko będzie gotowe, przejdź do kasy. Zamówienie składa się z czterech kroków:',
        '- Kontakt: Twój adres e-mail i numer telefonu\n- Adres: gdzie mamy dostarczyć zamówienie\n- Wysyłka: dostawa do domu, do punktu odbioru lub, jeśli jest dostępny, odbiór osobisty\n- Płatność: wybierz sposób zapłaty',
        'Do złożenia zamówienia w {brand} nie potrzebujesz konta. Zaraz po płatności dostaniesz e-mail z numerem zamówienia i kodem, dzięki któremu możesz [śledzić swoje zamówienie](/tracking).',
      ],
    },
    90: {
      title: 'Jakie metody płatności mogę wybrać?',
      keywords:
        'płacić, płatność, zapłata, karta, karta kredytowa, karta debetowa, visa, mastercard, paypal, apple pay, google pay, przelew, przelew bankowy, blik, klarna',
      body: [
        '{brand} przyjmuje karty debetowe i kredytowe (Visa, Mastercard), PayPal, Apple Pay, Google Pay i przelew bankowy. W zależności od kraju możesz też zapłacić lokalnymi metodami, takimi jak BLIK czy Klarna.',
        'W ostatnim kroku zamówienia widzisz dokładnie te metody płatności, które są dostępne w Twoim kraju. Płatności kartą, BLIK-iem i portfelami cyfrowymi są potwierdzane od razu, a zamówienie natychmiast trafia do produkcji.',
        'Jeśli płatność się nie powiedzie albo ją anulujesz, nie pobieramy żadnych pieniędzy, a zamówienie zostaje zapisane: otwórz stronę zamówienia z e-maila z potwierdzeniem i wybierz „Zapłać teraz”, aby spróbować ponownie dowolną metodą.',
      ],
    },
    35: {
      title: 'Jak zapłacić przelewem bankowym?',
      keywords:
        'przelew, przelew bankowy, iban, bic, swift, numer konta, tytuł przelewu, referencja, rf, sepa, oczekuje na płatność',
      body: [
        'Wybierz przelew bankowy w ostatnim kroku zamówienia. Na stronie potwierdzenia i w e-mailu, który Ci wyślemy, znajdziesz kwotę, odbiorcę, numer IBAN, kod BIC i tytuł przelewu zaczynający się od RF.',
        'Wpisz ten tytuł w przelewie dokładnie tak, jak go podaliśmy. Dzięki niemu wiemy, do którego zamówienia należą pieniądze; bez niego przypisanie płatności może potrwać kilka dni.',
        'Zaczynamy realizację zamówienia, gdy tylko pieniądze do nas dotrą, zwykle 1–2 dni robocze po wysłaniu przelewu. Do tego czasu zamówienie ma status „Oczekuje na płatność”. Jeśli chcesz zapłacić od razu, wybierz kartę, BLIK lub inną metodę online.',
      ],
    },
    27: {
      title: 'Jak użyć kodu rabatowego?',
      keywords: 'kod rabatowy, kod promocyjny, kupon, bon, voucher, promocja, oferta, wyprzedaż, rabat, zniżka',
      body: [
        'Wpisz kod w polu „Kod rabatowy” w [koszyku](/cart) i zatwierdź go. Rabat od razu pojawi się w podsumowaniu koszyka i zostanie zachowany do końca zamówienia.',
        'Kody działają tylko w sklepie, dla którego zostały wydane ({brand}), i tylko w okresie ważności. Niektóre wymagają minimalnej wartości zamówienia; koszyk poinformuje Cię o tym. Do jednego zamówienia można użyć jednego kodu.',
        'Szukasz kodu? Zapisz się do naszego [newslettera](/newsletter) i sprawdź nasze [aktualne oferty](/offers).',
      ],
    },
    19: {
      title: 'Czy mogę zmienić lub anulować zamówienie?',
      keywords:
        'zmiana zamówienia, zmienić zamówienie, anulować zamówienie, anulowanie, rezygnacja, błędny adres, pomyłka, literówka',
      body: [
        'Zamówienia trafiają do produkcji bardzo szybko, zwykle w tym samym dniu roboczym, w którym dotrze płatność. Jeśli chcesz zmienić adres dostawy lub anulować zamówienie, [skontaktuj się z nami](/contact) jak najszybciej i podaj numer zamówienia.',
        'Dopóki zamówienie ma status „Zamówienie przyjęte”, możemy zmienić adres albo je anulować i zwrócić całą kwotę. Gdy jest już w produkcji, nie możemy go anulować, bo każdy produkt powstaje specjalnie dla Ciebie.',
        'Zauważyłeś literówkę w projekcie? Daj nam znać od razu: jeśli produkcja się nie rozpoczęła, możemy wymienić projekt.',
      ],
    },
    29: {
      title: 'Co oznacza status mojego zamówienia?',
      keywords:
        'status zamówienia, status, produkcja, wysłane, spakowane, dostarczone, oczekuje na płatność, punkt odbioru, paczkomat',
      body: [
        'Status zamówienia możesz w każdej chwili sprawdzić na [stronie śledzenia](/tracking). Najczęstsze statusy to:',
        '- Zamówienie przyjęte: mamy Twoje zamówienie i czeka ono na produkcję.\n- Oczekuje na płatność: czekamy na Twój przelew lub na potwierdzenie płatności.\n- W produkcji i Produkcja zakończona: Twoje produkty są drukowane i sprawdzane.\n- Spakowane i Wysłane: paczka jest gotowa albo jest już u przewoźnika.\n- Gotowe do odbioru w punkcie: możesz je odebrać, podając numer zamówienia i okazując dokument tożsamości.\n- Dostarczone: przewoźnik doręczył Twoją paczkę.',
        'Jeśli status brzmi „Nieudana dostawa” albo nie zmienia się od kilku dni, sprawdź, co zrobić, gdy [paczka nie dotarła](/help-center/topic/33).',
      ],
    },
    31: {
      title: 'Jak otrzymać fakturę?',
      keywords: 'faktura, faktura vat, paragon, rachunek, vat, podatek, firma, nip',
      body: [
        'E-mail z potwierdzeniem zawiera podsumowanie zamówienia z cenami brutto. Faktura jest wystawiana na imię, nazwisko i adres podane podczas składania zamówienia.',
        'Kupujesz dla firmy? W pierwszym kroku zamówienia wybierz „firma” i podaj nazwę firmy oraz numer NIP, aby faktura została wystawiona na Twoją firmę.',
        'Jeśli chcesz otrzymać fakturę w PDF albo poprawić dane na fakturze, [skontaktuj się z nami](/contact) i podaj numer zamówienia. Wyślemy ją w ciągu 2 dni roboczych.',
      ],
    },
    21: {
      title: 'Jak skontaktować się z obsługą klienta?',
      keywords: 'kontakt, obsługa klienta, biuro obsługi, pomoc, wsparcie, e-mail, pytanie, zgłoszenie, reklamacja',
      body: [
        'Napisz do nas przez [formularz kontaktowy](/contact). Jeśli jesteś zalogowany, Twoje wiadomości są zapisywane jako zgłoszenia na [Twoim koncie](/accounts/tickets), więc możesz śledzić każdą odpowiedź.',
        'Podaj numer zamówienia, a jeśli problem dotyczy produktu, dołącz zdjęcie. Dzięki temu pomożemy Ci w jednej odpowiedzi.',
        'Obsługa klienta {brand} odpowiada w ciągu jednego dnia roboczego, od poniedziałku do piątku.',
      ],
    },
    23: {
      title: 'Ile trwa dostawa i ile kosztuje?',
      keywords:
        'czas dostawy, wysyłka, koszt wysyłki, koszty dostawy, kiedy dotrze, dni, darmowa dostawa, ekspres, kurier, punkt odbioru',
      body: [
        'Każdy produkt wykonujemy na zamówienie: produkcja trwa 2 dni robocze. Następnie przewoźnik doręcza przesyłkę w ciągu 1–4 dni roboczych, w zależności od wybranej usługi, więc większość zamówień dociera w ciągu 3–6 dni roboczych od płatności.',
        'Koszt wysyłki zależy od przewoźnika i jest widoczny przed zapłatą; powyżej progu darmowej dostawy w Twoim kraju wysyłka jest bezpłatna. Wpisz kod pocztowy w [koszyku](/cart), aby zobaczyć wszystkie opcje dostawy z ceną i przewidywanymi terminami.',
        'Zamówienie możesz otrzymać pod drzwi lub w pobliskim punkcie odbioru, a w niektórych krajach także odebrać bezpłatnie w naszym zakładzie produkcyjnym. Dostarczamy na terenie kraju, w którego sklepie składasz zamówienie.',
      ],
    },
    17: {
      title: 'Jak śledzić zamówienie?',
      keywords:
        'śledzenie, śledzić, gdzie jest moje zamówienie, paczka, przesyłka, kod zamówienia, status, numer przesyłki',
      body: [
        'Otwórz [stronę śledzenia](/tracking) i wpisz kod zamówienia z e-maila z potwierdzeniem oraz adres e-mail lub kod pocztowy adresu dostawy. Zobaczysz status, przewoźnika i każdy etap aż do doręczenia.',
        'E-mail z potwierdzeniem zawiera też bezpośredni link do śledzenia zamówienia. Jeśli masz konto, wszystkie swoje zamówienia, także wcześniejsze, znajdziesz w zakładce [Moje zamówienia](/accounts/orders).',
        'Śledzenie u przewoźnika zaczyna działać po przekazaniu mu paczki, zwykle w dniu wysyłki.',
      ],
    },
    33: {
      title: 'Paczka nie dotarła. Co mogę zrobić?',
      keywords:
        'nie dotarła, opóźnienie, zgubiona paczka, zaginiona przesyłka, nie doręczono, problem z dostawą, awizo',
      body: [
        'Najpierw sprawdź status na [stronie śledzenia](/tracking). Jeśli przewoźnik nie mógł doręczyć paczki, zwykle zostawia awizo i próbuje ponownie albo zostawia przesyłkę w pobliskim punkcie odbioru, gdzie czeka na Ciebie kilka dni.',
        'Jeśli status to „Dostarczone”, a paczki nie masz, zapytaj sąsiadów i w recepcji budynku oraz sprawdź, czy w skrzynce nie ma awiza.',
        'Nadal nic albo status nie zmienia się od 3 dni roboczych? [Skontaktuj się z nami](/contact) i podaj numer zamówienia. Wyjaśnimy sprawę z przewoźnikiem, a jeśli paczka zaginęła, bezpłatnie wyślemy nową albo zwrócimy pieniądze.',
      ],
    },
    45: {
      title: 'Jak spersonalizować projekt własnymi zdjęciami?',
      keywords:
        'personalizacja, spersonalizować, edytor, projektować, dodać zdjęcie, przesłać zdjęcie, dodać tekst, projekt',
      body: [
        'Otwórz projekt, który Ci się podoba, wybierz produkt i kliknij „Spersonalizuj”. W edytorze możesz zastąpić przykładowe obrazy własnymi zdjęciami, przesuwać je i powiększać oraz zmieniać teksty.',
        'Wolisz zacząć od zera? Na każdej stronie produktu znajdziesz przycisk „Zacznij od pustego projektu”.',
        'Zanim dodasz produkt do koszyka, dokładnie obejrzyj podgląd: drukujemy dokładnie to, co widzisz. Gdy jesteś zalogowany, możesz zapisać swoją pracę w zakładce [Moje projekty](/accounts/designs) i dokończyć ją później.',
      ],
    },
    41: {
      title: 'Jakiej rozdzielczości potrzebują moje zdjęcia?',
      keywords:
        'rozdzielczość, jakość zdjęcia, piksele, dpi, megapiksele, rozmazane, nieostre, pikseloza, ostre, rozmiar',
      body: [
        'Aby wydruk był ostry, zdjęcie musi mieć wystarczająco dużo pikseli na rozmiar, w jakim jest drukowane. Zalecamy co najmniej 150 dpi dla odbitek, kubków i większości produktów oraz 100 dpi dla obrazów na płótnie i plakatów, które ogląda się z większej odległości.',
        'Orientacyjnie:',
        '- Odbitka 13x18 cm: co najmniej 800 × 1100 pikseli\n- Kubek: co najmniej 1200 × 550 pikseli\n- Obraz na płótnie 30x40 cm: co najmniej 1200 × 1600 pikseli\n- Plakat 50x70 cm: co najmniej 2000 × 2800 pikseli',
        'Edytor ostrzeże Cię, jeśli zdjęcie jest za małe dla danego produktu. Używaj oryginalnych plików z aparatu lub telefonu: zdjęcia wysyłane przez komunikatory i media społecznościowe są kompresowane i często za małe.',
      ],
    },
    43: {
      title: 'Jakie formaty plików mogę przesłać?',
      keywords: 'format pliku, jpg, jpeg, png, heic, pdf, zip, przesyłanie, wgrać, rozmiar pliku',
      body: [
        'Możesz przesyłać zdjęcia w formatach JPG, PNG i HEIC (iPhone), a także pliki PDF i archiwa ZIP z kilkoma zdjęciami naraz. Każdy plik może mieć do 50 MB.',
        'Aby kolory były jak najwierniejsze, zapisuj zdjęcia w profilu kolorów sRGB, którego domyślnie używa niemal każdy aparat i telefon. Przezroczyste obszary plików PNG są drukowane na biało.',
        'Jeśli przesyłanie się nie uda, sprawdź połączenie i rozmiar pliku, a potem spróbuj ponownie. Obrazy przygotowane na ekran, np. zrzuty ekranu, są zwykle za małe, by dobrze wyglądały w druku.',
      ],
    },
    47: {
      title: 'Nie mogę znaleźć projektu, którego szukam',
      keywords:
        'wyszukiwanie, szukać, znaleźć projekt, brak wyników, pomysły, kategorie, motywy, pusty projekt, własny projekt',
      body: [
        'Spróbuj krótszego lub bardziej ogólnego słowa, na przykład „urodziny” zamiast „przyjęcie urodzinowe dla babci”, i sprawdź pisownię. Wyszukiwarka znajduje słowa zarówno z polskimi znakami, jak i bez nich.',
        'Możesz też przejrzeć wszystkie nasze [kategorie i motywy](/tags-list) albo [aktualne oferty](/offers).',
        'Nic nie pasuje? Każdy produkt możesz zaprojektować od zera z własnymi zdjęciami i tekstami: otwórz produkt i wybierz „Zacznij od pustego projektu”.',
      ],
    },
    51: {
      title: 'Jakiej jakości druku mogę się spodziewać?',
      keywords: 'jakość druku, kolory, papier, błyszczący, matowy, ekran, jaśniejszy, ciemniejszy',
      body: [
        '{brand} drukuje każde zamówienie na profesjonalnym sprzęcie, tuszami odpornymi na światło, na wysokiej jakości papierze fotograficznym, ceramice i tkaninach. Każdy produkt jest ręcznie sprawdzany przed zapakowaniem.',
        'Ekran podświetla obraz od tyłu, a wydrukowany produkt odbija światło, dlatego wydruk może wyglądać nieco ciemniej niż na ekranie. Jeśli masz bardzo jasno ustawiony ekran, przed zamówieniem lekko rozjaśnij ciemne zdjęcia.',
        'Jeśli produkt nie spełnia Twoich oczekiwań co do jakości, [daj nam znać](/contact): wydrukujemy go ponownie albo zwrócimy pieniądze.',
      ],
    },
    53: {
      title: 'Jak dbać o produkty?',
      keywords: 'pielęgnacja, pranie, zmywarka, mikrofalówka, czyszczenie, płótno, koszulka, poduszka, kubek',
      body: [
        'Nasze kubki można myć w zmywarce i używać w kuchence mikrofalowej. Kubki magiczne, na których obraz pojawia się pod wpływem ciepła, najlepiej myć ręcznie, aby powłoka termoczuła dłużej zachowała swoje właściwości.',
        'Koszulki i poszewki na poduszki pierz na lewej stronie w 30 °C i nie prasuj bezpośrednio po nadruku. Obrazy na płótnie i plakaty odkurzaj miękką, suchą ściereczką i trzymaj z dala od bezpośredniego słońca i wilgoci.',
      ],
    },
    8: {
      title: 'Produkt dotarł uszkodzony lub wadliwy',
      keywords: 'uszkodzony, zniszczony, zbity, wadliwy, wada, niewłaściwy produkt, reklamacja, ponowny druk, wymiana',
      body: [
        'Bardzo nam przykro! [Skontaktuj się z nami](/contact) w ciągu 14 dni od doręczenia, podaj numer zamówienia i dołącz zdjęcia produktu oraz opakowania.',
        'Bezpłatnie wydrukujemy produkt ponownie albo, jeśli wolisz, zwrócimy pieniądze. W większości przypadków nie musisz odsyłać uszkodzonego produktu.',
        'Jeśli paczka dotrze z widocznymi uszkodzeniami, poproś kuriera o odnotowanie tego w protokole doręczenia. Ułatwi nam to reklamację u przewoźnika.',
      ],
    },
    11: {
      title: 'Czy mogę zwrócić spersonalizowany produkt?',
      keywords: 'zwrot, zwrócić, odstąpienie od umowy, prawo odstąpienia, rezygnacja, wymiana, 14 dni',
      body: [
        'Produkty z Twoimi zdjęciami i tekstami powstają wyłącznie dla Ciebie. Dlatego ustawowe prawo odstąpienia od umowy nie obejmuje produktów spersonalizowanych i nie możemy ich przyjąć z powrotem tylko dlatego, że zmieniłeś zdanie.',
        'Oczywiście nadal przysługują Ci ustawowe uprawnienia z tytułu niezgodności towaru z umową: jeśli produkt jest wadliwy, uszkodzony lub inny niż zamówiony, wydrukujemy go ponownie albo zwrócimy pieniądze. Zobacz, [co zrobić z uszkodzonym lub wadliwym produktem](/help-center/topic/8).',
        'Pomyliłeś się w projekcie? [Skontaktuj się z nami](/contact) jak najszybciej: jeśli produkcja się nie rozpoczęła, wciąż możemy to poprawić.',
      ],
    },
    26: {
      title: 'Jak i kiedy otrzymam zwrot pieniędzy?',
      keywords: 'zwrot pieniędzy, zwrot środków, zwrot płatności, iban, numer konta, konto bankowe',
      body: [
        'Po uzgodnieniu zwrotu odsyłamy kwotę tą samą metodą, którą zapłaciłeś: karty, PayPal i inne metody online otrzymują zwrot automatycznie.',
        'Przy płatności przelewem lub gdy zwrot tą samą metodą nie jest możliwy, poprosimy Cię e-mailem o dane konta. Kliknij link do strony śledzenia zamówienia i wpisz właściciela rachunku oraz numer IBAN; wystarczy zrobić to raz.',
        'Zwroty zlecamy w ciągu 5 dni roboczych. W zależności od banku pieniądze mogą pojawić się na koncie po kolejnych 3–10 dniach.',
      ],
    },
    61: {
      title: 'Czy do złożenia zamówienia potrzebuję konta?',
      keywords:
        'konto, rejestracja, zarejestrować się, logowanie, zalogować się, login, gość, hasło, nie pamiętam hasła',
      body: [
        'Nie. Możesz zamówić jako gość i śledzić zamówienie na [stronie śledzenia](/tracking) za pomocą kodu z e-maila z potwierdzeniem.',
        'Z kontem kolejne zakupy są prostsze: Twoje adresy są zapisane, a Ty widzisz wszystkie zamówienia, przechowujesz projekty i śledzisz swoje zgłoszenia do obsługi klienta. Konto założysz na [stronie logowania](/login).',
        'Nie pamiętasz hasła? [Zresetuj je tutaj](/login/password-reset), a wyślemy Ci e-mailem link do ustawienia nowego.',
      ],
    },
    65: {
      title: 'Co dzieje się z moimi zdjęciami i danymi osobowymi?',
      keywords:
        'prywatność, ochrona danych, rodo, gdpr, zdjęcia, dane osobowe, pliki cookie, ciasteczka, usunięcie danych',
      body: [
        '{brand} wykorzystuje Twoje zdjęcia wyłącznie do wykonania zamówienia i, w razie potrzeby, ponownego druku. Nigdy ich nie publikujemy ani nikomu nie przekazujemy. Zdjęcia z zamówienia usuwamy 90 dni po doręczeniu, chyba że zapiszesz projekt na swoim koncie.',
        'Twoje dane osobowe przetwarzamy tylko w celu realizacji zamówień, płatności i obsługi zapytań, zgodnie z naszą [polityką prywatności](/_section/legal/privacy). Ustawienia plików cookie możesz zmienić w każdej chwili; zobacz [informacje o plikach cookie](/_section/cookies-info).',
        'Jeśli chcesz wglądu w swoje dane, ich poprawienia lub usunięcia, [skontaktuj się z nami](/contact).',
      ],
    },
  },
}
