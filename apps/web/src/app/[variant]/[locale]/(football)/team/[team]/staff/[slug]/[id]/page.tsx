import { memberRoute } from '@/components/football/member/member-route';

/** ISR like the catch-all: rendered on first request, refreshed every 5 min. */
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): { slug: string; id: string }[] {
  return [];
}

/** 001 §2 staff profile; the proxy rewrites `…/druzyna{suffix}/sztab/{slug}/{id}` here. */
const { generateMetadata, Page } = memberRoute('staff');

export { generateMetadata };
export default Page;
