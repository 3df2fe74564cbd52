import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import type { ReadFeature } from '@/lib/read-failure';
import { diagnosticsEnabled, setFailingReads } from '@/lib/server/read-failure';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'no-store' };

const FEATURES = [
  'belt',
  'counter',
  'schedule',
  'match-centre',
  'team',
  'squad',
  'profile',
  'timetable',
  'tables',
  'statistics',
  'survey',
  'quiz',
  'comments',
  'ranking',
  'news',
  'members',
] as const satisfies readonly ReadFeature[];

const bodySchema = z.object({ features: z.array(z.enum(FEATURES)).max(FEATURES.length) }).strict();

function failure(status: 400 | 404, title: string, detail: string): Response {
  return Response.json(
    { errors: [{ status: String(status), title, detail }] },
    { status, headers: NO_STORE },
  );
}

/**
 * The e2e suite's switch for failing server reads (`DIAGNOSTIC_ROUTES=1` only; otherwise a
 * 404): `{ "features": ["belt", …] }` sends those features' server reads to an address where no
 * API answers (`{ "features": [] }` puts them back). Every cached page is dropped both ways, so
 * the next request renders with the reads as they now are and no test meets a page rendered
 * while they failed.
 */
export async function POST(request: Request): Promise<Response> {
  if (!diagnosticsEnabled()) return failure(404, 'Not Found', 'diagnostics are off');
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return failure(400, 'Bad Request', 'the body must be JSON');
  }
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return failure(400, 'Bad Request', 'features must list known features');
  setFailingReads(parsed.data.features);
  revalidatePath('/', 'layout');
  return new Response(null, { status: 204, headers: NO_STORE });
}
