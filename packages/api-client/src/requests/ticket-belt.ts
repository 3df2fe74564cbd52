import type { QueryParams } from '../query';

/*
 * 001 §7 ticket belt's two queries, without schemas: the server's read and the browser's 60 s
 * counter refresh send the same ones, so the API's read cache answers both.
 */

/** `GET matches`: not ended, counter shown, both squads with crests and the venue, 3 of them. */
export const TICKET_BELT_MATCH_PARAMS: QueryParams = {
  filter: { status_not_eq: 'ended', ticket_counter_show_counter_eq: true },
  include: ['home_squad', 'home_squad.club_image', 'away_squad', 'away_squad.club_image', 'venue'],
  page: { size: 3, number: 1 },
};

/** `GET competition_seasons`: the season with a counter to show; the first item is used. */
export const TICKET_BELT_SEASON_PARAMS: QueryParams = {
  filter: { ticket_counter_show_counter_eq: true },
  page: { size: 1, number: 1 },
};
