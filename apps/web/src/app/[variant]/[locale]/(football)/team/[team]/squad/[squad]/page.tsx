import type { Metadata } from 'next';
import { TeamPage } from '@/components/football/team/team-page';
import { parseSquadParams, type FootballParams } from '@/lib/route-params';
import { teamMetadata } from '@/lib/server/metadata/football-metadata';

type Params = Promise<FootballParams>;

/** ISR like the team page: rendered on first request, refreshed every 5 min. */
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): { team: string; squad: string }[] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return teamMetadata(parseSquadParams(await params));
}

/**
 * 001 §2 one of the team's squads (a past season); the proxy rewrites
 * `/pilka-nozna/druzyna{suffix}/kadra/{id}` (academy `/druzyna…/kadra/{id}`) here.
 */
export default async function Page({ params }: { params: Params }) {
  return <TeamPage page={parseSquadParams(await params)} />;
}
