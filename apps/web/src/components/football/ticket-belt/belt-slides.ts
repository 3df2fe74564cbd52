import type { CompetitionSeason, Match } from '@trybuna/api-client';
import { matchSideName, ticketBeltDate, ticketBeltSlides } from '@trybuna/domain';
import { crestSource } from '@/components/football/crest';
import { beltCounter, beltKey, type BeltSide, type BeltSlideView } from './belt-counters';

function side(squad: Match['home_squad']): BeltSide {
  return { name: matchSideName(squad), crest: crestSource(squad?.club_image, 48) };
}

/**
 * 001 §4, §9 the belt's slides (`ticketBeltSlides`: qualifying matches, at most 3, then the
 * season slide when it qualifies), with their texts in the club's time zone.
 */
export function beltSlideViews(
  matches: readonly Match[],
  season: CompetitionSeason | null,
  timeZone: string,
): BeltSlideView[] {
  return ticketBeltSlides(matches, season).map((slide): BeltSlideView => {
    if (slide.kind === 'season') {
      return {
        kind: 'season',
        key: beltKey('season', slide.season.id),
        name: slide.season.name ?? slide.season.competition?.name ?? '',
        counter: beltCounter(slide.season.ticket_counter),
      };
    }
    const { match } = slide;
    return {
      kind: 'match',
      key: beltKey('match', match.id),
      home: side(match.home_squad),
      away: side(match.away_squad),
      date: ticketBeltDate(match, timeZone),
      venue: match.venue?.name ?? null,
      counter: beltCounter(match.ticket_counter),
    };
  });
}
