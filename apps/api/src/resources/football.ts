import { asc, sql } from 'drizzle-orm';
import {
  clubs,
  competitions,
  competitionSeasons,
  groups,
  seasons,
  squadPlayers,
  squads,
  squadStaffMembers,
  standings,
  statistics,
  teams,
  venues,
} from '@trybuna/db/schema';
import { columnFilter } from '../jsonapi/filters';
import { seesMembersContent, type ResourceDefinition } from '../jsonapi/resource';
import type { DefinitionOptions } from './content';
import { likesCount, publishedOnly, viaForeignKey } from './support';

const image = { kind: 'one', type: 'images', key: 'image' } as const;

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
    keys: { club: standings.clubId, group: standings.groupId },
    relationships: {
      club: { kind: 'one', type: 'clubs', key: 'club' },
      group: { kind: 'one', type: 'groups', key: 'group' },
    },
    filters: { group_id: columnFilter(standings.groupId, 'int') },
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

export function squadResource({ db }: DefinitionOptions): ResourceDefinition {
  return {
    type: 'squads',
    table: squads,
    idColumn: squads.id,
    attributes: {
      name: squads.name,
      slug: squads.slug,
      type: squads.type,
      club_code: squads.clubCode,
      club_name: squads.clubName,
      team_id: squads.teamId,
      season_id: squads.seasonId,
    },
    keys: {
      team: squads.teamId,
      season: squads.seasonId,
      club_image: squads.clubImageId,
      image: squads.imageId,
      club: squads.clubId,
    },
    relationships: {
      team: { kind: 'one', type: 'teams', key: 'team' },
      season: { kind: 'one', type: 'seasons', key: 'season' },
      club_image: { kind: 'one', type: 'images', key: 'club_image' },
      image,
      club: { kind: 'one', type: 'clubs', key: 'club' },
      squad_players: {
        kind: 'many',
        type: 'squad_players',
        load: viaForeignKey(db, squadPlayers, squadPlayers.squadId, squadPlayers.id, [
          asc(squadPlayers.number),
        ]),
      },
      squad_staff_members: {
        kind: 'many',
        type: 'squad_staff_members',
        load: viaForeignKey(db, squadStaffMembers, squadStaffMembers.squadId, squadStaffMembers.id),
      },
    },
    filters: {
      id: columnFilter(squads.id, 'int'),
      team_id: columnFilter(squads.teamId, 'int'),
      season_id: columnFilter(squads.seasonId, 'int'),
      slug: columnFilter(squads.slug, 'text'),
      club_name: columnFilter(squads.clubName, 'text'),
    },
    sorts: { id: squads.id, name: squads.name },
    defaultSort: ['id'],
  };
}

export function squadPlayerResource({ db }: DefinitionOptions): ResourceDefinition {
  return {
    type: 'squad_players',
    table: squadPlayers,
    idColumn: squadPlayers.id,
    attributes: {
      first_name: squadPlayers.firstName,
      last_name: squadPlayers.lastName,
      slug: squadPlayers.slug,
      position: squadPlayers.position,
      role: squadPlayers.role,
      number: squadPlayers.number,
      status: squadPlayers.status,
      squad_id: squadPlayers.squadId,
      draft: squadPlayers.draft,
      likes_count: likesCount('squad_player', squadPlayers.id),
      biography:
        sql`json_build_object('birthDate', ${squadPlayers.birthDate}, 'careerPath', ${squadPlayers.careerPath}, 'heightWeight', ${squadPlayers.heightWeight}, 'nationality', ${squadPlayers.nationality})`.as(
          'biography',
        ),
    },
    keys: { squad: squadPlayers.squadId, image: squadPlayers.imageId },
    relationships: {
      squad: { kind: 'one', type: 'squads', key: 'squad' },
      image,
      statistics: {
        kind: 'many',
        type: 'statistics',
        load: viaForeignKey(db, statistics, statistics.squadPlayerId, statistics.id),
      },
    },
    filters: {
      id: columnFilter(squadPlayers.id, 'int'),
      squad_id: columnFilter(squadPlayers.squadId, 'int'),
      status: columnFilter(squadPlayers.status, 'text'),
      position: columnFilter(squadPlayers.position, 'text'),
      slug: columnFilter(squadPlayers.slug, 'text'),
    },
    sorts: {
      number: squadPlayers.number,
      last_name: squadPlayers.lastName,
      id: squadPlayers.id,
    },
    defaultSort: ['number'],
    visible: publishedOnly(squadPlayers.draft),
  };
}

export function squadStaffMemberResource(): ResourceDefinition {
  return {
    type: 'squad_staff_members',
    table: squadStaffMembers,
    idColumn: squadStaffMembers.id,
    attributes: {
      first_name: squadStaffMembers.firstName,
      last_name: squadStaffMembers.lastName,
      role: squadStaffMembers.role,
      squad_id: squadStaffMembers.squadId,
      draft: squadStaffMembers.draft,
      likes_count: likesCount('squad_staff_member', squadStaffMembers.id),
    },
    keys: { squad: squadStaffMembers.squadId, image: squadStaffMembers.imageId },
    relationships: { squad: { kind: 'one', type: 'squads', key: 'squad' }, image },
    filters: {
      id: columnFilter(squadStaffMembers.id, 'int'),
      squad_id: columnFilter(squadStaffMembers.squadId, 'int'),
      role: columnFilter(squadStaffMembers.role, 'text'),
    },
    sorts: { last_name: squadStaffMembers.lastName, id: squadStaffMembers.id },
    defaultSort: ['id'],
    visible: publishedOnly(squadStaffMembers.draft),
  };
}

/**
 * Statistic keys an anonymous visitor sees; the full set needs a signed-in fan (001 §6) or a
 * page preview.
 */
export const PUBLIC_STAT_KEYS = ['matches_played', 'minutes_played', 'goals', 'assists'];

export function statisticResource(): ResourceDefinition {
  return {
    type: 'statistics',
    table: statistics,
    idColumn: statistics.id,
    attributes: { values: statistics.values },
    keys: {
      squad_player: statistics.squadPlayerId,
      squad: statistics.squadId,
      competition_season: statistics.competitionSeasonId,
    },
    relationships: {
      squad_player: { kind: 'one', type: 'squad_players', key: 'squad_player' },
      squad: { kind: 'one', type: 'squads', key: 'squad' },
      competition_season: { kind: 'one', type: 'competition_seasons', key: 'competition_season' },
    },
    filters: {
      id: columnFilter(statistics.id, 'int'),
      squad_player_id: columnFilter(statistics.squadPlayerId, 'int'),
      squad_id: columnFilter(statistics.squadId, 'int'),
      competition_season_id: columnFilter(statistics.competitionSeasonId, 'int'),
    },
    sorts: { id: statistics.id },
    defaultSort: ['id'],
    // A draft player's statistics are as hidden as the player (outside a page preview).
    visible: (ctx) =>
      ctx.preview
        ? undefined
        : sql`not exists (select 1 from squad_players sp where sp.id = ${statistics.squadPlayerId} and sp.draft)`,
    present: (resource, _row, ctx) => {
      if (seesMembersContent(ctx))
        return { ...resource, attributes: { ...resource.attributes, full: true } };
      const values = resource.attributes.values as Record<string, number>;
      const limited = Object.fromEntries(
        Object.entries(values).filter(([key]) => PUBLIC_STAT_KEYS.includes(key)),
      );
      return { ...resource, attributes: { ...resource.attributes, values: limited, full: false } };
    },
  };
}
