import { link, out, type MenuGroup } from './menu-items';

/** 000 §2.8 FOUNDATION. */
export const FOUNDATION_MENU: readonly MenuGroup[] = [
  {
    id: 'projects',
    label: 'Projekty',
    items: [
      link('stories', 'Nasze historie', '/nasze-historie'),
      link('rowing', 'Wszyscy do wioseł', '/wszyscy-do-wiosel'),
      link('ready-to-help', 'Gotowi do pomocy', '/fundacja-gotowidopomocy'),
      link('lessons', 'Lekcje z klubem', '/lekcje-z-{club}'),
      link('health', 'Celuj w zdrowie', '/celuj-w-zdrowie'),
      link('stem', 'STEM', '/STEM'),
      link('language-school', 'Szkoła językowa', '/szkola-jezykowa'),
    ],
  },
  {
    id: 'about',
    label: 'O fundacji',
    items: [
      link('board', 'Zarząd i rada fundacji', '/zarzad-i-rada-fundacji-{club}'),
      link('mission', 'Misja fundacji', '/misja-fundacji-{club}'),
    ],
  },
  {
    id: 'foundation',
    label: 'Fundacja',
    items: [
      link('help', 'Pomoc', '/fundacja-{club}-pomoc'),
      link('support', 'Wspieraj fundację', '/wspieraj-fundacje-{club}'),
      link('volunteering', 'Wolontariat', '/wolontariat'),
      link('contact', 'Kontakt', '/fundacja-{club}-kontakt'),
      link('programs', 'Nasze programy', '/nasze-programy'),
    ],
  },
  {
    id: 'organisation',
    label: 'Informacje organizacyjne',
    items: [
      link('financial-reports', 'Sprawozdania finansowe', '/sprawozdania-finansowe'),
      out('statute', 'Statut', 'foundationDocuments.statute'),
      out('aid-rules', 'Regulamin pomocy', 'foundationDocuments.aidRules'),
      out('child-safety', 'Standardy ochrony małoletnich', 'foundationDocuments.childSafetyPolicy'),
      out('privacy', 'Polityka prywatności', 'foundationDocuments.privacyPolicy'),
    ],
  },
];

/** 000 §2.8 TENNIS_AND_GOLF (menu, footer and contact links). */
export const TENNIS_AND_GOLF_MENU: readonly MenuGroup[] = [
  {
    id: 'tennis',
    label: 'Tenis',
    items: [
      link('prices', 'Cennik', '/tenis-golf-cennik'),
      out('join', 'Dołącz', 'tennis.join'),
      out('booking', 'Rezerwacja online', 'tennis.booking'),
      out('payments', 'Panel płatności', 'tennis.paymentPanel'),
      link(
        'competitive',
        'Sekcja wyczynowa',
        '/tenis-golf-zapraszamy-do-sekcji-wyczynowej-{club}-tenis',
      ),
      link('train', 'Trenuj z najlepszymi', '/tenis-golf-trenuj-z-najlepszymi'),
      link('events', 'Eventy', '/tenis-golf-eventy'),
      link('history', 'Historia', '/tenis-golf-historia'),
      link(
        'camps',
        'Obozy tenisowe',
        '/tenis-golf-organizujemy-profesjonalne-obozy-tenisowe-dla-dzieci-i-mlodziezy',
      ),
      link('one-on-one', 'Trening jeden na jeden', '/tenis-golf-trening-jeden-na-jeden'),
    ],
  },
  {
    id: 'golf',
    label: 'Golf',
    items: [
      link('join', 'Dołącz do klubu golfowego', '/tenis-golf-dolacz-do-klubu-{club}-golf'),
      out('join-club', 'Formularz klubu', 'golf.joinClub'),
      out('join-academy', 'Formularz akademii', 'golf.joinAcademy'),
      link('coaches', 'Trenerzy', '/tenis-golf-trenerzy'),
      link('first-edition', 'Pierwsza edycja za nami', '/tenis-golf-pierwsza-edycja-za-nami'),
      link(
        'turkey',
        'Golf w Turcji z pierwszą drużyną',
        '/tenis-golf-jedz-do-turcji-z-pierwsza-druzyna-{club}-warszawa-i-graj-w-golfa',
      ),
      link('golf-events', 'Eventy golfowe', '/tenis-golf-eventy-golfowe'),
    ],
  },
  {
    id: 'spa',
    label: 'Spa',
    items: [
      link('enter', 'Wejdź do spa', '/tenis-golf-wejdz-do-{club}-spa'),
      link('prices', 'Cennik spa', '/tenis-golf-zapoznaj-sie-z-naszym-cennikiem-uslug-spa'),
      link('relax', 'Zrelaksuj się', '/tenis-golf-zrelaksuj-sie-w-spa'),
      link(
        'sauna-events',
        'Wydarzenia saunowe',
        '/tenis-golf-tu-znajdziesz-informacje-o-organizowanych-wydarzeniach-saunowych',
      ),
    ],
  },
  {
    id: 'footer',
    label: 'Informacje',
    items: [
      link('courts', 'Korty i szkolenia', '/tenis-golf-korty-szkolenia'),
      link('court-booking', 'Rezerwacja kortów', '/tenis-golf-rezerwacja-kortow'),
      // 000 §2.8 `{token}`: the club's fan-token page, as in the soccer menu (docs/spec-readings.md).
      link('fan-token', 'Fan token', '/{club}-fan-token'),
      link('vision', 'Wizja', '/tenis-golf-wizja'),
      link('contact', 'Kontakt', '/tenis-golf-kontakt'),
      link('rules', 'Regulamin obiektu', '/tenis-golf-regulamin-korzystania-z-obiektu'),
      link('club-contact', 'Kontakt z klubem', '/{club}-tenis-golf'),
    ],
  },
];

/** 000 §2.8 ATHLETICS. */
export const ATHLETICS_MENU: readonly MenuGroup[] = [
  {
    id: 'news',
    label: 'Aktualności',
    items: [
      link('all', 'Wszystkie', '/aktualnosci-athletics'),
      link('events', 'Wydarzenia', '/aktualnosci-athletics/wydarzenia'),
      link('articles', 'Artykuły', '/aktualnosci-athletics/artykuly'),
      link('galleries', 'Galerie', '/aktualnosci-athletics/galerie'),
      link('videos', 'Wideo', '/aktualnosci-athletics/wideo'),
    ],
  },
  {
    id: 'about',
    label: 'O klubie',
    items: [
      link('about', 'O klubie', '/o-klubie-athletics'),
      link('coaches', 'Trenerzy', '/o-klubie-athletics-trenerzy'),
      link('history', 'Historia', '/o-klubie-athletics-historia'),
    ],
  },
  {
    id: 'offer',
    label: 'Oferta',
    items: [
      link('prices', 'Cennik', '/oferta-athletics-cennik'),
      link('contact', 'Kontakt', '/oferta-athletics-kontakt'),
    ],
  },
  {
    id: 'training',
    label: 'Treningi',
    items: [
      link('sections', 'Sekcje', '/treningi-athletics-sekcje'),
      link('schedule', 'Harmonogram', '/treningi-athletics-harmonogram'),
      link('join', 'Dołącz', '/dolacz-do-{club}-athletics'),
      out('schools', 'Szkółki', 'athleticsSchools'),
    ],
  },
];
