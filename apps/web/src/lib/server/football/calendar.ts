import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { fetchAllSquads, type Match, type Squad, type Team } from '@trybuna/api-client';
import {
  calendarTiming,
  footballPath,
  isEnded,
  isLive,
  matchCentrePath,
  TIMETABLE_TABS,
  timetablePath,
  type FootballVariant,
} from '@trybuna/domain';
import { CALENDAR_FEED_SLUG, parseCalendarParams } from '@/lib/route-params';
import { apiClient, club, originOf } from '@/lib/server/site';
import { clubTeams } from './teams';
import { squadMatchList } from './timetable';

/** How often a calendar app should read the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const CALENDAR_REFRESH_SECONDS = 6 * 60 * 60;

/** Browsers and calendar apps may keep a feed 5 min, shared caches too. */
const CALENDAR_CACHE_CONTROL = 'public, max-age=300, s-maxage=300, stale-while-revalidate=600';

/** A team's feed: the team, its index in the variant's routes, its current squad, its matches. */
interface TeamCalendar {
  team: Team;
  teamIndex: number;
  squad: Squad;
  matches: Match[];
}

/**
 * The team whose current squad has the slug `slug` among the variant's teams (the feed's
 * `/kalendarz/{slug}.ics`), with every match of that squad (upcoming and played); null for a
 * slug that names no current squad of the variant.
 */
async function teamCalendar(variant: FootballVariant, slug: string): Promise<TeamCalendar | null> {
  const [teams, squads] = await Promise.all([
    clubTeams(variant),
    // 001 §7 fetch-all: every squad of the slug (one per season, of any club).
    fetchAllSquads(apiClient(), {
      filter: { slug_eq: slug },
      include: ['season'],
      sort: ['-id'],
    }),
  ]);
  for (const squad of squads) {
    if (!squad.season?.is_current) continue;
    const teamIndex = teams.findIndex((team) => team.id === String(squad.team_id ?? ''));
    const team = teams[teamIndex];
    if (team) return { team, teamIndex, squad, matches: await squadMatchList(squad.id, 'all') };
  }
  return null;
}

const sideName = (squad: Match['home_squad']): string => squad?.club_name ?? squad?.name ?? '?';

/** 'YYYY-MM-DD' as a Date at UTC midnight: ical-generator writes a date without a zone in UTC. */
const utcDay = (date: string): Date => new Date(`${date}T00:00:00Z`);

export interface MatchCalendarInput {
  /** The calendar's name, e.g. the club and the team. */
  name: string;
  /** Producer of the feed (PRODID), the club's name. */
  producer: string;
  matches: readonly Match[];
  variant: FootballVariant;
  teamIndex: number;
  /** The variant's origin: UIDs are `match-{id}@{its host name}`, URLs absolute on it. */
  origin: string;
  /** The club's time zone (X-WR-TIMEZONE, the day of an all-day entry). */
  timeZone: string;
}

/**
 * A team's matches as an RFC 5545 calendar (beyond the spec): one VEVENT per match with a
 * stable UID, 'Home - Away', the venue, the time from postponed_start_time when present (UTC),
 * an all-day STATUS:TENTATIVE entry when the hour is not yet defined, and the match centre
 * (live or ended) or the timetable as its URL. Matches without a valid start are left out.
 */
export function matchCalendar(input: MatchCalendarInput): string {
  const { hostname } = new URL(input.origin);
  const calendar = ical({
    name: input.name,
    prodId: { company: input.producer, product: 'Terminarz', language: 'PL' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: CALENDAR_REFRESH_SECONDS,
    x: { 'X-WR-TIMEZONE': input.timeZone },
  });
  for (const match of input.matches) {
    const timing = calendarTiming(match, input.timeZone);
    if (!timing) continue;
    const played = isLive(match) || isEnded(match);
    const path = played
      ? matchCentrePath(match.id, input.variant)
      : timetablePath(input.variant, input.teamIndex, TIMETABLE_TABS[0]);
    const score = isEnded(match)
      ? `${String(match.home_squad_score ?? 0)} : ${String(match.away_squad_score ?? 0)}`
      : null;
    const venue = [match.venue?.name, match.venue?.city].filter(Boolean).join(', ');
    calendar.createEvent({
      id: `match-${match.id}@${hostname}`,
      summary: `${sideName(match.home_squad)} - ${sideName(match.away_squad)}`,
      ...(timing.allDay
        ? { start: utcDay(timing.date), allDay: true, status: ICalEventStatus.TENTATIVE }
        : { start: timing.start, end: timing.end, status: ICalEventStatus.CONFIRMED }),
      location: venue || null,
      description:
        [match.competition?.name, match.round, score].filter(Boolean).join(' · ') || null,
      url: new URL(path, input.origin).href,
    });
  }
  return calendar.toString();
}

/** The https URL of a team's feed on the variant's origin; null for a slug a path cannot carry. */
export function teamFeedUrl(origin: string, squadSlug: string | null | undefined): string | null {
  if (!squadSlug || !CALENDAR_FEED_SLUG.test(squadSlug)) return null;
  return new URL(footballPath('soccer', { page: 'calendar', team: squadSlug }), origin).href;
}

const notFound = (): Response =>
  new Response('Not found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  });

/**
 * The answer to `/kalendarz/{team}.ics` (rewritten to `/{variant}/{locale}/calendar/{team}`):
 * the feed of the variant's team whose current squad has that slug, or a 404 for anything
 * else (another variant or language, a malformed slug, no such team).
 */
export async function calendarResponse(params: {
  variant: string;
  locale: string;
  team: string;
}): Promise<Response> {
  const route = parseCalendarParams(params);
  if (!route) return notFound();
  const { variant, slug } = route;
  const feed = await teamCalendar(variant, slug);
  if (!feed) return notFound();
  const body = matchCalendar({
    name: `${club.displayName} – ${feed.team.name ?? feed.squad.name ?? slug}`,
    producer: club.displayName,
    matches: feed.matches,
    variant,
    teamIndex: feed.teamIndex,
    origin: originOf(variant),
    timeZone: club.timeZone,
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${slug}.ics"`,
      'Cache-Control': CALENDAR_CACHE_CONTROL,
    },
  });
}
