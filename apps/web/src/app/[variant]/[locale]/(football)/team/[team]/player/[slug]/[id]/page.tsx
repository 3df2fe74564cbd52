import { memberRoute } from '@/components/football/member/member-route';

/** ISR like the catch-all: rendered on first request, refreshed every 5 min. */
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): { slug: string; id: string }[] {
  return [];
}

/** 001 §2 player profile; the proxy rewrites `…/druzyna{suffix}/zawodnik/{slug}/{id}` here. */
const { generateMetadata, Page } = memberRoute('player');

export { generateMetadata };
export default Page;
