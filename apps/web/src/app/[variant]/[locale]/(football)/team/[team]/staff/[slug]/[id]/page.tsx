import type { Metadata } from 'next';
import { MemberPage } from '../../../../../../../../../components/football/member/member-page';
import {
  parseMemberParams,
  type FootballParams,
} from '../../../../../../../../../lib/server/football/route-params';
import { memberMetadata } from '../../../../../../../../../lib/server/route-metadata';

type Params = Promise<FootballParams>;

const KIND = 'staff';

/** ISR like the catch-all: rendered on first request, refreshed every 5 min. */
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): { slug: string; id: string }[] {
  return [];
}

async function route(params: Params) {
  const page = parseMemberParams(await params);
  return page ? ({ ...page, kind: KIND } as const) : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return memberMetadata(await route(params));
}

/**
 * 001 §2 staff profile; the proxy rewrites `…/druzyna{suffix}/sztab/{slug}/{id}` here.
 */
export default async function Page({ params }: { params: Params }) {
  return <MemberPage route={await route(params)} />;
}
