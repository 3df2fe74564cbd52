import type { SectionKey } from './sections';
import { link, out, type MenuGroup, type MenuItem } from './menu-items';

/** 000 §2.8 SOCCER and ACADEMY. */
export const SOCCER_MENU: readonly MenuGroup[] = [
  {
    id: 'news',
    label: 'Aktualności',
    items: [
      link('all', 'Wszystkie', '/aktualnosci/wszystkie'),
      link('football', 'Piłkarskie', '/aktualnosci/pilkarskie'),
      link('basketball', 'Koszykówka', '/aktualnosci/koszykowka'),
      link('youth', 'Drużyny młodzieżowe', '/aktualnosci/druzyny-mlodziezowe'),
      link('other', 'Inne sekcje', '/aktualnosci/inne-sekcje'),
      link('foundation', 'Fundacja', '/aktualnosci/fundacja'),
      link('life', 'Z życia klubu', '/aktualnosci/z-zycia-{club}'),
      link('district', 'W twojej dzielnicy', '/aktualnosci/{club}-w-twojej-dzielnicy'),
      link('events', 'Wydarzenia', '/aktualnosci/wszystkie/wydarzenia'),
      link('kids', 'Dla dzieci', '/aktualnosci/dla-dzieci'),
    ],
  },
  {
    id: 'football',
    label: 'Piłka nożna',
    items: [
      link('football-home', 'Piłka nożna', '/pilka-nozna'),
      link('football-news', 'Aktualności piłkarskie', '/aktualnosci/pilkarskie'),
      link('highlights', 'Skróty meczów', '/aktualnosci/wszystkie/skroty-meczow'),
      link('team', 'Drużyna', '/pilka-nozna/druzyna'),
      link('fixtures', 'Terminarz', '/pilka-nozna/terminarz/nadchodzace-mecze'),
      link('tables', 'Tabele i wyniki', '/pilka-nozna/terminarz/tabele-wynikow'),
      out('tickets', 'Bilety', 'tickets'),
      link('training-center', 'Training Center', '/{club}-training-center/1381'),
    ],
  },
  {
    id: 'gallery',
    label: 'Galeria',
    items: [
      link('photo', 'Foto', '/aktualnosci/wszystkie/foto'),
      link('tv', 'Klubowa telewizja', '/aktualnosci/wszystkie/{club}-tv'),
    ],
  },
  {
    id: 'club',
    label: 'Klub',
    items: [
      link('about', 'O klubie', '/o-klubie'),
      link('authorities', 'Władze klubu', '/wladze-klubu'),
      link('stadium', 'Stadion', '/stadion'),
      link('history', 'Historia', '/historia'),
      link('sponsors', 'Sponsorzy', '/sponsorzy'),
      link('contact', 'Kontakt', '/kontakt'),
      link('press', 'Biuro prasowe', '/biuro-prasowe'),
      link('jobs', 'Praca', '/praca'),
      link('financial-reports', 'Raporty finansowe', '/raporty-finansowe'),
      link('visual-identity', 'Identyfikacja wizualna', '/identyfikacja-wizualna'),
      link('publications', 'Publikacje', '/publikacje'),
    ],
  },
  {
    id: 'others',
    label: 'Pozostałe',
    items: [
      out('tickets', 'Bilety', 'tickets'),
      out('shop', 'Sklep kibica', 'shop'),
      out('membership', 'Karnety', 'membership'),
      out('stadium-360', 'Wirtualny spacer 360', 'stadiumTour360'),
      link('tours', 'Wycieczki po stadionie', '/wycieczki'),
      link('fan-token', 'Fan token', '/{club}-fan-token'),
      link('pubs', 'Puby', '/puby'),
      link('eco-cups', 'Eko-kubki', '/eko-kubki'),
      out('basketball', 'Koszykówka', 'basketball'),
      link('other-sections', 'Inne sekcje', '/aktualnosci/inne-sekcje'),
      link('for-fans', 'Dla kibica', '/dla-kibica'),
      link('museum', 'Muzeum', '/muzeum-{club}'),
      out('soccer-schools', 'Szkółki piłkarskie', 'soccerSchools'),
      out('basketball-schools', 'Szkółki koszykarskie', 'basketballSchools'),
      out('academy', 'Akademia', 'academy'),
      out('worldwide', 'Worldwide', 'worldwide'),
      out('business', 'Biznes', 'business'),
      out('foundation', 'Fundacja', 'foundation'),
      link('with-class', 'Kibicuj z klasą', '/kibicuj-z-klasa'),
      link('no-barriers', 'Bez barier', '/{club}-bez-barier'),
      link('help', 'Pomoc', '/pomoc'),
      link('fan-service', 'Punkt obsługi kibica', '/punkt-obslugi-kibica'),
      link('partner-bank', 'Bank partnerski', '/{partner-bank}'),
    ],
  },
];

