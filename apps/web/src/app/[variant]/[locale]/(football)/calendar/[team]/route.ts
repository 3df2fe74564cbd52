import { club } from '@trybuna/config';
import {
  CALENDAR_CACHE_CONTROL,
  matchCalendar,
  teamCalendar,
} from '../../../../../../lib/server/football/calendar';
import { originOf } from '../../../../../../lib/server/site';

type Params = Promise<{ variant: string; locale: string; team: string }>;

/**
 * Feeds are read again at most every 5 min (ISR); calendar apps poll far less often
 * (REFRESH-INTERVAL in the feed).
 */
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): { team: string }[] {
  return [];
}

const notFound = () =>
  new Response('Not found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  });

/**
 * `/kalendarz/{team}.ics` (beyond the spec; the proxy rewrites it here): the matches of the
 * team whose current squad has the slug `{team}`, upcoming and played, as an iCalendar feed.
 * An unknown team is a 404.
 */
export async function GET(_request: Request, { params }: { params: Params }): Promise<Response> {
  const { variant, locale, team } = await params;
  const slug = team.replace(/\.ics$/, '');
  if ((variant !== 'soccer' && variant !== 'academy') || locale !== 'pl') return notFound();
  if (!/^[a-z0-9][-a-z0-9]*$/.test(slug)) return notFound();
  const feed = await teamCalendar(variant, slug);
  if (!feed) return notFound();
  const origin = originOf(variant);
  const body = matchCalendar({
    name: `${club.displayName} – ${feed.team.name ?? feed.squad.name ?? slug}`,
    producer: club.displayName,
    matches: feed.matches,
    variant,
    teamIndex: feed.teamIndex,
    origin,
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
