import type { Metadata } from 'next';
import { RouteView } from '@/components/pages/route-view';
import { routeMetadata } from '@/lib/server/metadata/route-metadata';

type Params = Promise<{ variant: string; locale: string }>;

export const revalidate = 300;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return routeMetadata(await params);
}

/** A variant's root: the home page, a sub-site home, business /en, or the English landing. */
export default async function RootPage({ params }: { params: Params }) {
  return <RouteView params={await params} />;
}
