import { desc, sql } from 'drizzle-orm';
import { incidents, matchCentreComponents, matches, odds } from '@trybuna/db/schema';
import { sanitizePayload } from '../html/payload';
import { coerce, columnFilter } from '../jsonapi/filters';
import type { ResourceDefinition } from '../jsonapi/resource';
import type { DefinitionOptions } from './content';
import { likesCount, viaForeignKey } from './support';

export function matchResource({ db }: DefinitionOptions): ResourceDefinition {
  return {
    type: 'matches',
    table: matches,
    idColumn: matches.id,
    attributes: {
      status: matches.status,
      round: matches.round,
      start_time: matches.startTime,
      postponed_start_time: matches.postponedStartTime,
      hour_time_not_yet_defined: matches.hourTimeNotYetDefined,
      home_squad_score: matches.homeSquadScore,
      away_squad_score: matches.awaySquadScore,
      tickets_url: matches.ticketsUrl,
      video_url: matches.videoUrl,
      match_highlights: matches.matchHighlights,
      highlights_url: matches.highlightsUrl,
      teaser_url: matches.teaserUrl,
      statscore_id: matches.statscoreId,
      period: matches.period,
      elapsed_seconds: matches.elapsedSeconds,
      clock_updated_at: matches.clockUpdatedAt,
      likes_count: likesCount('match', matches.id),
      ticket_counter:
        sql`json_build_object('sold', ${matches.ticketCounterSold}, 'pool', ${matches.ticketCounterPool}, 'external_url', ${matches.ticketCounterExternalUrl})`.as(
          'ticket_counter',
        ),
      ticket_counter_show_counter: matches.ticketCounterShowCounter,
    },
    keys: {
      home_squad: matches.homeSquadId,
      away_squad: matches.awaySquadId,
      venue: matches.venueId,
      competition_season: matches.competitionSeasonId,
      competition: sql<
        number | null
      >`(select cs.competition_id from competition_seasons cs where cs.id = ${matches.competitionSeasonId})`.as(
        'competition',
      ),
    },
    relationships: {
      home_squad: { kind: 'one', type: 'squads', key: 'home_squad' },
      away_squad: { kind: 'one', type: 'squads', key: 'away_squad' },
      venue: { kind: 'one', type: 'venues', key: 'venue' },
      competition_season: { kind: 'one', type: 'competition_seasons', key: 'competition_season' },
      competition: { kind: 'one', type: 'competitions', key: 'competition' },
      incidents: {
        kind: 'many',
        type: 'incidents',
        load: viaForeignKey(db, incidents, incidents.matchId, incidents.id, [
          sql`${incidents.minute}`,
          sql`${incidents.id}`,
        ]),
      },
      odds: { kind: 'many', type: 'odds', load: viaForeignKey(db, odds, odds.matchId, odds.id) },
      match_centre_components: {
        kind: 'many',
        type: 'match_centre_components',
        load: viaForeignKey(
          db,
          matchCentreComponents,
          matchCentreComponents.matchId,
          matchCentreComponents.id,
          [desc(matchCentreComponents.id)],
        ),
      },
    },
    filters: {
      id: columnFilter(matches.id, 'int'),
      status: columnFilter(matches.status, 'text'),
      /** A round's matches (the `round` module: its name and competition season). */
      round: columnFilter(matches.round, 'text'),
      ticket_counter_show_counter: columnFilter(matches.ticketCounterShowCounter, 'bool'),
      competition_season_id: columnFilter(matches.competitionSeasonId, 'int'),
      home_squad_id: columnFilter(matches.homeSquadId, 'int'),
      away_squad_id: columnFilter(matches.awaySquadId, 'int'),
      start_time: columnFilter(matches.startTime, 'time'),
      /** Either side: the timetable of one squad. */
      squad_id: {
        rules: ['eq', 'in'],
        where: (_rule, values, parameter) => {
          const ids = sql.join(
            values.map((v) => sql`${coerce('int', v, parameter)}`),
            sql`, `,
          );
          return sql`(${matches.homeSquadId} in (${ids}) or ${matches.awaySquadId} in (${ids}))`;
        },
      },
    },
    sorts: { start_time: matches.startTime, id: matches.id },
    defaultSort: ['start_time'],
  };
}

/**
 * Incidents, like odds and the match centre timeline, belong to a match; matches have no draft
 * and no members-only state, so there is nothing of theirs to withhold from anyone.
 */
export function incidentResource(): ResourceDefinition {
  return {
    type: 'incidents',
    table: incidents,
    idColumn: incidents.id,
    attributes: {
      // The spec's `type` (001 §3 incident types): JSON:API reserves the name (docs/api.md).
      incident_type: incidents.type,
      section_type: incidents.sectionType,
      minute: incidents.minute,
      side: incidents.side,
      player_name: incidents.playerName,
      second_player_name: incidents.secondPlayerName,
      likes_count: likesCount('incident', incidents.id),
    },
    keys: { match: incidents.matchId },
    relationships: { match: { kind: 'one', type: 'matches', key: 'match' } },
    filters: {
      match_id: columnFilter(incidents.matchId, 'int'),
      incident_type: columnFilter(incidents.type, 'text'),
      // The spec's field name, kept beside the attribute's.
      type: columnFilter(incidents.type, 'text'),
    },
    sorts: { minute: incidents.minute, id: incidents.id },
    defaultSort: ['minute'],
  };
}

/** Timeline items (001 §3): their payload's HTML is sanitised like a CMS module's. */
export function matchCentreComponentResource({ html }: DefinitionOptions): ResourceDefinition {
  return {
    type: 'match_centre_components',
    table: matchCentreComponents,
    idColumn: matchCentreComponents.id,
    attributes: {
      // The spec's `type` (001 §3 item types): JSON:API reserves the name (docs/api.md).
      match_centre_component_type: matchCentreComponents.type,
      minute: matchCentreComponents.minute,
      visibility: matchCentreComponents.visibility,
      payload: matchCentreComponents.payload,
      created_at: matchCentreComponents.createdAt,
      // 000 §3 like type `component` (migration 0014 moved the older `match_centre_component` likes).
      likes_count: likesCount('component', matchCentreComponents.id),
    },
    keys: { match: matchCentreComponents.matchId },
    relationships: { match: { kind: 'one', type: 'matches', key: 'match' } },
    filters: {
      match_id: columnFilter(matchCentreComponents.matchId, 'int'),
      match_centre_component_type: columnFilter(matchCentreComponents.type, 'text'),
      // The spec's field name, kept beside the attribute's.
      type: columnFilter(matchCentreComponents.type, 'text'),
      id: columnFilter(matchCentreComponents.id, 'int'),
    },
    sorts: { id: matchCentreComponents.id, created_at: matchCentreComponents.createdAt },
    defaultSort: ['-id'],
    present: (resource, row) => {
      const payload = resource.attributes.payload;
      if (payload === null || typeof payload !== 'object') return resource;
      return {
        ...resource,
        attributes: {
          ...resource.attributes,
          payload: sanitizePayload(
            row.match_centre_component_type,
            payload as Record<string, unknown>,
            html,
          ),
        },
      };
    },
  };
}

export function oddResource(): ResourceDefinition {
  return {
    type: 'odds',
    table: odds,
    idColumn: odds.id,
    attributes: { outcome: odds.outcome, value: odds.value, status: odds.status },
    keys: { match: odds.matchId },
    relationships: { match: { kind: 'one', type: 'matches', key: 'match' } },
    filters: { match_id: columnFilter(odds.matchId, 'int') },
    sorts: { id: odds.id },
    defaultSort: ['id'],
  };
}
