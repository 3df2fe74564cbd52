import { link, out, type MenuGroup } from './menu-items';

/** 000 §2.8 BUSINESS_PL (first readings; the others redirect, see MENU_REDIRECTS). */
export const BUSINESS_PL_MENU: readonly MenuGroup[] = [
  {
    id: 'offer',
    label: 'Oferta',
    items: [
      link('sponsoring', 'Sponsoring', '/sponsoring', [
        'koszulkaMeczowa',
        'emisjaNaBandachLed',
        'sponsoringDniaMeczowego',
        'dywany3D',
        'eskortaDziecieca',
      ]),
      link('matchday', 'Oferta dnia meczowego', '/matchday-offer', [
        'poznajOferte',
        'premiumClub',
        'goldClub',
        'lozaDiamond',
        'theBox',
      ]),
      link('boxes', 'Loże biznesowe', '/executive-boxes'),
      link('events', 'Organizacja wydarzeń', '/event-management', [
        'centrumSzkoleniowe',
        'konferencje',
        'bankiety',
        'szkolenia',
        'wesele',
        'urodziny',
        'studniowka',
        'piknik',
        'turniej',
      ]),
      link('training-center', 'Training Center', '/{club}-training-center-business', [
        'poznaj{abbr}',
        'zorganizujEvent',
        'zostanSponsorem',
        'zagrajW{abbr}',
        '{abbr}BusinessCup',
      ]),
    ],
  },
  {
    id: 'news',
    label: 'Aktualności',
    items: [
      link('all', 'Wszystkie', '/aktualnosci-biznes'),
      link('club-business', 'Klub w biznesie', '/aktualnosci-biznes/bpl-{club}-biznes'),
      link('training-center', 'Training Center', '/aktualnosci-biznes/bpl-{abbr}'),
    ],
  },
  {
    id: 'about',
    label: 'Kontakt',
    items: [
      link('contact', 'Kontakt', '/contact-business'),
      link('trusted', 'Zaufali nam', '/zaufali-nam'),
      out('business-cup', 'Business Cup', 'businessCup'),
    ],
  },
];

/** 000 §2.8 BUSINESS_EN. */
export const BUSINESS_EN_MENU: readonly MenuGroup[] = [
  {
    id: 'offer',
    label: 'Offer',
    items: [
      link('sponsoring', 'Sponsoring', '/en/sponsoring', [
        'matchShirt',
        'ledBandEmission',
        'matchDaySponsoring',
        '3DCarpets',
        'playerEscort',
      ]),
      link('matchday', 'Matchday offer', '/en/matchday-offer', [
        'discoverOffer',
        'premiumClub',
        'goldClub',
        'theBox',
      ]),
      link('boxes', 'Executive boxes', '/en/executive-boxes'),
      link('events', 'Event management', '/en/event-management', [
        'trainingCenter',
        'conferences',
        'banquets',
        'trainings',
        'wedding',
        'birthdays',
        'prom',
        'picnic',
        'tournament',
      ]),
      link('training-center', 'Training Center', '/en/{club}-training-center-business', [
        'discover{abbr}',
        'organizeEvent',
        'becomeSponsor',
        'playIn{abbr}',
        '{abbr}BusinessCup',
      ]),
    ],
  },
  {
    id: 'news',
    label: 'News',
    items: [
      link('all', 'All news', '/en/business-news'),
      link('club-business', 'Club in business', '/en/business-news/ben-{club}-business'),
      link('training-center', 'Training Center', '/en/business-news/ben-{abbr}'),
    ],
  },
  {
    id: 'about',
    label: 'Contact',
    items: [
      link('contact', 'Contact', '/en/contact-business'),
      link('trusted', 'Trusted by', '/en/trusted-by'),
      out('business-cup', 'Business Cup', 'businessCup'),
    ],
  },
];
