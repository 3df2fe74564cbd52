import type { Metadata } from 'next';
import { parseMemberParams, type FootballParams } from '@/lib/route-params';
import { memberMetadata } from '@/lib/server/metadata/football-metadata';
import { MemberPage } from './member-page';

type Params = Promise<FootballParams>;

/**
 * The metadata and page of a profile route (001 §2), for the player and the staff folders of
 * `(football)/team/[team]`: the proxy rewrites `…/zawodnik/{slug}/{id}` and `…/sztab/…` there.
 */
export function memberRoute(kind: 'player' | 'staff') {
  const route = async (params: Params) => {
    const page = parseMemberParams(await params);
    return page ? { ...page, kind } : null;
  };
  return {
    generateMetadata: async ({ params }: { params: Params }): Promise<Metadata> =>
      memberMetadata(await route(params)),
    Page: async ({ params }: { params: Params }) => <MemberPage route={await route(params)} />,
  };
}
