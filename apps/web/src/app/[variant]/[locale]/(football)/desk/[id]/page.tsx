import type { Metadata } from 'next';
import { parseMatchCentreParams } from '@/lib/route-params';
import { matchDeskMetadata } from '@/lib/server/metadata/football-metadata';
import { MatchDeskPage } from '@/components/match-desk/match-desk-page';

type Params = Promise<{ variant: string; locale: string; id: string }>;

/** Rendered on every request: an editor starts from the match as it is now. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return matchDeskMetadata(parseMatchCentreParams(await params));
}

/** The match desk (issue 16); the proxy rewrites `/redakcja/centrum-meczowe/{id}` here. */
export default async function Page({ params }: { params: Params }) {
  return <MatchDeskPage route={parseMatchCentreParams(await params)} />;
}
