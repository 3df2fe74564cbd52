import { incidents, matches, odds } from '../schema';
import { dayAt, type SeedContext } from './context';
import type { FootballIds } from './football';
import { FIRST_TEAM, fullName } from './people';

export interface MatchIds {
  ended: number[];
  live: number;
  pending: number[];
  /** The next home match with tickets on sale. */
  nextHome: number;
}

/** Ids are explicit so that 1757, the spec's hidden match-centre id, is one of them. */
const FIRST_ID = 1744;

/** Round 17: a home match whose tickets are sold out ('WYPRZEDANE' on the ticket belt). */
const SOLD_OUT_ROUND = 17;

/** Round 16: a pending away match with a video (001 §4 card: the video button). */
const VIDEO_CARD_ROUND = 16;

/** Round 20: a pending away match with only highlights (001 §4 card: the highlights button). */
const HIGHLIGHTS_CARD_ROUND = 20;

/**
 * A season of the first team: 14 ended rounds with scores and incidents, one live match with
 * coverage and odds, pending rounds with tickets (one whose hour is not yet set, one postponed,
 * one sold out) and cup ties. The second team's and the academy's matches are their leagues'
 * (`leagues.ts`).
 */
export async function seedMatches(ctx: SeedContext, f: FootballIds): Promise<MatchIds> {
  const own = f.leagueSquads[0] ?? 0;
  const rows: (typeof matches.$inferInsert)[] = [];
  let id = FIRST_ID;
  const opponent = (round: number) => f.leagueSquads[1 + ((round * 5) % 17)] ?? 0;
  for (let round = 1; round <= 24; round++) {
    const home = round % 2 === 1;
    const days = (round - 15) * 7;
    const status = round < 15 ? 'ended' : round === 15 ? 'live' : 'pending';
    const start =
      status === 'live'
        ? new Date(ctx.now.getTime() - 52 * 60 * 1000)
        : dayAt(ctx.now, days, round % 3 ? 18 : 20, 30);
    const homeScore = status === 'pending' ? 0 : ctx.random.int(0, 3) + (home ? 1 : 0);
    const awayScore = status === 'pending' ? 0 : ctx.random.int(0, 2);
    rows.push({
      id: id++,
      competitionSeasonId: f.leagueSeasonId,
      round: `${String(round)}. kolejka`,
      status,
      startTime: start,
      postponedStartTime: round === 18 ? dayAt(ctx.now, days + 1, 15, 0) : null,
      hourTimeNotYetDefined: round === 21,
      homeSquadId: home ? own : opponent(round),
      awaySquadId: home ? opponent(round) : own,
      homeSquadScore: homeScore,
      awaySquadScore: awayScore,
      venueId: home ? f.venueId : null,
      ticketsUrl: status !== 'ended' && home ? `${ctx.ticketsUrl}/mecz/${String(id - 1)}` : null,
      // 001 §4 card buttons on demo matches: round 16 (pending, away) shows the video rule and
      // round 20 (pending, away, no tickets or video) the highlights rule.
      videoUrl:
        (status === 'ended' && round > 10) || round === VIDEO_CARD_ROUND
          ? ctx.video('skrot-meczu')
          : null,
      matchHighlights:
        (status === 'ended' && round > 8) || round === HIGHLIGHTS_CARD_ROUND
          ? `${ctx.origins.soccer}/aktualnosci/wszystkie/skroty-meczow`
          : null,
      highlightsUrl:
        status === 'ended' && round > 8
          ? `${ctx.origins.soccer}/aktualnosci/wszystkie/skroty-meczow`
          : null,
      teaserUrl: status === 'pending' && round < 19 ? ctx.video('zapowiedz') : null,
      statscoreId: String(900_000 + id),
      period: status === 'live' ? '1. połowa' : null,
      elapsedSeconds: status === 'live' ? 52 * 60 : null,
      ticketCounterShowCounter: status === 'pending' && home && round < 20,
      ticketCounterSold:
        status === 'pending' && home
          ? round === SOLD_OUT_ROUND
            ? 30_000
            : 21_000 + round * 311
          : 0,
      ticketCounterPool: status === 'pending' && home ? 30_000 : 0,
      ticketCounterExternalUrl:
        status === 'pending' && home ? `${ctx.ticketsUrl}/mecz/${String(id - 1)}` : null,
    });
  }
  // Cup ties.
  const cup: (typeof matches.$inferInsert)[] = [
    {
      competitionSeasonId: f.cupSeasonId,
      round: '1/16 finału',
      status: 'ended',
      startTime: dayAt(ctx.now, -45, 17),
      homeSquadId: opponent(3),
      awaySquadId: own,
      homeSquadScore: 1,
      awaySquadScore: 3,
    },
    {
      competitionSeasonId: f.cupSeasonId,
      round: '1/8 finału',
      status: 'pending',
      startTime: dayAt(ctx.now, 17, 19),
      homeSquadId: own,
      awaySquadId: opponent(8),
      ticketsUrl: `${ctx.ticketsUrl}/puchar`,
      venueId: f.venueId,
    },
  ];
  for (const match of cup) rows.push({ ...match, id: id++, statscoreId: null });
  await ctx.db.insert(matches).values(rows);
  await ctx.db
    .insert(incidents)
    .values(rows.filter((m) => m.status !== 'pending').flatMap((m) => matchIncidents(ctx, m, own)));
  const liveId = FIRST_ID + 14;
  await ctx.db.insert(odds).values([
    { matchId: liveId, outcome: 'home', value: 1.85, status: 'decreased' },
    { matchId: liveId, outcome: 'draw', value: 3.4, status: 'increased' },
    { matchId: liveId, outcome: 'away', value: 4.25, status: 'increased' },
  ]);
  const pending = rows.filter((m) => m.status === 'pending').map((m) => m.id ?? 0);
  const nextHome =
    rows.find((m) => m.status === 'pending' && m.homeSquadId === own && m.ticketsUrl)?.id ?? 0;
  return {
    // Oldest first: the last one is the latest result (the match list's 'last match').
    ended: rows
      .filter((m) => m.status === 'ended')
      .sort((a, b) => a.startTime.getTime() - b.startTime.getTime())
      .map((m) => m.id ?? 0),
    live: liveId,
    pending,
    nextHome,
  };
}

