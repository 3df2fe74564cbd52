import type { Metadata } from 'next';
import { TeamPage } from '@/components/football/team/team-page';
import { parseTeamParams, type FootballParams } from '@/lib/route-params';
import { teamMetadata } from '@/lib/server/metadata/football-metadata';

type Params = Promise<FootballParams>;

/** ISR like the catch-all: rendered on first request, refreshed every 5 min. */
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): { team: string }[] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return teamMetadata(parseTeamParams(await params));
}

/** 001 §2 team page; the proxy rewrites `/pilka-nozna/druzyna{suffix}` (academy `/druzyna…`) here. */
export default async function Page({ params }: { params: Params }) {
  return <TeamPage page={parseTeamParams(await params)} />;
}
