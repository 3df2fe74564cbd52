import type { Database } from '@trybuna/db';
import {
  articles,
  componentItems,
  components,
  pages,
  squadPlayers,
  squadStaffMembers,
  statistics,
} from '@trybuna/db/schema';

export const SECRET = 'podglad-tajny-klucz-0123456789';

export const ARTICLE = 30;
export const PAGE = 30;
export const PAGE_TEXT = 300;
export const PAGE_IMAGE = 301;
export const ARTICLE_TEXT = 302;
export const PLAYER = 30;
export const STAFF = 30;
export const PLAYER_STATS = 30;

/**
 * One draft of each kind on top of the shared fixtures: an article (with a module, linked from
 * the home page's news module), a main page with two modules, a player with statistics and a
 * staff member of squad 1.
 */
export async function draftFixtures(database: Database): Promise<void> {
  const { db } = database;
  await db.insert(articles).values({
    id: ARTICLE,
    slug: 'szkic-zapowiedzi',
    title: 'Zapowiedź sezonu (szkic)',
    teaser: 'Wkrótce',
    body: '<p>Przygotowania ruszają w lipcu</p>',
    shareUrl: 'x',
    publicationTime: new Date(Date.UTC(2026, 10, 30, 12)),
    publicationCategoryId: 1,
    draft: true,
  });
  await db.insert(pages).values({
    id: PAGE,
    kind: 'main_page',
    slug: 'zapowiedz-sezonu',
    title: 'Zapowiedź sezonu – wersja robocza',
    draft: true,
  });
  await db.insert(components).values([
    {
      id: PAGE_TEXT,
      pageId: PAGE,
      index: 0,
      kind: 'text',
      payload: { html: '<p>Szkic strony</p>' },
    },
    {
      id: PAGE_IMAGE,
      pageId: PAGE,
      index: 1,
      kind: 'image',
      payload: { description: 'Drużyna' },
      imageId: 1,
    },
    {
      id: ARTICLE_TEXT,
      articleId: ARTICLE,
      index: 0,
      kind: 'text',
      payload: { html: '<p>Szkic modułu</p>' },
    },
  ]);
  // The home page's news module (component 1: articles 2, 1) also links the draft, last.
  await db
    .insert(componentItems)
    .values({ componentId: 1, relation: 'articles', itemId: ARTICLE, position: 2 });
  await db.insert(squadPlayers).values({
    id: PLAYER,
    squadId: 1,
    firstName: 'Nowy',
    lastName: 'Zawodnik',
    slug: 'nowy-zawodnik',
    position: 'midfielder',
    number: 7,
    draft: true,
  });
  await db.insert(statistics).values({
    id: PLAYER_STATS,
    squadPlayerId: PLAYER,
    competitionSeasonId: 1,
    values: { goals: 0, matches_played: 0, minutes_played: 0, shots: 0 },
  });
  await db.insert(squadStaffMembers).values([
    { id: 1, squadId: 1, firstName: 'Jerzy', lastName: 'Trener', role: 'coach' },
    {
      id: STAFF,
      squadId: 1,
      firstName: 'Nowy',
      lastName: 'Asystent',
      role: 'asistant',
      draft: true,
    },
  ]);
}
