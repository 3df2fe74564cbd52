import { sql } from 'drizzle-orm';
import type { Database } from '@trybuna/db';
import {
  articles,
  articleTags,
  clubs,
  componentItems,
  components,
  competitions,
  competitionSeasons,
  groups,
  images,
  matches,
  pages,
  pageTypes,
  publicationCategories,
  seasons,
  squadPlayers,
  squads,
  standings,
  statistics,
  surveyAnswers,
  surveys,
  tags,
  teams,
} from '@trybuna/db/schema';

const crop = { x: 0, y: 0, width: 1200, height: 800 };

/** A small, fixed data set for API tests: ids are the ones the tests ask for. */
export async function insertFixtures(database: Database): Promise<void> {
  const { db } = database;
  await db.insert(publicationCategories).values([
    { id: 1, name: 'piłka nożna', slug: 'pilkarskie' },
    { id: 39, name: 'fundacja', slug: 'fundacja' },
  ]);
  await db.insert(images).values([
    {
      id: 1,
      path: 'seed/photo-1.jpg',
      width: 1920,
      height: 1080,
      author: 'Fot. Anna Nowak',
      crops: { article_list: crop, desktopHero: crop },
    },
    { id: 2, path: 'seed/crest-1.png', width: 256, height: 256 },
  ]);
  await db.insert(tags).values([
    { id: 1, name: 'Liga', slug: 'liga' },
    { id: 2, name: '[a] U19', slug: 'a-u19' },
  ]);
  await db.insert(pageTypes).values({ id: 1, slug: 'o-klubie', name: 'O klubie' });
  const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));
  await db.insert(articles).values([
    {
      id: 1,
      slug: 'zwyciestwo-w-lodzi',
      title: 'Zwycięstwo w Łodzi',
      teaser: 'Trzy punkty',
      body: '<p>Mecz</p>',
      shareUrl: 'http://localhost:3000/aktualnosci/pilkarskie/zwyciestwo-w-lodzi/1',
      publicationTime: day(1),
      publicationCategoryId: 1,
      imageId: 1,
    },
    {
      id: 2,
      slug: 'galeria-z-treningu',
      title: 'Galeria z treningu',
      kind: 'photo',
      shareUrl: 'x',
      publicationTime: day(2),
      publicationCategoryId: 1,
      imageId: 1,
    },
    {
      id: 3,
      slug: 'tylko-dla-kibicow',
      title: 'Tylko dla kibiców',
      body: '<p>Tajemnica szatni</p>',
      signedInOnly: true,
      shareUrl: 'x',
      publicationTime: day(3),
      publicationCategoryId: 1,
    },
    {
      id: 4,
      slug: 'fundacja-pomaga',
      title: 'Fundacja pomaga',
      kind: 'video',
      shareUrl: 'x',
      publicationTime: day(4),
      publicationCategoryId: 39,
    },
    {
      id: 5,
      slug: 'business-news',
      title: 'Business news',
      locale: 'en',
      shareUrl: 'x',
      publicationTime: day(5),
    },
    {
      id: 6,
      slug: 'o-klubie',
      title: 'O klubie',
      type: 'StaticPage',
      shareUrl: 'x',
      publicationTime: day(1),
      pageTypeId: 1,
    },
  ]);
  await db.insert(articleTags).values([
    { articleId: 1, tagId: 1 },
    { articleId: 2, tagId: 2 },
  ]);
  await db.insert(components).values([
    { id: 10, articleId: 3, index: 0, kind: 'text', payload: { html: '<p>ukryte</p>' } },
    { id: 11, articleId: 2, index: 0, kind: 'gallery', payload: { layout: 'list' } },
  ]);
  await db.insert(pages).values({ id: 1, slug: 'home', title: 'Strona główna' });
  await db.insert(components).values([
    {
      id: 1,
      pageId: 1,
      index: 2,
      kind: 'news',
      payload: { layout: 'REGULAR', title: 'Aktualności' },
    },
    { id: 2, pageId: 1, index: 0, kind: 'hero_thematic', payload: { title: 'Witamy' }, imageId: 1 },
    { id: 3, pageId: 1, index: 1, kind: 'text', payload: { html: '<p>Tekst</p>' } },
  ]);
  await db.insert(componentItems).values([
    { componentId: 1, relation: 'articles', itemId: 2, position: 0 },
    { componentId: 1, relation: 'articles', itemId: 1, position: 1 },
    { componentId: 11, relation: 'images', itemId: 1, position: 0 },
  ]);

  await db.insert(clubs).values([
    { id: 1, name: 'KS Sokół Warszawa', shortName: 'Sokół', code: 'SOK', imageId: 2 },
    { id: 2, name: 'Orzeł Kraków', shortName: 'Orzeł', code: 'ORZ', imageId: 2 },
  ]);
  await db.insert(competitions).values({ id: 1, name: 'Ekstraliga', slug: 'ekstraliga' });
  await db.insert(seasons).values({ id: 1, name: '2026/27', isCurrent: true });
  await db.insert(competitionSeasons).values({
    id: 1,
    name: 'Ekstraliga 2026/27',
    competitionId: 1,
    seasonId: 1,
    ticketCounterSold: 100,
    ticketCounterPool: 200,
    ticketCounterShowCounter: true,
  });
  await db.insert(groups).values({ id: 1, name: 'Tabela', competitionSeasonId: 1 });
  await db.insert(standings).values([
    {
      groupId: 1,
      clubId: 2,
      position: 2,
      matches: 2,
      wins: 1,
      draws: 0,
      losses: 1,
      goalsFor: 3,
      goalsAgainst: 3,
      points: 3,
      form: 'WL',
    },
    {
      groupId: 1,
      clubId: 1,
      position: 1,
      matches: 2,
      wins: 2,
      draws: 0,
      losses: 0,
      goalsFor: 4,
      goalsAgainst: 1,
      points: 6,
      form: 'WW',
    },
  ]);
  await db.insert(teams).values([
    { id: 1, name: 'Pierwsza drużyna', isMain: true, clubName: 'KS Sokół Warszawa', position: 0 },
    { id: 2, name: 'Orzeł Kraków', clubName: 'Orzeł Kraków', position: 0 },
  ]);
  await db.insert(squads).values([
    {
      id: 1,
      name: 'Pierwsza drużyna',
      slug: 'pierwsza-druzyna',
      clubCode: 'SOK',
      clubName: 'KS Sokół Warszawa',
      clubImageId: 2,
      teamId: 1,
      seasonId: 1,
      clubId: 1,
    },
    {
      id: 2,
      name: 'Orzeł Kraków',
      slug: 'orzel-krakow',
      clubCode: 'ORZ',
      clubName: 'Orzeł Kraków',
      clubImageId: 2,
      teamId: 2,
      seasonId: 1,
      clubId: 2,
    },
  ]);
  await db.insert(squadPlayers).values([
    {
      id: 1,
      squadId: 1,
      firstName: 'Jan',
      lastName: 'Bramkarz',
      slug: 'jan-bramkarz',
      position: 'goalkeeper',
      number: 1,
    },
    {
      id: 2,
      squadId: 1,
      firstName: 'Piotr',
      lastName: 'Napastnik',
      slug: 'piotr-napastnik',
      position: 'striker',
      number: 9,
    },
    {
      id: 3,
      squadId: 1,
      firstName: 'Adam',
      lastName: 'Rezerwowy',
      slug: 'adam-rezerwowy',
      position: 'defender',
      number: 30,
      status: 'inactive',
    },
  ]);
  await db.insert(statistics).values({
    id: 1,
    squadPlayerId: 2,
    competitionSeasonId: 1,
    values: { goals: 7, matches_played: 10, minutes_played: 800, shots: 30, yellow_cards: 2 },
  });
  await db.insert(matches).values([
    {
      id: 1,
      competitionSeasonId: 1,
      status: 'ended',
      startTime: day(1),
      homeSquadId: 1,
      awaySquadId: 2,
      homeSquadScore: 2,
      awaySquadScore: 1,
    },
    {
      id: 2,
      competitionSeasonId: 1,
      status: 'live',
      startTime: day(20),
      homeSquadId: 2,
      awaySquadId: 1,
    },
    {
      id: 3,
      competitionSeasonId: 1,
      status: 'pending',
      startTime: day(27),
      homeSquadId: 1,
      awaySquadId: 2,
      ticketsUrl: 'https://bilety.example/3',
      ticketCounterShowCounter: true,
      ticketCounterSold: 10,
      ticketCounterPool: 100,
    },
  ]);
  await db
    .insert(surveys)
    .values({ id: 1, question: 'Kto zagrał najlepiej?', answersType: 'player' });
  await db.insert(surveyAnswers).values([
    {
      id: 1,
      surveyId: 1,
      content: 'Jan',
      resourceType: 'squad_players',
      resourceId: 1,
      answersCount: 3,
      position: 0,
    },
    {
      id: 2,
      surveyId: 1,
      content: 'Orzeł',
      resourceType: 'clubs',
      resourceId: 2,
      answersCount: 1,
      position: 1,
    },
  ]);
  // The components were written with explicit ids: the sequence they share with timeline items
  // (migration 0014) moves past them, as the demo seed's own inserts do.
  await database.query(sql`select setval('components_id_seq', (select max(id) from components))`);
}
