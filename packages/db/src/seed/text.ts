import type { Random } from './context';

/** Themes of the demo news: each has headlines and sentences a club's press office would write. */
export type Theme =
  | 'match'
  | 'club'
  | 'basketball'
  | 'youth'
  | 'sections'
  | 'kids'
  | 'foundation'
  | 'tennis'
  | 'district'
  | 'academy'
  | 'business'
  | 'businessEn'
  | 'athletics';

/** `{short}` is the club's short name, `{opp}` an opponent, `{player}` a player. */
export const SENTENCES: Readonly<Record<Theme, readonly string[]>> = {
  match: [
    '{short} od pierwszego gwizdka narzucił rywalom swój styl gry i konsekwentnie budował przewagę.',
    'Kibice na trybunach stworzyli znakomitą atmosferę, a doping nie ustawał nawet na chwilę.',
    'Trener po meczu podkreślał, że zespół wykonał plan taktyczny przygotowany na ten mecz.',
    '{player} był jednym z najaktywniejszych zawodników na boisku i zasłużenie zebrał brawa.',
    'W drugiej połowie {opp} próbował odpowiedzieć, ale defensywa gospodarzy pozostała skoncentrowana.',
    'Kolejne spotkanie drużyna rozegra już w przyszłym tygodniu, a przygotowania ruszają od poniedziałku.',
    'Sztab szkoleniowy ma do dyspozycji niemal pełną kadrę, co przed intensywnym okresem jest dobrą wiadomością.',
    'Bilety na najbliższe spotkanie są dostępne w kasach stadionu oraz w sprzedaży internetowej.',
  ],
  club: [
    'Klub od lat stawia na bliski kontakt z kibicami i lokalną społecznością.',
    'Nowa inicjatywa to kolejny krok w budowaniu nowoczesnej organizacji sportowej.',
    'Szczegóły zostaną przedstawione na spotkaniu z kibicami na stadionie.',
    'Pracownicy klubu przygotowali wydarzenie z myślą o całych rodzinach.',
    'Zapraszamy do śledzenia klubowych mediów, w których pojawią się kolejne informacje.',
  ],
  basketball: [
    'Koszykarze {short} zagrali z ogromnym zaangażowaniem przed własną publicznością.',
    'Kluczowa okazała się skuteczność w ostatniej kwarcie, w której zespół odskoczył rywalom.',
    'Rozgrywający zespołu zakończył mecz z double-double na koncie.',
    'Kolejny mecz w hali odbędzie się w sobotę, a bilety są już w sprzedaży.',
  ],
  youth: [
    'Młodzi zawodnicy pokazali, że praca wykonana na treningach przynosi efekty.',
    'Trenerzy zwracają uwagę na rozwój indywidualny każdego piłkarza, a nie tylko na wyniki.',
    'Kilku zawodników otrzymało powołania do reprezentacji Polski w swoich rocznikach.',
    'Drużyna wraca do treningów już we wtorek i przygotowuje się do kolejnej kolejki ligi.',
  ],
  sections: [
    'Sekcja od lat należy do czołówki krajowej w swojej dyscyplinie.',
    'Zawodnicy przygotowywali się do startu przez całą zimę na obiektach klubu.',
    'Na podium stanęli zarówno doświadczeni sportowcy, jak i debiutanci.',
    'Kolejne zawody odbędą się w przyszłym miesiącu, a wstęp dla kibiców jest wolny.',
  ],
  kids: [
    'Dzieci mogły spróbować swoich sił na specjalnie przygotowanym torze przeszkód.',
    'Na najmłodszych kibiców czekały konkursy z nagrodami i spotkanie z maskotką klubu.',
    'Zajęcia prowadzili trenerzy z licencjami i doświadczeniem w pracy z dziećmi.',
    'Zapisy na kolejną edycję ruszą już wkrótce, liczba miejsc jest ograniczona.',
  ],
  foundation: [
    'Fundacja od lat wspiera dzieci i młodzież, wykorzystując sport jako narzędzie zmiany.',
    'W projekcie wzięło udział kilkuset uczniów ze szkół z całego województwa.',
    'Wolontariusze fundacji przygotowali paczki, które trafiły do potrzebujących rodzin.',
    'Każda darowizna pozwala nam docierać z programami do kolejnych miejscowości.',
    'Dziękujemy partnerom i darczyńcom, bez których ta inicjatywa nie byłaby możliwa.',
  ],
  tennis: [
    'Korty klubu przyjęły w weekend zawodników z całej Polski.',
    'Turniej rozegrano na nawierzchni ceglanej w znakomitych warunkach pogodowych.',
    'Trenerzy sekcji prowadzą zajęcia indywidualne i grupowe dla dzieci oraz dorosłych.',
    'Rezerwacja kortów jest możliwa przez system online przez cały tydzień.',
  ],
  district: [
    'Klub odwiedził kolejną dzielnicę, spotykając się z mieszkańcami i lokalnymi szkołami.',
    'Na boisku osiedlowym odbył się turniej, w którym zagrało kilkanaście drużyn.',
    'Piłkarze pierwszej drużyny rozdawali autografy i pozowali do zdjęć z kibicami.',
    'Program będzie kontynuowany w kolejnych dzielnicach aż do końca sezonu.',
  ],
  academy: [
    'Akademia {short} konsekwentnie realizuje model szkolenia oparty na grze kombinacyjnej.',
    'Zespół z akademii zagrał odważnie i stworzył wiele sytuacji bramkowych.',
    'Trenerzy akademii podsumowali mikrocykl i wskazali elementy do poprawy.',
    'Wychowankowie akademii coraz częściej trenują z pierwszą drużyną.',
    'Rodzice zawodników otrzymali szczegółowy harmonogram zajęć na kolejny miesiąc.',
  ],
  business: [
    'Klub Biznesu {short} to miejsce spotkań przedsiębiorców i partnerów klubu.',
    'Podczas spotkania partnerzy poznali plany rozwoju infrastruktury stadionu.',
    'Strefy premium na stadionie zapewniają komfortowe warunki do rozmów biznesowych.',
    'Zapraszamy firmy do kontaktu z działem sprzedaży w sprawie oferty sponsorskiej.',
  ],
  businessEn: [
    'The {short} Business Club brings together entrepreneurs and partners of the club.',
    'Partners learned about the plans to develop the stadium infrastructure.',
    'Premium areas at the stadium offer a comfortable setting for business meetings.',
    'Companies are welcome to contact our sales team about sponsorship opportunities.',
  ],
  athletics: [
    'Lekkoatleci {short} rywalizowali na stadionie w konkurencjach biegowych i technicznych.',
    'Kilku zawodników poprawiło rekordy życiowe, a jedna zawodniczka uzyskała minimum na mistrzostwa Polski.',
    'Grupy treningowe dla dzieci i młodzieży prowadzone są przez cały rok.',
    'Zapraszamy na zajęcia próbne, pierwsze z nich są bezpłatne.',
  ],
};

export function fill(
  template: string,
  words: { short: string; opp?: string; player?: string },
): string {
  return template
    .replaceAll('{short}', words.short)
    .replaceAll('{opp}', words.opp ?? 'rywal')
    .replaceAll('{player}', words.player ?? 'Kapitan zespołu');
}

/** A body of `paragraphs` paragraphs (HTML), 2–3 sentences each, from the theme's sentences. */
export function bodyHtml(
  random: Random,
  theme: Theme,
  paragraphs: number,
  words: { short: string; opp?: string; player?: string },
): string {
  const sentences = SENTENCES[theme];
  const out: string[] = [];
  for (let i = 0; i < paragraphs; i++) {
    const picked = random.sample(sentences, random.int(2, 3)).map((s) => fill(s, words));
    out.push(`<p>${picked.join(' ')}</p>`);
  }
  return out.join('\n');
}

/** A short teaser: the first sentence of the theme, filled. */
export function teaser(random: Random, theme: Theme, words: { short: string; opp?: string }) {
  return fill(random.pick(SENTENCES[theme]), words);
}
