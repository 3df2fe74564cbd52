import type { Metadata } from 'next';
import { RouteView } from '@/components/pages/route-view';
import { routeMetadata } from '@/lib/server/metadata/route-metadata';

type Params = Promise<{ variant: string; locale: string; path: string[] }>;

/** Pages render on first request and are then served from the cache (ISR), refreshed every 5 min. */
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): { path: string[] }[] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return routeMetadata(await params);
}

export default async function ContentPage({ params }: { params: Params }) {
  return <RouteView params={await params} />;
}
