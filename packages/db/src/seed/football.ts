import {
  clubs,
  competitions,
  competitionSeasons,
  groups,
  seasons,
  squads,
  standings,
  teams,
  venues,
} from '../schema';
import type { SeedContext } from './context';
import { seedLeagues, type LeagueIds } from './leagues';
import { LEAGUE_CLUBS } from './people';
import { seedPreviousSquad } from './previous-squad';
import { seedSeasonStatistics } from './season-statistics';
import { seedSquadMembers } from './squad-members';

export interface FootballIds {
  /** Squad id per league club index (0 is the demo club's first team). */
  leagueSquads: number[];
  /** The demo club's squads in team order: first team, second team, U19 … U13–U7. */
  ownSquads: number[];
  ownTeams: number[];
  firstTeamPlayers: number[];
  firstTeamStaff: number[];
  leagueSeasonId: number;
  cupSeasonId: number;
  groupId: number;
  venueId: number;
  /** The academy's training ground (youth home matches). */
  academyVenueId: number;
  clubIds: number[];
  /** Team id per league club index (0 is the demo club's first team). */
  clubTeams: number[];
  /** The second team's and the academy teams' leagues (`squadIndex` 1 … 7). */
  leagues: LeagueIds[];
}

/** The club's teams in order (001 §2): the index gives the team page suffix. */
const OWN_TEAMS = [
  'Pierwsza drużyna',
  'Rezerwy',
  'U19',
  'U17',
  'U16',
  'U15',
  'U14',
  'U13–U7',
] as const;

/** The first team's league zones: every caption of 001 §3 but the second team's two. */
const ZONES: Readonly<Record<number, string>> = {
  1: 'champions_league_q2',
  2: 'europa_league_playoffs',
  3: 'conference_league_q2',
  4: 'conference_league_playoffs',
  16: 'relegation',
  17: 'relegation',
  18: 'relegation',
};

function name(template: string, ctx: SeedContext): string {
  return template
    .replace('{displayName}', ctx.displayName)
    .replace('{shortName}', ctx.shortName)
    .replace('{abbr}', ctx.abbr);
}