export const ACADEMY_MENU: readonly MenuGroup[] = [
  {
    id: 'news',
    label: 'Aktualności',
    items: [
      link('all', 'Wszystkie', '/aktualnosci-akademii'),
      link('second-team', 'Rezerwy', '/aktualnosci-akademii/a-{club}-ii'),
      link('u19', 'U19', '/aktualnosci-akademii/a-u19'),
      link('u17', 'U17', '/aktualnosci-akademii/a-u17'),
      link('u16', 'U16', '/aktualnosci-akademii/a-u16'),
      link('u15', 'U15', '/aktualnosci-akademii/a-u15'),
      link('u14', 'U14', '/aktualnosci-akademii/a-u14'),
      link('u13-u7', 'U13–U7', '/aktualnosci-akademii/a-u13-u7'),
    ],
  },
  {
    id: 'academy',
    label: 'Akademia',
    items: [
      link('about', 'O nas', '/akademia-o-nas'),
      link('alumni', 'Absolwenci', '/akademia-absolwenci'),
      link('authorities', 'Władze i departamenty', '/akademia-wladze-i-departamenty'),
      link('facilities', 'Obiekty', '/akademia-obiekty'),
      link('partner-clubs', 'Kluby partnerskie', '/akademia-kluby-partnerskie'),
      link('internships', 'Staże szkoleniowe', '/akademia-staze-szkoleniowe'),
      link('teams', 'Drużyny', '/druzyna'),
      link('fixtures', 'Terminarze i wyniki', '/terminarze-wyniki'),
      link('contact', 'Kontakt', '/akademia-kontakt'),
      link('school', 'Szkoła Mistrzostwa Sportowego', '/akademia-sms-{club}'),
    ],
  },
  {
    id: 'development',
    label: 'Akademia rozwoju',
    items: [
      link('player-zone', 'Strefa zawodnika', '/aktualnosci-akademii/a-strefazawodnika'),
      link('coach-zone', 'Strefa trenera', '/aktualnosci-akademii/a-strefatrenera'),
      link('parent-zone', 'Strefa rodzica', '/aktualnosci-akademii/a-strefarodzica'),
    ],
  },
  {
    id: 'boarding-house',
    label: 'Bursa',
    items: [
      link('management', 'Dyrekcja bursy', '/akademia-bursa-dyrekcja-bursy'),
      link('tutors', 'Wychowawcy', '/akademia-bursa-wychowawcy'),
      link('for-pupil', 'Dla wychowanka', '/akademia-bursa-dla-wychowanka'),
      link('for-parent', 'Dla rodzica', '/akademia-bursa-dla-rodzica'),
      link('statute', 'Statut', '/akademia-bursa-statut'),
    ],
  },
  {
    id: 'school',
    label: 'Szkoła sportowa',
    items: [
      link('management', 'Dyrekcja', '/akademia-sms-lo-dyrekcja'),
      link('teachers', 'Kadra pedagogiczna', '/akademia-sms-lo-kadra-pedagogiczna'),
      link('office', 'Sekretariat', '/akademia-sms-lo-sekretariat'),
      link('for-student', 'Dla ucznia', '/akademia-sms-lo-dla-ucznia'),
      link('for-parent', 'Dla rodzica', '/akademia-sms-lo-dla-rodzica'),
      link('for-candidate', 'Dla kandydata', '/akademia-sms-lo-dla-kandydata'),
      link('statute', 'Statut szkoły', '/akademia-sms-lo-statut-szkoly'),
      link(
        'primary-candidate',
        'Szkoła podstawowa – dla kandydata',
        '/szkola-podstawowa-sms-dla-kandydata',
      ),
    ],
  },
  {
    id: 'multimedia',
    label: 'Multimedia',
    items: [
      link('galleries', 'Galerie', '/aktualnosci-akademii/galerie'),
      link('videos', 'Wideo', '/aktualnosci-akademii/wideo'),
    ],
  },
];

/**
 * 000 §2.8 right links of a section's header: on ACADEMY about, alumni and contact (its socials,
 * facebook, x, instagram and youtube, come from `SECTION_SOCIALS` and the club config).
 */
export const RIGHT_LINKS: Readonly<Partial<Record<SectionKey, readonly MenuItem[]>>> = {
  ACADEMY: [
    link('about', 'O nas', '/akademia-o-nas'),
    link('alumni', 'Absolwenci', '/akademia-absolwenci'),
    link('contact', 'Kontakt', '/akademia-kontakt'),
  ],
};
