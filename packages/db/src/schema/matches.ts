import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, id, parentKey, time } from './columns';
import { competitionSeasons, squadPlayers, squads, venues } from './football';

/** A match (001 §3). */
export const matches = pgTable(
  'matches',
  {
    id: id(),
    competitionSeasonId: integer('competition_season_id').references(() => competitionSeasons.id),
    round: text('round'),
    status: text('status', { enum: ['pending', 'live', 'ended'] })
      .notNull()
      .default('pending'),
    startTime: time('start_time').notNull(),
    postponedStartTime: time('postponed_start_time'),
    hourTimeNotYetDefined: boolean('hour_time_not_yet_defined').notNull().default(false),
    homeSquadId: integer('home_squad_id')
      .notNull()
      .references(() => squads.id),
    awaySquadId: integer('away_squad_id')
      .notNull()
      .references(() => squads.id),
    homeSquadScore: integer('home_squad_score').notNull().default(0),
    awaySquadScore: integer('away_squad_score').notNull().default(0),
    venueId: integer('venue_id').references(() => venues.id),
    ticketsUrl: text('tickets_url'),
    videoUrl: text('video_url'),
    matchHighlights: text('match_highlights'),
    highlightsUrl: text('highlights_url'),
    teaserUrl: text('teaser_url'),
    statscoreId: text('statscore_id'),
    /** Live clock: the period's name and the seconds elapsed when last updated. */
    period: text('period'),
    elapsedSeconds: integer('elapsed_seconds'),
    /** When `elapsed_seconds` (or the period) was last set: the clock ticks on from here. */
    clockUpdatedAt: time('clock_updated_at'),
    ticketCounterSold: integer('ticket_counter_sold').notNull().default(0),
    ticketCounterPool: integer('ticket_counter_pool').notNull().default(0),
    ticketCounterExternalUrl: text('ticket_counter_external_url'),
    ticketCounterShowCounter: boolean('ticket_counter_show_counter').notNull().default(false),
  },
  (t) => [
    index('matches_start_idx').on(t.startTime, t.id),
    index('matches_status_idx').on(t.status, t.startTime),
    index('matches_home_idx').on(t.homeSquadId),
    index('matches_away_idx').on(t.awaySquadId),
  ],
);

/** Goals, cards and other incidents of a match (001 §3 Incidents). */
export const incidents = pgTable(
  'incidents',
  {
    id: id(),
    matchId: parentKey('match_id', () => matches.id),
    type: text('type').notNull(),
    sectionType: text('section_type').notNull(),
    minute: integer('minute').notNull(),
    /** 'home' or 'away'. */
    side: text('side').notNull(),
    playerName: text('player_name'),
    secondPlayerName: text('second_player_name'),
  },
  (t) => [index('incidents_match_idx').on(t.matchId, t.minute)],
);

/**
 * Match-centre timeline items of the 14 types of 001 §3. Their ids come from the CMS
 * components' sequence: 000 §3's like type `component` names a row of either table, so no id
 * is in both (migration 0014).
 */
export const matchCentreComponents = pgTable(
  'match_centre_components',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('components_id_seq')`),
    matchId: parentKey('match_id', () => matches.id),
    type: text('type').notNull(),
    minute: integer('minute'),
    visibility: text('visibility'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('match_centre_components_match_idx').on(t.matchId, t.id.desc())],
);

/** Betting odds per outcome (001 §3 Odds). */
export const odds = pgTable('odds', {
  id: id(),
  matchId: parentKey('match_id', () => matches.id),
  outcome: text('outcome', { enum: ['home', 'draw', 'away'] }).notNull(),
  value: numeric('value', { precision: 6, scale: 2, mode: 'number' }).notNull(),
  status: text('status', { enum: ['increased', 'decreased'] }).notNull(),
});

/**
 * Each side's statistics of a match (001 §2 'Statistics' tab): `values` maps the statistic
 * keys of `MATCH_STAT_KEYS` (`@trybuna/domain` match-statistics) to whole numbers. One row per
 * side, replaced by the editors' `PUT matches/{id}/statistics`; the API limits the keys for
 * anonymous callers (001 §6).
 */
export const matchStatistics = pgTable(
  'match_statistics',
  {
    id: id(),
    matchId: parentKey('match_id', () => matches.id),
    side: text('side', { enum: ['home', 'away'] }).notNull(),
    values: jsonb('values').$type<Record<string, number>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('match_statistics_match_side_unique').on(t.matchId, t.side),
    check('match_statistics_side_check', sql`${t.side} in ('home', 'away')`),
  ],
);

/**
 * Both sides' lineups of a match (001 §3 "Lineup starting positions", issue 16): each row is a
 * player, a starter placed by `position` (one of `LINEUP_POSITIONS` of `@trybuna/domain`, 'GK'
 * included) or a substitute (`position` null), ordered within the side by `sort_order`. The
 * editors' `PUT matches/{id}/lineups` replaces a match's rows whole; `squad_player_id` links the
 * club's own players (null for the other club's, and for what an editor typed in).
 */
export const matchLineupPlayers = pgTable(
  'match_lineup_players',
  {
    id: id(),
    matchId: parentKey('match_id', () => matches.id),
    side: text('side', { enum: ['home', 'away'] }).notNull(),
    playerName: text('player_name').notNull(),
    shirtNumber: integer('shirt_number'),
    position: text('position'),
    starter: boolean('starter').notNull(),
    sortOrder: integer('sort_order').notNull(),
    squadPlayerId: integer('squad_player_id').references(() => squadPlayers.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('match_lineup_players_match_idx').on(t.matchId),
    check('match_lineup_players_side_check', sql`${t.side} in ('home', 'away')`),
  ],
);