/** Clubs, a league of 18 with its table, a cup, seasons, the club's teams and all squads. */
export async function seedFootball(ctx: SeedContext): Promise<FootballIds> {
  const { db } = ctx;
  const crest = (i: number) => ctx.image(`crest-${String(i + 1).padStart(2, '0')}`);
  const clubRows = await db
    .insert(clubs)
    .values(
      LEAGUE_CLUBS.map(([full, short, code], i) => ({
        name: name(full, ctx),
        shortName: name(short, ctx),
        code: name(code, ctx),
        imageId: crest(i),
      })),
    )
    .returning({ id: clubs.id });
  const clubIds = clubRows.map((r) => r.id);
  const [venue, academyVenue] = await db
    .insert(venues)
    .values([
      { name: `Stadion Miejski im. ${ctx.shortName}a`, city: ctx.city },
      { name: 'Boisko treningowe Akademii', city: ctx.city },
    ])
    .returning({ id: venues.id });
  const [league, cup] = await db
    .insert(competitions)
    .values([
      { name: 'Ekstraliga', slug: 'ekstraliga', imageId: crest(17) },
      { name: 'Puchar Polski', slug: 'puchar-polski', imageId: crest(16) },
    ])
    .returning({ id: competitions.id });
  const year = ctx.now.getUTCFullYear() - (ctx.now.getUTCMonth() < 6 ? 1 : 0);
  const [previous, current] = await db
    .insert(seasons)
    .values([
      {
        name: `${String(year - 1)}/${String(year).slice(2)}`,
        startsOn: `${String(year - 1)}-07-01`,
        endsOn: `${String(year)}-06-30`,
      },
      {
        name: `${String(year)}/${String(year + 1).slice(2)}`,
        isCurrent: true,
        startsOn: `${String(year)}-07-01`,
        endsOn: `${String(year + 1)}-06-30`,
      },
    ])
    .returning({ id: seasons.id });
  if (!league || !cup || !previous || !current || !venue || !academyVenue) {
    throw new Error('seed: football rows');
  }
  const [leagueSeason, cupSeason] = await db
    .insert(competitionSeasons)
    .values([
      {
        name: `Ekstraliga ${String(year)}/${String(year + 1).slice(2)}`,
        competitionId: league.id,
        seasonId: current.id,
        ticketCounterSold: 14_238,
        ticketCounterPool: 18_000,
        ticketCounterExternalUrl: `${ctx.ticketsUrl}/karnety`,
        ticketCounterShowCounter: true,
      },
      {
        name: `Puchar Polski ${String(year)}/${String(year + 1).slice(2)}`,
        competitionId: cup.id,
        seasonId: current.id,
      },
    ])
    .returning({ id: competitionSeasons.id });
  if (!leagueSeason || !cupSeason) throw new Error('seed: competition seasons');
  const [group] = await db
    .insert(groups)
    .values({ name: 'Tabela Ekstraligi', competitionSeasonId: leagueSeason.id })
    .returning({ id: groups.id });
  if (!group) throw new Error('seed: group');
  // The table's rows are drawn now (the PRNG's order), written once the squads exist.
  const leagueTable = table(ctx, group.id, clubIds);

  const teamRows = await db
    .insert(teams)
    .values([
      // First and second team belong to the club; the youth teams to its academy (001 §7:
      // academy teams are found by the academy club's name).
      ...OWN_TEAMS.map((team, position) => ({
        name: team,
        isMain: position === 0,
        clubName: position < 2 ? ctx.displayName : ctx.academyClubName,
        position,
      })),
      ...LEAGUE_CLUBS.slice(1).map(([full]) => ({ name: full, clubName: full, position: 0 })),
    ])
    .returning({ id: teams.id });
  const teamIds = teamRows.map((t) => t.id);
  const ownTeams = teamIds.slice(0, OWN_TEAMS.length);
  const squadRows = await db
    .insert(squads)
    .values([
      ...OWN_TEAMS.map((team, i) => ({
        name: team,
        slug:
          i === 0 ? 'pierwsza-druzyna' : i === 1 ? 'rezerwy' : team.toLowerCase().replace('–', '-'),
        clubCode: ctx.abbr,
        clubName: ctx.displayName,
        clubImageId: crest(0),
        imageId: ctx.image(`photo-${String(40 + i).padStart(2, '0')}`),
        teamId: ownTeams[i] ?? 0,
        seasonId: current.id,
        clubId: clubIds[0] ?? null,
      })),
      ...LEAGUE_CLUBS.slice(1).map(([full, , code], i) => ({
        name: full,
        slug: full.toLowerCase().replace(/[^a-z]+/g, '-'),
        clubCode: code,
        clubName: full,
        clubImageId: crest(i + 1),
        teamId: teamIds[OWN_TEAMS.length + i] ?? 0,
        seasonId: current.id,
        clubId: clubIds[i + 1] ?? null,
      })),
      {
        name: `Pierwsza drużyna ${String(year - 1)}/${String(year).slice(2)}`,
        slug: 'pierwsza-druzyna-poprzedni-sezon',
        clubCode: ctx.abbr,
        clubName: ctx.displayName,
        clubImageId: crest(0),
        teamId: ownTeams[0] ?? 0,
        imageId: ctx.image('photo-39'),
        seasonId: previous.id,
        clubId: clubIds[0] ?? null,
      },
    ])
    .returning({ id: squads.id });
  const squadIds = squadRows.map((s) => s.id);
  const ownSquads = squadIds.slice(0, OWN_TEAMS.length);
  const leagueSquads = [
    ownSquads[0] ?? 0,
    ...squadIds.slice(OWN_TEAMS.length, OWN_TEAMS.length + 17),
  ];
  // Each row names the squad it is: the first team's league is found by its squad.
  await db
    .insert(standings)
    .values(leagueTable.map((row) => ({ ...row, squadId: squadOfClub(row.clubId) })));
  function squadOfClub(clubId: number): number | null {
    return leagueSquads[clubIds.indexOf(clubId)] ?? null;
  }
  const clubTeams = [ownTeams[0] ?? 0, ...teamIds.slice(OWN_TEAMS.length)];
  const leagues = await seedLeagues(ctx, {
    ownSquads,
    clubIds,
    clubTeams,
    seasonId: current.id,
    seasonName: `${String(year)}/${String(year + 1).slice(2)}`,
    venueId: academyVenue.id,
  });
  const members = await seedSquadMembers(ctx, ownSquads, (squadIndex) =>
    squadIndex === 0
      ? leagueSeason.id
      : (leagues.find((l) => l.squadIndex === squadIndex)?.competitionSeasonId ?? null),
  );
  await seedSeasonStatistics(ctx);
  // The first team's previous season: a team page with two squads (001 §2).
  await seedPreviousSquad(ctx, squadIds.at(-1) ?? 0);
  return {
    leagueSquads,
    ownSquads,
    ownTeams,
    firstTeamPlayers: members.firstTeamPlayers,
    firstTeamStaff: members.firstTeamStaff,
    leagueSeasonId: leagueSeason.id,
    cupSeasonId: cupSeason.id,
    groupId: group.id,
    venueId: venue.id,
    academyVenueId: academyVenue.id,
    clubIds,
    clubTeams,
    leagues,
  };
}

/** A plausible league table after 14 rounds: points fall with the position. */
function table(ctx: SeedContext, groupId: number, clubIds: number[]) {
  // The demo club sits second; the others keep their list order around it.
  const order = [1, 0, ...Array.from({ length: 16 }, (_, i) => i + 2)];
  const rows = order.map((clubIndex, i) => {
    const wins = Math.max(1, 11 - Math.floor(i * 0.6));
    const draws = Math.min(14 - wins, (i * 7) % 4);
    const losses = 14 - wins - draws;
    const form = Array.from({ length: 5 }, () => {
      const r = ctx.random.next() * 14;
      return r < wins ? 'W' : r < wins + draws ? 'D' : 'L';
    }).join('');
    return {
      groupId,
      clubId: clubIds[clubIndex] ?? 0,
      matches: 14,
      wins,
      draws,
      losses,
      goalsFor: wins * 2 + draws + (i % 3),
      goalsAgainst: losses * 2 + draws + ((i + 1) % 3),
      points: wins * 3 + draws,
      form,
    };
  });
  rows.sort(
    (a, b) => b.points - a.points || b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst),
  );
  return rows.map((row, i) => ({ ...row, position: i + 1, zone: ZONES[i + 1] ?? null }));
}
