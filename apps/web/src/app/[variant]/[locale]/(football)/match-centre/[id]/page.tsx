import type { Metadata } from 'next';
import { matchCentreMetadata } from '@/lib/server/metadata/football-metadata';
import { MatchCentrePage } from '@/components/match-centre/match-centre-page';
import { parseMatchCentreParams } from '@/lib/route-params';

type Params = Promise<{ variant: string; locale: string; id: string }>;

/** Rendered on first request, then refreshed every minute; kept live in the browser over `/cable`. */
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return matchCentreMetadata(parseMatchCentreParams(await params));
}

/**
 * 001 §2 match centre; the proxy rewrites `/centrum-meczowe/{id}` (soccer also
 * `/pilka-nozna/centrum-meczowe/{id}`) here.
 */
export default async function Page({ params }: { params: Params }) {
  return <MatchCentrePage route={parseMatchCentreParams(await params)} />;
}