/** Goals matching the score, with scorers and assists, plus a card or two. */
function matchIncidents(ctx: SeedContext, m: typeof matches.$inferInsert, own: number) {
  const out: (typeof incidents.$inferInsert)[] = [];
  const matchId = m.id ?? 0;
  const scorer = (side: 'home' | 'away') =>
    (side === 'home') === (m.homeSquadId === own)
      ? fullName(ctx.random.pick(FIRST_TEAM.filter((p) => p[2] !== 'goalkeeper')))
      : ctx.random.pick(['M. Kowal', 'T. Rybak', 'S. Grabowski', 'P. Adamczyk']);
  const limit = m.status === 'live' ? 52 : 90;
  for (const side of ['home', 'away'] as const) {
    const goals = side === 'home' ? (m.homeSquadScore ?? 0) : (m.awaySquadScore ?? 0);
    for (let g = 0; g < goals; g++) {
      const type = ctx.random.next() < 0.12 ? 'penalty' : 'goal';
      out.push({
        matchId,
        type,
        sectionType: 'goal',
        minute: ctx.random.int(3, limit),
        side,
        playerName: scorer(side),
        secondPlayerName: type === 'goal' ? scorer(side) : null,
      });
    }
  }
  out.push({
    matchId,
    type: 'yellow_card',
    sectionType: 'other_incident',
    minute: ctx.random.int(10, limit),
    side: 'away',
    playerName: scorer('away'),
  });
  if (ctx.random.next() < 0.2)
    out.push({
      matchId,
      type: 'red_card',
      sectionType: 'other_incident',
      minute: ctx.random.int(30, limit),
      side: 'home',
      playerName: scorer('home'),
    });
  return out.sort((a, b) => a.minute - b.minute);
}
