import { asc, sql } from 'drizzle-orm';
import { squadPlayers, squads, squadStaffMembers, statistics } from '@trybuna/db/schema';
import { ANONYMOUS_STAT_KEYS } from '@trybuna/domain';
import { columnFilter } from '../jsonapi/filters';
import { seesMembersContent, type ResourceDefinition } from '../jsonapi/resource';
import type { DefinitionOptions } from './content';
import { playerProfileAttributes, playerProfileRelationships } from './player-profile';
import { likesCount, publishedOnly, viaForeignKey } from './support';

const image = { kind: 'one', type: 'images', key: 'image' } as const;

/** Squads, their players and staff, and player statistics (001 §3). */
export function squadResource({ db }: DefinitionOptions): ResourceDefinition {
  return {
    type: 'squads',
    table: squads,
    idColumn: squads.id,
    attributes: {
      name: squads.name,
      slug: squads.slug,
      // The spec's `type` (001 §3): JSON:API reserves the name (docs/api.md).
      squad_type: squads.type,
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
      ...playerProfileAttributes(),
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
      ...playerProfileRelationships(db),
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
      club: statistics.clubId,
    },
    relationships: {
      squad_player: { kind: 'one', type: 'squad_players', key: 'squad_player' },
      squad: { kind: 'one', type: 'squads', key: 'squad' },
      competition_season: { kind: 'one', type: 'competition_seasons', key: 'competition_season' },
      club: { kind: 'one', type: 'clubs', key: 'club' },
    },
    filters: {
      id: columnFilter(statistics.id, 'int'),
      club_id: columnFilter(statistics.clubId, 'int'),
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
    present: (resource, row, ctx) => {
      // Only a player's figures are limited (001 §6); a team's season figures and the
      // competition season's table per club are whole for everyone.
      if (seesMembersContent(ctx) || row.$squad_player === null)
        return { ...resource, attributes: { ...resource.attributes, full: true } };
      const values = resource.attributes.values as Record<string, number>;
      const limited = Object.fromEntries(
        Object.entries(values).filter(([key]) => ANONYMOUS_STAT_KEYS.includes(key)),
      );
      return { ...resource, attributes: { ...resource.attributes, values: limited, full: false } };
    },
  };
}
