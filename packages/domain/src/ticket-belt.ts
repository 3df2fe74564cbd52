import { isFanTokenPath } from './display-rules';
import { isEnded } from './match-cards';

/** 001 §4, §9: 'WYPRZEDANE' when sold >= pool, else `sold/pool`. */
export function ticketCounterLabel(sold: number, pool: number): string {
  return sold >= pool ? 'WYPRZEDANE' : `${String(sold)}/${String(pool)}`;
}

/** 001 §9: one slide at a time, autoplay every 3600 ms, infinite loop. */
export const TICKET_BELT_AUTOPLAY_MS = 3600;
/**
 * How often the belt's counters are read again while the page is visible: 001 §9 says nothing
 * of it; a change of `sold` is to show within a minute.
 */
export const TICKET_BELT_REFRESH_MS = 60_000;
/** 001 §9: at most 3 matches are fetched (and shown). */
export const TICKET_BELT_MAX_MATCHES = 3;
/** 001 §4, §9: this season id always shows the season slide. */
export const TICKET_BELT_SEASON_ALWAYS_ID = '339';

interface Counter {
  sold?: number | null;
  pool?: number | null;
  external_url?: string | null;
}

export interface BeltSeason {
  id: string;
  ticket_counter?: Counter | null;
}

export interface BeltMatch {
  status?: string | null;
  ticket_counter?: Counter | null;
  ticket_counter_show_counter?: boolean | null;
}

export type TicketBeltSlide<M extends BeltMatch, S extends BeltSeason> =
  { kind: 'match'; match: M } | { kind: 'season'; season: S };

/** 001 §4: the season slide shows if its sold > 0, or if the season id is '339'. */
export function seasonSlideQualifies(season: BeltSeason | null | undefined): boolean {
  if (!season) return false;
  return (season.ticket_counter?.sold ?? 0) > 0 || season.id === TICKET_BELT_SEASON_ALWAYS_ID;
}

/**
 * 001 §7, §9: a match slide is a match that is not ended, has ticket_counter_show_counter true
 * and a ticket_counter (the belt's API filter, checked again so that a stale or wider list
 * cannot show a counterless slide).
 */
export function matchSlideQualifies(match: BeltMatch): boolean {
  return (
    !isEnded(match) && match.ticket_counter_show_counter === true && Boolean(match.ticket_counter)
  );
}

/**
 * 001 §4, §9 belt slides: the qualifying matches (at most 3, in the given order) then the season
 * slide when it qualifies. An empty list means the belt renders nothing at all.
 */
export function ticketBeltSlides<M extends BeltMatch, S extends BeltSeason>(
  matches: readonly M[],
  season: S | null | undefined,
): TicketBeltSlide<M, S>[] {
  const slides: TicketBeltSlide<M, S>[] = matches
    .filter(matchSlideQualifies)
    .slice(0, TICKET_BELT_MAX_MATCHES)
    .map((match) => ({ kind: 'match', match }));
  if (season && seasonSlideQualifies(season)) slides.push({ kind: 'season', season });
  return slides;
}

/**
 * 001 §9 'KUP BILETY' target: the first (qualifying) match's ticket_counter.external_url, else
 * the club's ticket shop. Only the first match is read: an empty URL there falls back to the
 * shop, never to a later match's URL.
 */
export function ticketBeltBuyUrl(matches: readonly BeltMatch[], shopUrl: string): string {
  const first = matches.find(matchSlideQualifies);
  const url = first?.ticket_counter?.external_url;
  return url !== undefined && url !== null && url !== '' ? url : shopUrl;
}

/**
 * 001 §2: the belt is at the top of every soccer page except fan-token paths. This is the path
 * half of the rule; `shellBlocks(section, path).topBelt` (display-rules.ts) is the whole rule
 * (SOCCER section and this).
 */
export function showsTicketBelt(path: string): boolean {
  return !isFanTokenPath(path);
}
