import 'server-only';
import { cache } from 'react';
import {
  getImagesByIds,
  getMatch,
  getMatchCentreComponents,
  getMatchLineups,
  getMatchStatistics,
  hasMorePages,
  isApiError,
  MATCH_CENTRE_INCLUDES,
  MATCH_CENTRE_PAGE_SIZE,
  type Match,
} from '@trybuna/api-client';
import {
  isHiddenMatchCentre,
  matchCentreSides,
  matchSideName,
  parsedDate,
  type TeamSide,
} from '@trybuna/domain';
import {
  incidentsFrom,
  itemImageIds,
  lineupsFrom,
  liveMatchFrom,
  matchStatsFrom,
  oddsFrom,
  timelineItemsFrom,
  type LiveMatch,
  type MatchCentreInitial,
  type MatchLineups,
  type MatchStats,
  type TimelineItem,
} from '@/lib/match-centre-data';
import { featureRead } from '@/lib/server/read-failure';
import { apiClient, club } from '@/lib/server/site';
import { clubTeams } from './teams';

/**
 * Everything the match centre page of 001 §2 renders on the server: the live island's first
 * state (the first page of the timeline, newest first; the anonymous statistics of the
 * 'Statistics' tab, the page being the same for everyone; both sides' lineups) and the rest.
 */
export interface MatchCentreData extends MatchCentreInitial {
  match: Match;
  homeName: string;
  awayName: string;
  /** 001 §3 parsedDate: the effective start in the club's zone, 'YYYY.MM.DD HH:MM'. */
  parsedDate: string;
  /** 001 §3 isHome / teamsId: the side that is the club's own team, if either is. */
  ownSide: TeamSide | null;
  /** 001 §2: a match on the hide list gets the 'match centre without content' variant. */
  hidden: boolean;
  /** A feature's read failed (logged, left out): the page raises the data-load toast (000 §8). */
  failed?: boolean;
}

/** The match with its sides, venue, odds and incidents; null when the API does not know it. */
const matchCentreMatch = cache(async (id: string): Promise<Match | null> => {
  try {
    const { data } = await getMatch(apiClient(), id, { include: [...MATCH_CENTRE_INCLUDES] });
    return data;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
});

/** A map of image id → URL (the `web` crop, else `full`, else the original). */
async function itemImages(resources: readonly unknown[]): Promise<Map<string, string>> {
  const ids = itemImageIds(resources);
  if (ids.length === 0) return new Map();
  try {
    const { data } = await getImagesByIds(apiClient(), ids);
    const urls = new Map<string, string>();
    for (const image of data) {
      const url = image.variants?.web?.url ?? image.variants?.full?.url ?? image.url ?? null;
      if (url) urls.set(image.id, url);
    }
    return urls;
  } catch {
    // An item without its picture still shows its caption.
    return new Map();
  }
}

/** The first page of a match's timeline (newest first) and whether older items exist. */
async function matchCentreTimeline(
  id: string,
): Promise<{ items: TimelineItem[]; hasMore: boolean }> {
  const response = await getMatchCentreComponents(apiClient(), id, {
    number: 1,
    size: MATCH_CENTRE_PAGE_SIZE,
  });
  const images = await itemImages(response.data);
  return {
    items: timelineItemsFrom(response.data, images),
    hasMore: hasMorePages(response.meta),
  };
}

/** The match's statistics as anyone may read them; null when it has none. */
async function anonymousStatistics(id: string): Promise<MatchStats | null> {
  return matchStatsFrom((await getMatchStatistics(apiClient(), id)).data);
}

/** The match's lineups; null when it has none. */
async function matchLineups(id: string): Promise<MatchLineups | null> {
  return lineupsFrom((await getMatchLineups(apiClient(), id)).data);
}

/**
 * 000 §8: the timeline, statistics and lineups are the page's features. One that cannot be
 * read is logged and left out (the tab shows the rest, the island reads the timeline again
 * when it connects) and `onFailure` is told, so the page raises the data-load toast.
 */
function softRead<T>(read: () => Promise<T>, fallback: T, onFailure: () => void): Promise<T> {
  return featureRead('match-centre', read).then((result) => {
    if (result.ok) return result.data;
    onFailure();
    return fallback;
  });
}

/**
 * 001 §3 teamsId: the ids of the club's own teams, those whose club_name is the club's or its
 * academy's (as the team pages find them); none when the read fails (no side is marked).
 */
async function ownTeamIds(): Promise<string[]> {
  try {
    const [first, academy] = await Promise.all([clubTeams('soccer'), clubTeams('academy')]);
    return [...first, ...academy].map((team) => team.id);
  } catch {
    return [];
  }
}

/** The header's starting state from the match (scores 0 when missing, 001 §3 defaults). */
function liveMatchOf(match: Match): LiveMatch {
  const read = liveMatchFrom(match) ?? {};
  return {
    status: read.status ?? null,
    home_squad_score: read.home_squad_score ?? 0,
    away_squad_score: read.away_squad_score ?? 0,
    period: read.period ?? null,
    elapsed_seconds: read.elapsed_seconds ?? null,
    clock_updated_at: read.clock_updated_at ?? null,
  };
}

/**
 * 001 §2 match centre data of match `id`; null (the not-found page) when the API does not know
 * it. A hidden match (the config's hide list) reads no timeline.
 */
export const matchCentreData = cache(async (id: string): Promise<MatchCentreData | null> => {
  const match = await matchCentreMatch(id);
  if (!match) return null;
  const hidden = isHiddenMatchCentre(match.id, club.hiddenMatchCentreIds);
  const reads = { failed: false };
  const onFailure = () => {
    reads.failed = true;
  };
  const [teamsId, [timeline, statistics, lineups]] = await Promise.all([
    ownTeamIds(),
    hidden
      ? ([{ items: [] as TimelineItem[], hasMore: false }, null, null] as const)
      : Promise.all([
          softRead(() => matchCentreTimeline(match.id), { items: [], hasMore: false }, onFailure),
          softRead(() => anonymousStatistics(match.id), null, onFailure),
          softRead(() => matchLineups(match.id), null, onFailure),
        ]),
  ]);
  const { ownSide } = matchCentreSides({
    homeTeamId: match.home_squad?.team_id,
    awayTeamId: match.away_squad?.team_id,
    teamsId,
  });
  return {
    match,
    homeName: matchSideName(match.home_squad),
    awayName: matchSideName(match.away_squad),
    parsedDate: parsedDate(match, club.timeZone),
    ownSide,
    live: liveMatchOf(match),
    odds: oddsFrom(match.odds ?? []),
    incidents: incidentsFrom(match.incidents ?? []),
    ...timeline,
    statistics,
    lineups,
    hidden,
    ...(reads.failed ? { failed: true } : {}),
  };
});

/** What the live island (match centre or desk) starts from: the page's data as it was read. */
export function matchCentreInitial(data: MatchCentreData): MatchCentreInitial {
  return {
    live: data.live,
    odds: data.odds,
    incidents: data.incidents,
    items: data.items,
    hasMore: data.hasMore,
    statistics: data.statistics,
    lineups: data.lineups,
  };
}
