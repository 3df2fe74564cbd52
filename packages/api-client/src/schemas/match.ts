import * as z from 'zod/mini';
import { decimal, flag, int, resource, text, typedResource, venueSchema } from './common';
import {
  competitionSchema,
  competitionSeasonSchema,
  squadSchema,
  ticketCounterSchema,
} from './football';

/** 001 §3 incident; `type` is the incident type (goal, own_goal, penalty…) when present. */
export const incidentSchema = typedResource({
  section_type: text,
  minute: int,
  side: text,
  player_name: text,
  second_player_name: text,
  likes_count: int,
});

/** 001 §3 odds entry (home team, draw, away team; increased or decreased). */
export const oddSchema = resource('odds', { outcome: text, value: decimal, status: text });

/**
 * A side's statistics of one match (001 §2 'Statistics' tab): `values` key → number, `full`
 * false when the API limited them to the anonymous set (001 §6).
 */
export const matchStatisticSchema = resource('match_statistics', {
  side: text,
  values: z.nullish(z.record(z.string(), z.number())),
  full: flag,
});

/** One player of a match's lineup (001 §3 starting positions; a substitute has none). */
export const matchLineupPlayerSchema = resource('match_lineup_players', {
  side: text,
  player_name: text,
  shirt_number: int,
  position: text,
  starter: flag,
  sort_order: int,
});

/** 001 §3 match-centre timeline item; `type` is the item type when present. */
export const matchCentreComponentSchema = typedResource({
  minute: int,
  visibility: text,
  payload: z.nullish(z.record(z.string(), z.unknown())),
  created_at: text,
});

/** 001 §3 match. */
export const matchSchema = resource('matches', {
  status: text,
  round: text,
  start_time: text,
  postponed_start_time: text,
  hour_time_not_yet_defined: flag,
  home_squad_score: int,
  away_squad_score: int,
  tickets_url: text,
  video_url: text,
  match_highlights: text,
  highlights_url: text,
  teaser_url: text,
  statscore_id: text,
  period: text,
  elapsed_seconds: int,
  clock_updated_at: text,
  likes_count: int,
  ticket_counter: z.nullish(ticketCounterSchema),
  ticket_counter_show_counter: flag,
  home_squad: z.nullish(squadSchema),
  away_squad: z.nullish(squadSchema),
  venue: z.nullish(venueSchema),
  competition: z.nullish(competitionSchema),
  competition_season: z.nullish(competitionSeasonSchema),
  incidents: z.optional(z.array(incidentSchema)),
  odds: z.optional(z.array(oddSchema)),
  match_centre_components: z.optional(z.array(matchCentreComponentSchema)),
});

export type Incident = z.infer<typeof incidentSchema>;
export type MatchStatistic = z.infer<typeof matchStatisticSchema>;
export type MatchLineupPlayer = z.infer<typeof matchLineupPlayerSchema>;
export type Odd = z.infer<typeof oddSchema>;
export type MatchCentreComponent = z.infer<typeof matchCentreComponentSchema>;
export type Match = z.infer<typeof matchSchema>;
