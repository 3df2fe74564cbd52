import { sql } from 'drizzle-orm';
import { matchLineupPlayers } from '@trybuna/db/schema';
import { columnFilter } from '../jsonapi/filters';
import type { ResourceDefinition } from '../jsonapi/resource';
import { KEY_PREFIX } from '../jsonapi/select';

/**
 * Both sides' lineups of a match (001 §3 "Lineup starting positions", issue 16 item 5):
 * `match_lineup_players?filter[match_id_eq]={id}&page[size]=50`. A starter has its `position`
 * (one of `LINEUP_POSITIONS`, 'GK' included: the page places it with `pitchSlot`); a
 * substitute has none. Public, like the rest of a match: nothing members-only. Ordered by
 * `sort_order` (the player's place within the side's list) and id; `squad_player` links the
 * club's own players, and is `null` outside page preview when that player is a draft (as an
 * include of him would be: squad players' `visible`), so no draft's id is shown.
 */
export function matchLineupPlayerResource(): ResourceDefinition {
  return {
    type: 'match_lineup_players',
    table: matchLineupPlayers,
    idColumn: matchLineupPlayers.id,
    attributes: {
      side: matchLineupPlayers.side,
      player_name: matchLineupPlayers.playerName,
      shirt_number: matchLineupPlayers.shirtNumber,
      position: matchLineupPlayers.position,
      starter: matchLineupPlayers.starter,
      sort_order: matchLineupPlayers.sortOrder,
    },
    keys: {
      match: matchLineupPlayers.matchId,
      squad_player: matchLineupPlayers.squadPlayerId,
      squad_player_draft:
        sql<boolean>`coalesce((select sp.draft from squad_players sp where sp.id = ${matchLineupPlayers.squadPlayerId}), false)`.as(
          'squad_player_draft',
        ),
    },
    relationships: {
      match: { kind: 'one', type: 'matches', key: 'match' },
      squad_player: { kind: 'one', type: 'squad_players', key: 'squad_player' },
    },
    filters: {
      id: columnFilter(matchLineupPlayers.id, 'int'),
      match_id: columnFilter(matchLineupPlayers.matchId, 'int'),
      side: columnFilter(matchLineupPlayers.side, 'text'),
      starter: columnFilter(matchLineupPlayers.starter, 'bool'),
    },
    sorts: { sort_order: matchLineupPlayers.sortOrder, id: matchLineupPlayers.id },
    defaultSort: ['sort_order', 'id'],
    present: (resource, row, ctx) =>
      row[`${KEY_PREFIX}squad_player_draft`] === true && !ctx.preview
        ? {
            ...resource,
            relationships: { ...resource.relationships, squad_player: { data: null } },
          }
        : resource,
  };
}
