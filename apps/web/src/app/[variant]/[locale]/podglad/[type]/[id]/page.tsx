import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { PreviewView } from '@/components/pages/preview-view';
import { routeFromParams } from '@/lib/route-params';
import { PREVIEW_TYPES, previewContent, type PreviewType } from '@/lib/server/preview';

type Params = Promise<{ variant: string; locale: string; type: string; id: string }>;

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

const isPreviewType = (type: string): type is PreviewType =>
  (PREVIEW_TYPES as readonly string[]).includes(type);

/** 000 §2.1 Page preview: a draft, only in draft mode (opened through `/api/preview`). */
export default async function PreviewPage({ params }: { params: Params }) {
  const { variant, locale, type, id } = await params;
  if (!(await draftMode()).isEnabled || !isPreviewType(type)) notFound();
  const route = routeFromParams({ variant, locale, path: ['podglad', type, id] });
  const content = await previewContent(type, id, route.locale);
  if (!content) notFound();
  return <PreviewView content={content} route={route} />;
}
