/**
 * A local connectivity probe (000 §4.6): `CONNECTIVITY_PROBE_URL=/api/probe` points the site's
 * online check here, for machines without outside network (tests). Never cached.
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
