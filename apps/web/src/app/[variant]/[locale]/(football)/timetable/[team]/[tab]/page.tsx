import type { Metadata } from 'next';
import { TimetablePage } from '@/components/football/timetable/timetable-page';
import { timetableRoute, type FootballParams } from '@/lib/route-params';
import { timetableMetadata } from '@/lib/server/metadata/football-metadata';

type Params = Promise<FootballParams & { tab: string }>;

/** ISR like the catch-all: rendered on first request, refreshed every 5 min. */
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): { team: string; tab: string }[] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return timetableMetadata(timetableRoute(await params));
}

/**
 * 001 §2 timetable of a team; the proxy rewrites `/pilka-nozna/terminarz{suffix}/{tab}` (academy
 * `/terminarze-wyniki`, `/terminarze-wyniki{suffix}/{tab}`) here.
 */
export default async function Page({ params }: { params: Params }) {
  return <TimetablePage route={timetableRoute(await params)} />;
}
