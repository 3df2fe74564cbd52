import { asc, sql, type SQL } from 'drizzle-orm';
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
} from '@trybuna/db/schema';
import { coerce, columnFilter } from '../jsonapi/filters';
import type { FilterSpec, ResourceDefinition } from '../jsonapi/resource';
import type { DefinitionOptions } from './content';
import { likesCount, viaForeignKey } from './support';

const image = { kind: 'one', type: 'images', key: 'image' } as const;

/**
 * Groups (or competition seasons) with a league table row of the given squads or clubs: the
 * league(s) a squad plays in (001 §2: each team's own tables tab). `eq` or `in`, integer ids.
 */
function withStandingOf(
  column: 'squad_id' | 'club_id',
  groupMatches: (standingsAlias: SQL) => SQL,
): FilterSpec {
  return {
    rules: ['eq', 'in'],
    where: (_rule, values, parameter) => {
      const ids = sql.join(
        values.map((v) => sql`${coerce('int', v, parameter)}`),
        sql`, `,
      );
      return sql`exists (select 1 from standings st where ${groupMatches(sql.raw('st'))} and st.${sql.raw(column)} in (${ids}))`;
    },
  };
}

export function clubResource(): ResourceDefinition {
  return {
    type: 'clubs',
    table: clubs,
    idColumn: clubs.id,
    attributes: {
      name: clubs.name,
      short_name: clubs.shortName,
      code: clubs.code,
      likes_count: likesCount('club', clubs.id),
    },
    keys: { image: clubs.imageId },
    relationships: { image },
    filters: { id: columnFilter(clubs.id, 'int'), name: columnFilter(clubs.name, 'text') },
    sorts: { name: clubs.name, id: clubs.id },
    defaultSort: ['name'],
  };
}

export function venueResource(): ResourceDefinition {
  return {
    type: 'venues',
    table: venues,
    idColumn: venues.id,
    attributes: { name: venues.name, city: venues.city },
    filters: { id: columnFilter(venues.id, 'int') },
    sorts: { id: venues.id },
  };
}

export function competitionResource(): ResourceDefinition {
  return {
    type: 'competitions',
    table: competitions,
    idColumn: competitions.id,
    attributes: { name: competitions.name, slug: competitions.slug },
    keys: { image: competitions.imageId },
    relationships: { image },
    filters: {
      id: columnFilter(competitions.id, 'int'),
      slug: columnFilter(competitions.slug, 'text'),
    },
    sorts: { name: competitions.name, id: competitions.id },
    defaultSort: ['name'],
  };
}

export function seasonResource(): ResourceDefinition {
  return {
    type: 'seasons',
    table: seasons,
    idColumn: seasons.id,
    attributes: {
      name: seasons.name,
      is_current: seasons.isCurrent,
      starts_on: seasons.startsOn,
      ends_on: seasons.endsOn,
    },
    filters: {
      id: columnFilter(seasons.id, 'int'),
      is_current: columnFilter(seasons.isCurrent, 'bool'),
    },
    sorts: { starts_on: seasons.startsOn, name: seasons.name, id: seasons.id },
    defaultSort: ['-starts_on'],
  };
}

