import { eq } from 'drizzle-orm';
import type { Database } from '@trybuna/db';
import {
  articles,
  competitions,
  competitionSeasons,
  groups,
  matches,
  products,
  squadPlayerArticles,
  squadPlayerProducts,
  squadPlayers,
  squads,
  standings,
  statistics,
} from '@trybuna/db/schema';

/** The second team's league (competition season 2, group 2) and its squads. */
export const RESERVES = 3;
export const RIVAL_RESERVES = 4;
export const RESERVE_SEASON = 2;
export const RESERVE_GROUP = 2;
/** A draft article linked to the profile (never shown outside page preview). */
export const DRAFT_ARTICLE = 40;

const row = (groupId: number, clubId: number, squadId: number, position: number) => ({
  groupId,
  clubId,
  squadId,
  position,
  matches: 1,
  wins: position === 1 ? 1 : 0,
  draws: 0,
  losses: position === 1 ? 0 : 1,
  goalsFor: 2,
  goalsAgainst: 1,
  points: position === 1 ? 3 : 0,
  form: position === 1 ? 'W' : 'L',
});

/**
 * On top of the shared fixtures: the first team's table rows name their squads, the second
 * team (squad 3) plays in a league of its own with another club's reserves (squad 4), the
 * league's clubs have season figures, and player 2 has the three profile sections of 001 §2
 * (social media, articles including a members-only and a draft one, products).
 */
export async function footballFixtures(database: Database): Promise<void> {
  const { db } = database;
  await db.update(matches).set({ round: '1. kolejka' }).where(eq(matches.id, 1));
  await db.update(standings).set({ squadId: 1 }).where(eq(standings.clubId, 1));
  await db.update(standings).set({ squadId: 2 }).where(eq(standings.clubId, 2));
  await db.insert(squads).values([
    {
      id: RESERVES,
      name: 'Rezerwy',
      slug: 'rezerwy',
      clubCode: 'SOK',
      clubName: 'KS Sokół Warszawa',
      teamId: 1,
      seasonId: 1,
      clubId: 1,
    },
    {
      id: RIVAL_RESERVES,
      name: 'Orzeł Kraków II',
      slug: 'orzel-krakow-ii',
      clubCode: 'ORZ',
      clubName: 'Orzeł Kraków',
      teamId: 2,
      seasonId: 1,
      clubId: 2,
    },
  ]);
  await db.insert(competitions).values({ id: 2, name: 'III liga', slug: 'iii-liga' });
  await db
    .insert(competitionSeasons)
    .values({ id: RESERVE_SEASON, name: 'III liga 2026/27', competitionId: 2, seasonId: 1 });
  await db
    .insert(groups)
    .values({ id: RESERVE_GROUP, name: 'Tabela III ligi', competitionSeasonId: RESERVE_SEASON });
  await db
    .insert(standings)
    .values([row(RESERVE_GROUP, 2, RIVAL_RESERVES, 1), row(RESERVE_GROUP, 1, RESERVES, 2)]);
  await db.insert(statistics).values([
    { id: 11, clubId: 1, squadId: 1, competitionSeasonId: 1, values: { goals: 4, corners: 11 } },
    { id: 12, clubId: 2, squadId: 2, competitionSeasonId: 1, values: { goals: 3, corners: 9 } },
  ]);
  await db.insert(articles).values({
    id: DRAFT_ARTICLE,
    slug: 'szkic-galerii',
    title: 'Szkic galerii',
    kind: 'photo',
    shareUrl: 'x',
    publicationTime: new Date(Date.UTC(2026, 10, 9, 12)),
    draft: true,
  });
  await db.insert(products).values([
    { id: 1, name: 'Koszulka meczowa', price: 299, externalUrl: 'https://sklep.example/1' },
    { id: 2, name: 'Szalik', price: 59, externalUrl: 'https://sklep.example/2' },
  ]);
  await db
    .update(squadPlayers)
    .set({
      socialMedia: [
        { type: 'instagram', url: 'https://www.instagram.com/piotr.napastnik' },
        { type: 'x', url: 'https://x.com/pnapastnik' },
      ],
    })
    .where(eq(squadPlayers.id, 2));
  await db.insert(squadPlayerArticles).values([
    { squadPlayerId: 2, articleId: 4, position: 0 },
    { squadPlayerId: 2, articleId: DRAFT_ARTICLE, position: 1 },
    { squadPlayerId: 2, articleId: 3, position: 2 },
    { squadPlayerId: 2, articleId: 2, position: 3 },
  ]);
  await db.insert(squadPlayerProducts).values([
    { squadPlayerId: 2, productId: 2, position: 0 },
    { squadPlayerId: 2, productId: 1, position: 1 },
  ]);
}
