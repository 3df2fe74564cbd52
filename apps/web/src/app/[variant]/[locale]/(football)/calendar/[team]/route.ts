import { calendarResponse } from '@/lib/server/football/calendar';

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

/** `/kalendarz/{team}.ics` (beyond the spec; the proxy rewrites it here): a team's matches. */
export async function GET(_request: Request, { params }: { params: Params }): Promise<Response> {
  return calendarResponse(await params);
}