export function competitionSeasonResource({ db }: DefinitionOptions): ResourceDefinition {
  return {
    type: 'competition_seasons',
    table: competitionSeasons,
    idColumn: competitionSeasons.id,
    attributes: {
      name: competitionSeasons.name,
      ticket_counter:
        sql`json_build_object('sold', ${competitionSeasons.ticketCounterSold}, 'pool', ${competitionSeasons.ticketCounterPool}, 'external_url', ${competitionSeasons.ticketCounterExternalUrl})`.as(
          'ticket_counter',
        ),
      ticket_counter_show_counter: competitionSeasons.ticketCounterShowCounter,
    },
    keys: { competition: competitionSeasons.competitionId, season: competitionSeasons.seasonId },
    relationships: {
      competition: { kind: 'one', type: 'competitions', key: 'competition' },
      season: { kind: 'one', type: 'seasons', key: 'season' },
      groups: {
        kind: 'many',
        type: 'groups',
        load: viaForeignKey(db, groups, groups.competitionSeasonId, groups.id),
      },
    },
    filters: {
      id: columnFilter(competitionSeasons.id, 'int'),
      ticket_counter_show_counter: columnFilter(
        competitionSeasons.ticketCounterShowCounter,
        'bool',
      ),
      season_id: columnFilter(competitionSeasons.seasonId, 'int'),
      competition_id: columnFilter(competitionSeasons.competitionId, 'int'),
      squad_id: withStandingOf(
        'squad_id',
        (st) =>
          sql`${st}.group_id in (select g.id from groups g where g.competition_season_id = ${competitionSeasons.id})`,
      ),
    },
    sorts: { id: competitionSeasons.id, name: competitionSeasons.name },
    defaultSort: ['-id'],
  };
}

export function groupResource({ db }: DefinitionOptions): ResourceDefinition {
  return {
    type: 'groups',
    table: groups,
    idColumn: groups.id,
    attributes: { name: groups.name },
    keys: { competition_season: groups.competitionSeasonId },
    relationships: {
      competition_season: { kind: 'one', type: 'competition_seasons', key: 'competition_season' },
      standings: {
        kind: 'many',
        type: 'standings',
        load: viaForeignKey(db, standings, standings.groupId, standings.id, [
          asc(standings.position),
        ]),
      },
    },
    filters: {
      id: columnFilter(groups.id, 'int'),
      competition_season_id: columnFilter(groups.competitionSeasonId, 'int'),
      squad_id: withStandingOf('squad_id', (st) => sql`${st}.group_id = ${groups.id}`),
      club_id: withStandingOf('club_id', (st) => sql`${st}.group_id = ${groups.id}`),
    },
    sorts: { id: groups.id, name: groups.name },
    defaultSort: ['id'],
  };
}

export function standingResource(): ResourceDefinition {
  return {
    type: 'standings',
    table: standings,
    idColumn: standings.id,
    attributes: {
      position: standings.position,
      matches: standings.matches,
      wins: standings.wins,
      draws: standings.draws,
      losses: standings.losses,
      goals_for: standings.goalsFor,
      goals_against: standings.goalsAgainst,
      goals: sql<string>`${standings.goalsFor} || ':' || ${standings.goalsAgainst}`.as('goals'),
      points: standings.points,
      form: standings.form,
      zone: standings.zone,
    },
    keys: { club: standings.clubId, group: standings.groupId, squad: standings.squadId },
    relationships: {
      club: { kind: 'one', type: 'clubs', key: 'club' },
      group: { kind: 'one', type: 'groups', key: 'group' },
      /** The squad the row is (the club's own row: this squad's id). */
      squad: { kind: 'one', type: 'squads', key: 'squad' },
    },
    filters: {
      group_id: columnFilter(standings.groupId, 'int'),
      squad_id: columnFilter(standings.squadId, 'int'),
      club_id: columnFilter(standings.clubId, 'int'),
    },
    sorts: { position: standings.position, id: standings.id },
    defaultSort: ['position'],
  };
}

export function teamResource({ db }: DefinitionOptions): ResourceDefinition {
  return {
    type: 'teams',
    table: teams,
    idColumn: teams.id,
    attributes: {
      name: teams.name,
      is_main: teams.isMain,
      club_name: teams.clubName,
      position: teams.position,
    },
    relationships: {
      squads: {
        kind: 'many',
        type: 'squads',
        load: viaForeignKey(db, squads, squads.teamId, squads.id),
      },
    },
    filters: {
      id: columnFilter(teams.id, 'int'),
      club_name: columnFilter(teams.clubName, 'text'),
      is_main: columnFilter(teams.isMain, 'bool'),
    },
    sorts: { is_main: teams.isMain, name: teams.name, position: teams.position, id: teams.id },
    defaultSort: ['position'],
  };
}
