import type { z } from 'zod';
import type { clubSchema } from './club-schema';
import { demoAdSlots } from './demo-ads';

const site = 'https://sokol-warszawa.example';
const media = 'https://media.sokol-warszawa.example';

/** Ticketing, the fan store and membership: linked from menus and the house ads. */
const outbound = {
  tickets: 'https://bilety.sokol-warszawa.example',
  shop: 'https://sklep.sokol-warszawa.example',
  membership: 'https://karnety.sokol-warszawa.example',
};

const soccerTheme = {
  primary: '#0b3d2e',
  onPrimary: '#ffffff',
  accent: '#d4a017',
  surface: '#ffffff',
  text: '#111418',
  muted: '#545d69',
};

/**
 * The demo club: fictional. KS Sokół Warszawa, its training centre "Sokół Training Center" (STC).
 * Any resemblance of the trophy counts to a real club is the spec's (000 §9), not ours.
 */
export const demoClub = {
  displayName: 'KS Sokół Warszawa',
  shortName: 'Sokół',
  club: 'sokol',
  abbr: 'STC',
  academyClubName: 'Akademia Sokół',
  city: 'Warszawa',
  timeZone: 'Europe/Warsaw',
  shopCurrency: 'PLN',
  trophies: { championships: 16, cups: 21, supercups: 6 },
  themes: {
    SOCCER: soccerTheme,
    ACADEMY: { ...soccerTheme, primary: '#0b3d91', accent: '#f2c230' },
    BUSINESS_PL: { ...soccerTheme, primary: '#1c1c1c', accent: '#b8913a', muted: '#595959' },
    BUSINESS_EN: { ...soccerTheme, primary: '#1c1c1c', accent: '#b8913a', muted: '#595959' },
    FOUNDATION: { ...soccerTheme, primary: '#a3112b', accent: '#f4b400' },
    TENNIS_AND_GOLF: { ...soccerTheme, primary: '#1f5f3a', accent: '#c5d86d' },
    ATHLETICS: { ...soccerTheme, primary: '#a8380c', accent: '#1b1b1b' },
    VOD: { ...soccerTheme, primary: '#111111', accent: '#d4a017' },
  },
  partnerBankSlug: 'bank-partnerski',
  sponsors: {
    SOCCER: {
      main: { name: 'Vistula Energia', url: 'https://vistula-energia.example' },
      partners: [
        { name: 'Bank Mazowsze', url: 'https://bank-mazowsze.example' },
        { name: 'Piwowar Praski', url: 'https://piwowar-praski.example' },
        { name: 'Kolej Wisła', url: 'https://kolej-wisla.example' },
        { name: 'SportLine', url: 'https://sportline.example' },
      ],
    },
    FOUNDATION: {
      main: { name: 'Fundusz Dobrej Woli', url: 'https://fundusz-dobrej-woli.example' },
      partners: [{ name: 'Bank Mazowsze', url: 'https://bank-mazowsze.example' }],
    },
    TENNIS_AND_GOLF: {
      main: { name: 'Green Court', url: 'https://green-court.example' },
      partners: [{ name: 'SportLine', url: 'https://sportline.example' }],
    },
    ACADEMY: {
      main: { name: 'Vistula Energia', url: 'https://vistula-energia.example' },
      partners: [{ name: 'Szkoła Mistrzów', url: 'https://szkola-mistrzow.example' }],
    },
  },
  adSlots: demoAdSlots(outbound),
  belts: {
    SOCCER: {
      advertising: {
        name: 'SportLine',
        url: 'https://sportline.example/kolekcja-meczowa',
        tagline: 'Nowa kolekcja meczowa – koszulki, szaliki i czapki już w sprzedaży',
      },
      cityPartner: {
        name: 'Warszawa – Miasto Sportu',
        url: 'https://miasto-sportu.example',
        tagline: 'Partner miejski klubu',
      },
    },
    FOUNDATION: {
      cityPartner: {
        name: 'Warszawa – Miasto Sportu',
        url: 'https://miasto-sportu.example',
        tagline: 'Wspiera programy fundacji w dzielnicach',
      },
    },
  },
  leaguePartner: { name: 'Ekstraliga Mazowsza', url: 'https://ekstraliga-mazowsza.example' },
  technologyPartners: [
    { name: 'Chmura Mazowsze', url: 'https://chmura-mazowsze.example' },
    { name: 'Kodeks Software', url: 'https://kodeks-software.example' },
  ],
  fanApplicationId: 'trybuna-web',
  // A demo messenger app id (not a registered app); the account is the soccer X profile's.
  share: { messengerAppId: '100200300400500', microblogVia: 'sokolwarszawa' },
  hiddenMatchCentreIds: ['1757'],
  urls: {
    // The site's own route (apps/web/src/app/api/probe): the demo has no outside host that
    // surely answers, and coming back online must not be reported as offline again.
    connectivityProbe: '/api/probe',
    ...outbound,
    appStores: {
      apple: 'https://apps.apple.example/sokol-warszawa',
      google: 'https://play.google.example/store/apps/sokol-warszawa',
      huawei: 'https://appgallery.huawei.example/sokol-warszawa',
    },
    socials: {
      SOCCER: {
        facebook: 'https://facebook.example/sokolwarszawa',
        instagram: 'https://instagram.example/sokolwarszawa',
        twitter: 'https://x.example/sokolwarszawa',
        youtube: 'https://youtube.example/@sokolwarszawa',
        linkedin: 'https://linkedin.example/company/sokol-warszawa',
      },
      ACADEMY: {
        facebook: 'https://facebook.example/akademiasokol',
        x: 'https://x.example/akademiasokol',
        instagram: 'https://instagram.example/akademiasokol',
        youtube: 'https://youtube.example/@akademiasokol',
      },
      BUSINESS_PL: { linkedin: 'https://linkedin.example/company/sokol-biznes' },
      BUSINESS_EN: { linkedin: 'https://linkedin.example/company/sokol-biznes' },
      FOUNDATION: {
        facebook: 'https://facebook.example/fundacjasokol',
        instagram: 'https://instagram.example/fundacjasokol',
      },
      TENNIS_AND_GOLF: {
        facebook: 'https://facebook.example/sokoltenisgolf',
        instagram: 'https://instagram.example/sokoltenisgolf',
        linkedin: 'https://linkedin.example/company/sokol-tenis-golf',
      },
      ATHLETICS: {
        facebook: 'https://facebook.example/sokolathletics',
        instagram: 'https://instagram.example/sokolathletics',
      },
      VOD: {},
    },
    vod: 'https://vod.sokol-warszawa.example',
    basketball: 'https://kosz.sokol-warszawa.example',
    soccerSchools: 'https://szkolki.sokol-warszawa.example',
    basketballSchools: 'https://szkolki-kosz.sokol-warszawa.example',
    athleticsSchools: 'https://szkolki-athletics.sokol-warszawa.example',
    worldwide: 'https://worldwide.sokol-warszawa.example',
    businessCup: 'https://businesscup.sokol-warszawa.example',
    stadiumTour360: 'https://360.sokol-warszawa.example',
    help: `${site}/pomoc`,
    tennis: {
      join: 'https://tenis.sokol-warszawa.example/dolacz',
      booking: 'https://tenis.sokol-warszawa.example/rezerwacje',
      paymentPanel: 'https://tenis.sokol-warszawa.example/platnosci',
    },
    golf: {
      joinClub: 'https://golf.sokol-warszawa.example/dolacz-do-klubu',
      joinAcademy: 'https://golf.sokol-warszawa.example/dolacz-do-akademii',
    },
    privacy: {
      pl: `${media}/documents/polityka-prywatnosci.pdf`,
      en: `${media}/documents/privacy-policy.pdf`,
      foundation: `${media}/documents/fundacja-polityka-prywatnosci.pdf`,
    },
    foundationDocuments: {
      statute: `${media}/documents/fundacja-statut.pdf`,
      aidRules: `${media}/documents/fundacja-regulamin-pomocy.pdf`,
      childSafetyPolicy: `${media}/documents/fundacja-standardy-ochrony-maloletnich.pdf`,
      privacyPolicy: `${media}/documents/fundacja-polityka-prywatnosci.pdf`,
    },
    mediaFiles: media,
  },
} satisfies z.input<typeof clubSchema>;
