/**
 * The site's own connectivity probe (000 §4.6): the demo club's `urls.connectivityProbe`, so
 * `npm start` and the tests need no outside host; `CONNECTIVITY_PROBE_URL` or another club
 * config can point elsewhere. Never cached (the service worker leaves `/api/` alone).
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
